import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { isMenuDayDraft, menuDayStaffContent } from '#contract/menu-day';
import { menuAllergenNoteMaxLength, orderedAllergens, type MenuAllergenCode } from '#contract/menu-rules';
import type { MenuDayWriteRequest } from '#contract/staff-menu';
import type { SyncRows } from '#contract/sync-rows';
import { staffLimits } from '#contract/staff-rules';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AllergenChoices } from './menu-allergen-choices.tsx';

export interface MenuDayDraft {
  breakfast: string;
  lunch: string;
  snack: string;
  allergens: MenuAllergenCode[];
  allergenNote: string;
  vegetarian: boolean;
}

/** What the form starts from: the day as staff see it (its draft, if any). */
export function draftOfDay(day: SyncRows['menu_days'] | undefined): MenuDayDraft {
  if (!day) return { breakfast: '', lunch: '', snack: '', allergens: [], allergenNote: '', vegetarian: false };
  const content = menuDayStaffContent(day);
  return { ...content, allergens: orderedAllergens(content.allergens), allergenNote: content.allergen_note };
}

/** The request that saves a form's day. */
export const menuDayWriteOf = (draft: MenuDayDraft): MenuDayWriteRequest => ({
  breakfast: draft.breakfast.trim(),
  lunch: draft.lunch.trim(),
  snack: draft.snack.trim(),
  allergens: draft.allergens,
  allergen_note: draft.allergenNote.trim(),
  vegetarian: draft.vegetarian,
});

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
  const title = useKindergartenTime().day(date, { weekday: 'long', day: 'numeric', month: 'long' });
  const meal = (name: 'breakfast' | 'lunch' | 'snack', label: ReactNode) => (
    <MealField label={label} value={value[name]} onChange={(text) => onChange({ ...value, [name]: text })} />
  );
  return (
    <fieldset className="menu-day-editor staff-fieldset" data-testid={`menu-day-${date}`} disabled={disabled}>
      <legend className="menu-day-editor__title">
        {title}
        <span
          className={`staff-badge ${dirty ? 'staff-badge--late' : saved && !isMenuDayDraft(saved) ? 'staff-badge--ok' : ''}`}
        >
          {dirty ? (
            <Trans>Not saved</Trans>
          ) : !saved ? (
            <Trans>Empty</Trans>
          ) : isMenuDayDraft(saved) ? (
            <Trans>Draft</Trans>
          ) : (
            <Trans>Published</Trans>
          )}
        </span>
      </legend>
      {meal('breakfast', <Trans>Breakfast</Trans>)}
      {meal('lunch', <Trans>Lunch</Trans>)}
      {meal('snack', <Trans>Snack</Trans>)}
      <AllergenChoices value={value.allergens} onChange={(allergens) => onChange({ ...value, allergens })} />
      <TextField
        label={<Trans>Other allergens or notes</Trans>}
        hint={<Trans>Anything the list does not name, e.g. kiwi</Trans>}
        value={value.allergenNote}
        maxLength={menuAllergenNoteMaxLength}
        autoComplete="off"
        onChange={(event) => onChange({ ...value, allergenNote: event.target.value })}
      />
      <CheckboxField
        label={<Trans>Vegetarian</Trans>}
        checked={value.vegetarian}
        onChange={(event) => onChange({ ...value, vegetarian: event.target.checked })}
      />
    </fieldset>
  );
}

/** A dish can be long ("Spaghetti with tomato and lentil sauce, parmesan"): a two-line box that grows, not a cut-off line. */
function MealField({ label, value, onChange }: { label: ReactNode; value: string; onChange: (value: string) => void }) {
  return (
    <TextAreaField
      label={label}
      className="staff-meal"
      rows={2}
      maxLength={staffLimits.menuTextMaxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
