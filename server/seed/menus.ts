import { v7 as uuidv7 } from 'uuid';
import { addDays } from '#contract/iso-days';
import type { MenuAllergenCode } from '#contract/menu-rules';
import { menuDays } from '../db/schema/index.ts';
import { isoDate } from './demo-calendar.ts';
import type { DemoWorld } from './demo-world.ts';
import type { SeedTx } from './seed-tx.ts';

type MenuSeed = {
  breakfast: string;
  lunch: string;
  snack: string;
  allergens: MenuAllergenCode[];
  allergenNote?: string;
  vegetarian: boolean;
};

/** Two weeks of a typical German kindergarten menu; allergens as the EU food information rules list them. */
const twoWeeks: MenuSeed[] = [
  {
    breakfast: 'Vollkornbrot mit Frischkäse, Gurke und Paprika',
    lunch: 'Spaghetti mit Tomaten-Linsen-Soße und Parmesan',
    snack: 'Apfelschnitze und Reiswaffeln',
    allergens: ['gluten', 'milk', 'celery'],
    vegetarian: true,
  },
  {
    breakfast: 'Haferflocken-Müsli mit Joghurt und Banane',
    lunch: 'Hähnchen-Gemüse-Reispfanne',
    snack: 'Karotten- und Kohlrabisticks mit Kräuterquark',
    allergens: ['gluten', 'milk'],
    vegetarian: false,
  },
  {
    breakfast: 'Brötchen mit Butter, Käse und Tomate',
    lunch: 'Kartoffel-Brokkoli-Auflauf mit Käse überbacken',
    snack: 'Birne und Vollkornkekse',
    allergens: ['gluten', 'milk', 'eggs'],
    vegetarian: true,
  },
  {
    breakfast: 'Dinkelbrot mit Kräuterquark und Radieschen',
    lunch: 'Seelachsfilet mit Kartoffelpüree und Erbsen',
    snack: 'Obstsalat',
    allergens: ['gluten', 'milk', 'fish'],
    allergenNote: 'Kiwi im Obstsalat',
    vegetarian: false,
  },
  {
    breakfast: 'Obstteller und Vollkorn-Knäckebrot',
    lunch: 'Gemüsesuppe mit Buchstabennudeln, danach Grießbrei mit Kirschen',
    snack: 'Laugenbrezel',
    allergens: ['gluten', 'milk', 'celery'],
    vegetarian: true,
  },
  {
    breakfast: 'Vollkornbrot mit Hummus und Gurke',
    lunch: 'Putenbolognese mit Vollkornpenne',
    snack: 'Mandarinen und Maiswaffeln',
    allergens: ['gluten', 'sesame', 'celery'],
    vegetarian: false,
  },
  {
    breakfast: 'Joghurt mit Beeren und Haferflocken',
    lunch: 'Gemüse-Kichererbsen-Curry mit Reis',
    snack: 'Gurkenscheiben und Käsewürfel',
    allergens: ['milk', 'mustard'],
    vegetarian: true,
  },
  {
    breakfast: 'Brötchen mit Frischkäse und Kresse',
    lunch: 'Kartoffelsuppe mit Würstchen (vegetarische Würstchen auf Wunsch)',
    snack: 'Apfel-Bananen-Smoothie',
    allergens: ['gluten', 'milk', 'celery', 'mustard'],
    vegetarian: false,
  },
  {
    breakfast: 'Rührei mit Vollkorntoast und Tomaten',
    lunch: 'Spinat-Ricotta-Tortellini mit Tomatensoße',
    snack: 'Wassermelone und Dinkelstangen',
    allergens: ['gluten', 'milk', 'eggs'],
    vegetarian: true,
  },
  {
    breakfast: 'Müsli mit Milch und Apfel',
    lunch: 'Kaiserschmarrn mit Apfelmus',
    snack: 'Paprikastreifen mit Frischkäsedip',
    allergens: ['gluten', 'milk', 'eggs', 'nuts'],
    vegetarian: true,
  },
];

/** Menus Monday to Friday for this week and next week in both kindergartens. */
export async function seedMenus(tx: SeedTx, world: DemoWorld): Promise<number> {
  const rows = [];
  const kindergartens = [world.kindergartens.sonnenblume, world.kindergartens.regenbogen];
  for (const [index, kindergarten] of kindergartens.entries()) {
    for (let day = 0; day < 10; day++) {
      const date = addDays(isoDate(world.calendar.monday(day < 5 ? 0 : 1)), day % 5);
      // The second kindergarten has another caterer: same dishes, different order.
      const menu = twoWeeks[(day + index * 3) % twoWeeks.length]!;
      rows.push({ id: uuidv7(), kindergartenId: kindergarten.id, date, ...menu, published: true });
    }
  }
  await tx.insert(menuDays).values(rows);
  return rows.length;
}
