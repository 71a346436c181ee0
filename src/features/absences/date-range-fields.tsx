import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { addDays } from '#contract/iso-days';
import { TextField } from '../../ui/text-field.tsx';
import { fridayOf } from './absence-dates.ts';
import { kindergartenToday } from '../../i18n/kindergarten-zone.ts';

interface DateRangeFieldsProps {
  from: UseFormRegisterReturn<'from'>;
  to: UseFormRegisterReturn<'to'>;
  fromValue: string;
  toValue: string;
  errors: { from?: string; to?: string };
  onPick: (from: string, to: string) => void;
}

/** From / until, with the choices most reports need one tap away (a sick child is usually "today" or "until Friday"). */
export function DateRangeFields({ from, to, fromValue, toValue, errors, onPick }: DateRangeFieldsProps) {
  const { t } = useLingui();
  const today = kindergartenToday();
  const friday = fridayOf(today);
  const quick = [
    { label: t`Today`, from: today, to: today },
    { label: t`Today and tomorrow`, from: today, to: addDays(today, 1) },
    ...(friday ? [{ label: t`Until Friday`, from: today, to: friday }] : []),
  ];
  return (
    <fieldset className="date-range">
      <legend className="field__label">
        <Trans>When?</Trans>
      </legend>
      <div className="quick-choices" role="group" aria-label={t`Quick choices`}>
        {quick.map((choice) => (
          <button
            key={choice.label}
            type="button"
            className="chip"
            aria-pressed={fromValue === choice.from && toValue === choice.to}
            onClick={() => onPick(choice.from, choice.to)}
          >
            {choice.label}
          </button>
        ))}
      </div>
      <div className="date-range__fields">
        <TextField label={<Trans>From</Trans>} type="date" error={errors.from} {...from} />
        <TextField
          label={<Trans>Until (inclusive)</Trans>}
          type="date"
          min={fromValue || undefined}
          error={errors.to}
          {...to}
        />
      </div>
    </fieldset>
  );
}
