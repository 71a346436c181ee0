import { Trans } from '@lingui/react/macro';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { staffLimits } from '#contract/staff-rules';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { PublicationFormValues } from './publication-form-values.ts';

interface EventFieldsProps {
  control: Control<PublicationFormValues>;
  register: UseFormRegister<PublicationFormValues>;
  errors: FieldErrors<PublicationFormValues>;
  disabled?: boolean;
}

/** When and where: the day, start and end (unless all day), and the place. */
export function EventFields({ control, register, errors, disabled }: EventFieldsProps) {
  const allDay = useWatch({ control, name: 'allDay' });
  return (
    <fieldset className="staff-fieldset">
      <legend className="field__label">
        <Trans>When and where</Trans>
      </legend>
      <TextField
        type="date"
        label={<Trans>Day</Trans>}
        disabled={disabled}
        error={errors.date?.message}
        {...register('date')}
      />
      <CheckboxField label={<Trans>All day</Trans>} disabled={disabled} {...register('allDay')} />
      {!allDay && (
        <div className="staff-two">
          <TextField
            type="time"
            label={<Trans>Starts</Trans>}
            disabled={disabled}
            error={errors.startTime?.message}
            {...register('startTime')}
          />
          <TextField
            type="time"
            label={<Trans>Ends (optional)</Trans>}
            disabled={disabled}
            error={errors.endTime?.message}
            {...register('endTime')}
          />
        </div>
      )}
      <TextField
        label={<Trans>Place (optional)</Trans>}
        maxLength={staffLimits.locationMaxLength}
        autoComplete="off"
        disabled={disabled}
        error={errors.location?.message}
        {...register('location')}
      />
    </fieldset>
  );
}
