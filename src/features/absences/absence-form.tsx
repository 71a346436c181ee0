import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { notifyError } from '../../api/notify.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { absenceFormResolver, preloadAbsenceSchema } from './absence-form-resolver.ts';
import { absenceFormFields, type AbsenceFormValues } from './absence-form-values.ts';
import { absenceMessages } from './absence-messages.ts';
import { findDeviceOverlap } from './absence-overlap-check.ts';
import { overlapMessage } from './absence-overlap-message.ts';
import { ChildPicker } from './child-picker.tsx';
import { DateRangeFields } from './date-range-fields.tsx';
import { NoteField } from './note-field.tsx';
import { ReasonFieldset } from './reason-fieldset.tsx';
import type { ChildInfo } from './use-children.ts';
import '../../ui/choice.css';
import './absence-form.css';

interface AbsenceFormProps {
  /** The absence being changed (it never clashes with itself); none for a new report. */
  absenceId?: string;
  /** A new report by a family: several children may be checked (one absence each). */
  multipleChildren?: boolean;
  childList: ChildInfo[];
  defaultValues: AbsenceFormValues;
  /** The server's reasons for a refused report, shown at their fields until the user changes them. */
  serverErrors?: Partial<Record<keyof AbsenceFormValues, string>>;
  submitLabel: ReactNode;
  /** Next to the submit button (e.g. cancel an edit). */
  secondaryAction?: ReactNode;
  onSubmit: (values: AbsenceFormValues) => Promise<void>;
}

/** Report and edit share this form: the contract's rules, the user's words, and nothing typed is ever reset. */
export function AbsenceForm({
  absenceId,
  multipleChildren,
  childList,
  defaultValues,
  serverErrors,
  submitLabel,
  secondaryAction,
  onSubmit,
}: AbsenceFormProps) {
  const { register, handleSubmit, setValue, getValues, setError, control, formState } = useForm<AbsenceFormValues>({
    resolver: absenceFormResolver,
    defaultValues,
  });
  const [from, to, note, childIds] = useWatch({ control, name: ['from', 'to', 'note', 'child_ids'] });
  const { errors, isSubmitting, isSubmitted } = formState;
  const locale = useLocale();
  const [clashId, setClashId] = useState<string | null>(null);

  useEffect(preloadAbsenceSchema, []);
  // The contract checks one child per absence: the first checked one stands in for all of them until submit.
  useEffect(() => {
    if (multipleChildren) setValue('child_id', childIds[0] ?? '', { shouldValidate: isSubmitted });
  }, [multipleChildren, childIds, setValue, isSubmitted]);

  const serverErrorsKey = JSON.stringify(serverErrors ?? {});
  useEffect(() => {
    const shown = JSON.parse(serverErrorsKey) as Record<string, string>;
    for (const field of absenceFormFields) {
      if (shown[field]) setError(field, { type: 'server', message: shown[field] });
    }
  }, [serverErrorsKey, setError]);

  const pickDates = (nextFrom: string, nextTo: string) => {
    setValue('from', nextFrom, { shouldDirty: true, shouldValidate: isSubmitted });
    setValue('to', nextTo, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  const submit = handleSubmit(async (values) => {
    try {
      // The contract's overlap rule on this device's rows first: offline, nothing else can say so before sending.
      const children = multipleChildren ? values.child_ids : [values.child_id];
      let clash;
      for (const childId of children) {
        clash ??= await findDeviceOverlap({ id: absenceId ?? '', child_id: childId, from: values.from, to: values.to });
      }
      setClashId(clash?.id ?? null);
      if (clash) {
        const name = childList.find((child) => child.id === clash.child_id)?.firstName ?? '';
        setError('from', { type: 'overlap', message: overlapMessage(name, clash, locale) }, { shouldFocus: true });
        return;
      }
      await onSubmit(values);
    } catch (error) {
      // Only a local failure (IndexedDB full or blocked) lands here: the network is the outbox's business.
      console.error(error);
      notifyError(absenceMessages.saveFailed);
    }
  });

  return (
    <form className="stack stack--lg absence-form" noValidate onSubmit={submit}>
      <ChildPicker
        childList={childList}
        field={multipleChildren ? register('child_ids') : register('child_id')}
        multiple={multipleChildren}
        error={errors.child_id?.message}
      />
      <DateRangeFields
        from={register('from', {
          // A later start moves the end along, so "from" alone is a complete one-day change.
          onChange: (event: { target: { value: string } }) => {
            if (event.target.value && getValues('to') < event.target.value) setValue('to', event.target.value);
          },
        })}
        to={register('to')}
        fromValue={from}
        toValue={to}
        errors={{ from: errors.from?.message, to: errors.to?.message }}
        onPick={pickDates}
      />
      <ReasonFieldset field={register('reason')} error={errors.reason?.message} />
      <NoteField field={register('note')} length={note.length} error={errors.note?.message} />
      {clashId && errors.from?.type === 'overlap' && (
        <p className="absence-form__clash">
          <ButtonLink to="/absence-history/$id" params={{ id: clashId }} variant="secondary">
            <Trans>Change that report instead</Trans>
          </ButtonLink>
        </p>
      )}
      <div className="absence-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
