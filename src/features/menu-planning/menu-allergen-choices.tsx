import { Trans, useLingui } from '@lingui/react/macro';
import { menuAllergenCodes, orderedAllergens, type MenuAllergenCode } from '#contract/menu-rules';
import { allergenLabels } from '../../i18n/allergen-labels.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';

/** The 14 declarable allergens as checkboxes, in the staff member's language; kept in the list's order. */
export function AllergenChoices({
  value,
  onChange,
}: {
  value: MenuAllergenCode[];
  onChange: (value: MenuAllergenCode[]) => void;
}) {
  const { i18n } = useLingui();
  const toggle = (code: MenuAllergenCode, checked: boolean) =>
    onChange(orderedAllergens(checked ? [...value, code] : value.filter((chosen) => chosen !== code)));
  return (
    <fieldset className="staff-fieldset menu-allergens">
      <legend className="field__label">
        <Trans>Allergens</Trans>
      </legend>
      <div className="staff-choices">
        {menuAllergenCodes.map((code) => (
          <CheckboxField
            key={code}
            label={i18n._(allergenLabels[code])}
            checked={value.includes(code)}
            data-allergen={code}
            onChange={(event) => toggle(code, event.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
