import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { childRecordLimits } from '#contract/child-record-rules';
import type { ChildRecordFields, EmergencyContact, PickupPerson } from '#contract/child-records';
import type { MenuAllergenCode } from '#contract/menu-rules';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { AllergenCheckboxes } from './allergen-checkboxes.tsx';
import { validateChildRecord, type FieldErrors } from './child-record-validation.ts';
import { PeopleFieldset } from './people-fieldset.tsx';

export interface ChildRecordFormValues {
  allergens: MenuAllergenCode[];
  dietary_needs: string;
  medical_notes: string;
  pickup_persons: PickupPerson[];
  emergency_contacts: EmergencyContact[];
}

const blankPickup: PickupPerson = { name: '', relation: '', phone: '', may_pick_up: true };
const blankContact: EmergencyContact = { name: '', relation: '', phone: '' };

interface ChildRecordFormProps {
  initial: ChildRecordFormValues;
  /** Errors the server sent for a refused save, by field. */
  serverErrors?: FieldErrors;
  onSubmit: (fields: ChildRecordFields) => Promise<void>;
  secondaryAction?: ReactNode;
}

/** The record's form: checked with the contract's rule before saving; nothing typed is lost on an error. */
export function ChildRecordForm({ initial, serverErrors, onSubmit, secondaryAction }: ChildRecordFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ChildRecordFormValues>(key: K, value: ChildRecordFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateChildRecord(values);
    if (checked.errors) {
      setErrors(checked.errors);
      // The first field with a problem gets the focus, so a screen reader hears it.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.child-form [aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(checked.fields);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="child-form stack stack--lg" noValidate onSubmit={(event) => void submit(event)}>
      <AllergenCheckboxes value={values.allergens} onChange={(allergens) => set('allergens', allergens)} />
      <TextAreaField
        label={<Trans>Dietary needs</Trans>}
        hint={<Trans>E.g. vegetarian, no pork, lactose-free milk.</Trans>}
        value={values.dietary_needs}
        maxLength={childRecordLimits.dietaryNeeds}
        length={values.dietary_needs.length}
        error={errors.dietary_needs}
        rows={3}
        onChange={(event) => set('dietary_needs', event.target.value)}
      />
      <TextAreaField
        label={<Trans>Medical notes</Trans>}
        hint={<Trans>E.g. asthma spray in the backpack, epilepsy, what to do in an emergency.</Trans>}
        value={values.medical_notes}
        maxLength={childRecordLimits.medicalNotes}
        length={values.medical_notes.length}
        error={errors.medical_notes}
        rows={4}
        onChange={(event) => set('medical_notes', event.target.value)}
      />
      <PeopleFieldset
        legend={<Trans>Pickup persons</Trans>}
        name="pickup_persons"
        people={values.pickup_persons}
        max={childRecordLimits.pickupPersons}
        blank={blankPickup}
        addLabel={<Trans>Add pickup person</Trans>}
        errors={errors}
        onChange={(people) => set('pickup_persons', people)}
      />
      <PeopleFieldset
        legend={<Trans>Emergency contacts</Trans>}
        name="emergency_contacts"
        people={values.emergency_contacts}
        max={childRecordLimits.emergencyContacts}
        blank={blankContact}
        addLabel={<Trans>Add emergency contact</Trans>}
        errors={errors}
        onChange={(people) => set('emergency_contacts', people)}
      />
      <div className="child-form__actions">
        <Button type="submit" busy={busy}>
          <Trans>Save record</Trans>
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
