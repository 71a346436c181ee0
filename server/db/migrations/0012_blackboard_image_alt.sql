-- The author's own description of a picture (its alt text); null = none, the app generates one from title and position.
ALTER TABLE "blackboard_images" ADD COLUMN "alt" text;
