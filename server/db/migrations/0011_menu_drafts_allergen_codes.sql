ALTER TABLE "menu_days" ADD COLUMN "allergen_note" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "menu_days" ADD COLUMN "draft" jsonb;
--> statement-breakpoint
-- Free-text allergens become codes where the word names one of the 14 (in English or German, any case); every other
-- word is kept, in its order, as the day's allergen note, so nothing a kitchen wrote is lost.
WITH known(word, code) AS (
  VALUES
    ('gluten', 'gluten'), ('cereals containing gluten', 'gluten'), ('wheat', 'gluten'), ('glutenhaltiges getreide', 'gluten'), ('getreide', 'gluten'), ('weizen', 'gluten'),
    ('crustaceans', 'crustaceans'), ('krebstiere', 'crustaceans'),
    ('eggs', 'eggs'), ('egg', 'eggs'), ('ei', 'eggs'), ('eier', 'eggs'),
    ('fish', 'fish'), ('fisch', 'fish'),
    ('peanuts', 'peanuts'), ('peanut', 'peanuts'), ('erdnüsse', 'peanuts'), ('erdnuss', 'peanuts'),
    ('soybeans', 'soybeans'), ('soy', 'soybeans'), ('soya', 'soybeans'), ('soja', 'soybeans'), ('sojabohnen', 'soybeans'),
    ('milk', 'milk'), ('lactose', 'milk'), ('milch', 'milk'), ('laktose', 'milk'),
    ('nuts', 'nuts'), ('tree nuts', 'nuts'), ('nüsse', 'nuts'), ('schalenfrüchte', 'nuts'),
    ('celery', 'celery'), ('sellerie', 'celery'),
    ('mustard', 'mustard'), ('senf', 'mustard'),
    ('sesame', 'sesame'), ('sesam', 'sesame'),
    ('sulphites', 'sulphites'), ('sulfites', 'sulphites'), ('sulfite', 'sulphites'), ('schwefeldioxid', 'sulphites'),
    ('lupin', 'lupin'), ('lupine', 'lupin'), ('lupinen', 'lupin'),
    ('molluscs', 'molluscs'), ('mollusks', 'molluscs'), ('weichtiere', 'molluscs')
),
mapped AS (
  SELECT d."id",
    coalesce(array_agg(DISTINCT k.code) FILTER (WHERE k.code IS NOT NULL), '{}') AS codes,
    coalesce(string_agg(btrim(a.word), ', ' ORDER BY a.pos) FILTER (WHERE k.code IS NULL AND btrim(a.word) <> ''), '') AS rest
  FROM "menu_days" d
  CROSS JOIN LATERAL unnest(d."allergens") WITH ORDINALITY AS a(word, pos)
  LEFT JOIN known k ON k.word = lower(btrim(a.word))
  GROUP BY d."id"
)
UPDATE "menu_days" m SET "allergens" = mapped.codes, "allergen_note" = mapped.rest FROM mapped WHERE m."id" = mapped."id";
