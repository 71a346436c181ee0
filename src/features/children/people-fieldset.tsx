import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PickupPerson } from '#contract/child-records';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { PlusIcon, TrashIcon } from '../../ui/control-icons.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { childRecordLimits } from '#contract/child-record-rules';
import type { FieldErrors } from './child-record-validation.ts';

/** A person as the form edits them; an emergency contact has no `may_pick_up`. */
export type PersonDraft = Omit<PickupPerson, 'may_pick_up'> & { may_pick_up?: boolean };

interface PeopleFieldsetProps<P extends PersonDraft> {
  legend: ReactNode;
  /** `pickup_persons` or `emergency_contacts`: where the errors of its rows are. */
  name: string;
  people: P[];
  max: number;
  blank: P;
  addLabel: ReactNode;
  errors: FieldErrors;
  onChange: (people: P[]) => void;
}

/** A list of people (name, relation, phone, and for pickup persons whether they may pick up), rows added and removed. */
export function PeopleFieldset<P extends PersonDraft>({
  legend,
  name,
  people,
  max,
  blank,
  addLabel,
  errors,
  onChange,
}: PeopleFieldsetProps<P>) {
  const { t } = useLingui();
  const change = (index: number, patch: Partial<P>) =>
    onChange(people.map((person, i) => (i === index ? { ...person, ...patch } : person)));
  return (
    <fieldset className="child-form__people">
      <legend className="child-form__legend">{legend}</legend>
      {people.map((person, index) => {
        const error = (field: string) => errors[`${name}.${index}.${field}`];
        const number = index + 1;
        return (
          <div key={index} className="child-form__person" role="group" aria-label={t`Person ${number}`}>
            <TextField
              label={<Trans>Name</Trans>}
              value={person.name}
              maxLength={childRecordLimits.personName}
              autoComplete="off"
              error={error('name')}
              onChange={(event) => change(index, { name: event.target.value } as Partial<P>)}
            />
            <TextField
              label={<Trans>Relation (e.g. grandma, neighbour)</Trans>}
              value={person.relation}
              maxLength={childRecordLimits.relation}
              autoComplete="off"
              error={error('relation')}
              onChange={(event) => change(index, { relation: event.target.value } as Partial<P>)}
            />
            <TextField
              label={<Trans>Phone</Trans>}
              type="tel"
              inputMode="tel"
              value={person.phone}
              maxLength={childRecordLimits.phone}
              autoComplete="off"
              error={error('phone')}
              onChange={(event) => change(index, { phone: event.target.value } as Partial<P>)}
            />
            {person.may_pick_up !== undefined && (
              <CheckboxField
                label={<Trans>May pick up the child</Trans>}
                checked={person.may_pick_up}
                onChange={(event) => change(index, { may_pick_up: event.target.checked } as Partial<P>)}
              />
            )}
            <Button variant="ghost" onClick={() => onChange(people.filter((_, i) => i !== index))}>
              <TrashIcon size={18} />
              <Trans>Remove person {number}</Trans>
            </Button>
          </div>
        );
      })}
      {people.length < max ? (
        <Button variant="secondary" onClick={() => onChange([...people, { ...blank }])}>
          <PlusIcon size={18} />
          {addLabel}
        </Button>
      ) : (
        <p className="field__hint">
          <Trans>At most {max} people.</Trans>
        </p>
      )}
    </fieldset>
  );
}
