import { Trans, useLingui } from '@lingui/react/macro';
import { menuAllergenCodes } from '#contract/menu-rules';
import { allergenLabel } from '../../i18n/allergen-labels.ts';

/** The day's allergens in the reader's language, in the list's order, and the kitchen's own note beside them. */
export function MenuDayAllergens({ allergens, note }: { allergens: readonly string[]; note: string }) {
  const { i18n } = useLingui();
  const rank = (allergen: string) => (menuAllergenCodes as readonly string[]).indexOf(allergen);
  const names = [...allergens]
    .sort((a, b) => rank(a) - rank(b))
    .map((allergen) => allergenLabel((descriptor) => i18n._(descriptor), allergen))
    .join(', ');
  if (!names && !note.trim()) return null;
  return (
    <div className="menu-day__allergens">
      {names && (
        <p>
          <Trans>Allergens: {names}</Trans>
        </p>
      )}
      {note.trim() && (
        <p>
          <Trans>Note on allergens: {note}</Trans>
        </p>
      )}
    </div>
  );
}
