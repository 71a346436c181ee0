import { Trans, useLingui } from '@lingui/react/macro';
import { orderedAllergens } from '#contract/menu-rules';
import { allergenLabel } from '../../i18n/allergen-labels.ts';

/** The child's allergies in the reader's language, set apart so nobody overlooks them. */
export function ChildAllergies({ allergens }: { allergens: readonly string[] }) {
  const { i18n } = useLingui();
  const codes = orderedAllergens(allergens);
  if (codes.length === 0) {
    return (
      <p className="child-card__none">
        <Trans>No allergies entered.</Trans>
      </p>
    );
  }
  return (
    <ul className="child-card__allergens">
      {codes.map((code) => (
        <li key={code} className="child-card__allergen" data-allergen={code}>
          {allergenLabel((descriptor) => i18n._(descriptor), code)}
        </li>
      ))}
    </ul>
  );
}
