import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { SyncRows } from '#contract/sync-rows';
import { staffLimits } from '#contract/staff-rules';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { localDate } from './staff-dates.ts';

export interface MenuDayDraft {
  breakfast: string;
  lunch: string;
  snack: string;
  /** Comma-separated as typed; split when saved. */
  allergens: string;
  vegetarian: boolean;
}

export const draftOfDay = (day: SyncRows['menu_days'] | undefined): MenuDayDraft => ({
  breakfast: day?.breakfast ?? '',
  lunch: day?.lunch ?? '',
  snack: day?.snack ?? '',
  allergens: day?.allergens.join(', ') ?? '',
  vegetarian: day?.vegetarian ?? false,
});

export const allergensOf = (text: string) =>
  text
    .split(',')
    .map((allergen) => allergen.trim())
    .filter(Boolean);

interface MenuDayEditorProps {
  date: string;
  saved: SyncRows['menu_days'] | undefined;
  value: MenuDayDraft;
  dirty: boolean;
  onChange: (value: MenuDayDraft) => void;
  /** While the week is being saved, copied or published: what comes back would overwrite what is typed then. */
  disabled?: boolean;
}

/** One day of the week's menu: the three meals, allergens and whether it is vegetarian; its state said plainly. */
export function MenuDayEditor({ date, saved, value, dirty, onChange, disabled }: MenuDayEditorProps) {
  const { i18n } = useLingui();
  const title = new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(localDate(date));
  const meal = (name: 'breakfast' | 'lunch' | 'snack', label: ReactNode) => (
    <MealField label={label} value={value[name]} onChange={(text) => onChange({ ...value, [name]: text })} />
  );
  return (
    <fieldset className="menu-day-editor staff-fieldset" data-testid={`menu-day-${date}`} disabled={disabled}>
      <legend className="menu-day-editor__title">
        {title}
        <span className={`staff-badge ${dirty ? 'staff-badge--late' : saved?.published ? 'staff-badge--ok' : ''}`}>
          {dirty ? <Trans>Not saved</Trans> : !saved ? <Trans>Empty</Trans> : saved.published ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
        </span>
      </legend>
      {meal('breakfast', <Trans>Breakfast</Trans>)}
      {meal('lunch', <Trans>Lunch</Trans>)}
      {meal('snack', <Trans>Snack</Trans>)}
      <TextField
        label={<Trans>Allergens</Trans>}
        hint={<Trans>Separated by commas, e.g. gluten, milk</Trans>}
        value={value.allergens}
        autoComplete="off"
        onChange={(event) => onChange({ ...value, allergens: event.target.value })}
      />
      <CheckboxField label={<Trans>Vegetarian</Trans>} checked={value.vegetarian} onChange={(event) => onChange({ ...value, vegetarian: event.target.checked })} />
    </fieldset>
  );
}

/** A dish can be long ("Spaghetti with tomato and lentil sauce, parmesan"): a two-line box that grows, not a cut-off line. */
function MealField({ label, value, onChange }: { label: ReactNode; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input staff-meal"
        rows={2}
        maxLength={staffLimits.menuTextMaxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
