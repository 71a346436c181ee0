import { Trans, useLingui } from '@lingui/react/macro';
import { menuAllergenCodes, orderedAllergens, type MenuAllergenCode } from '#contract/menu-rules';
import { allergenLabels } from '../../i18n/allergen-labels.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';

/** The 14 EU allergens as checkboxes in the reader's language: the codes the menu declares, so they can be matched. */
export function AllergenCheckboxes({
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
    <fieldset className="child-form__allergens">
      <legend className="child-form__legend">
        <Trans>Allergies</Trans>
      </legend>
      <div className="child-form__choices">
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
