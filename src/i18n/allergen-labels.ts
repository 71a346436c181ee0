import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MenuAllergenCode } from '#contract/menu-rules';

/** The 14 declarable allergens (contract/menu-rules.ts) in the reader's words, for the menu and the staff editor. */
export const allergenLabels: Record<MenuAllergenCode, MessageDescriptor> = {
  gluten: msg`Cereals containing gluten`,
  crustaceans: msg`Crustaceans`,
  eggs: msg`Eggs`,
  fish: msg`Fish`,
  peanuts: msg`Peanuts`,
  soybeans: msg`Soybeans`,
  milk: msg`Milk`,
  nuts: msg`Nuts`,
  celery: msg`Celery`,
  mustard: msg`Mustard`,
  sesame: msg`Sesame`,
  sulphites: msg`Sulphites`,
  lupin: msg`Lupin`,
  molluscs: msg`Molluscs`,
};

/**
 * A stored allergen in the reader's language. A device can still hold a day synced before allergens were codes;
 * its word is shown as written.
 */
export function allergenLabel(translate: (descriptor: MessageDescriptor) => string, allergen: string): string {
  const descriptor = (allergenLabels as Record<string, MessageDescriptor | undefined>)[allergen];
  return descriptor ? translate(descriptor) : allergen;
}
