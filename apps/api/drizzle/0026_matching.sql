-- The intake ('O que te traz aqui?') of a collaborator and a psychologist's gender for its
-- preference (decisions 1380, 1381). Additive: two new tables.
CREATE TABLE IF NOT EXISTS "collaborator_intakes" (
  "collaborator_uuid" uuid PRIMARY KEY NOT NULL REFERENCES "collaborators"("uuid"),
  "reasons" text[] NOT NULL,
  "psychologist_gender" text NOT NULL,
  "approaches" text[] NOT NULL,
  "periods" text[] NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "collaborator_intakes_gender_ck" CHECK ("psychologist_gender" in ('any', 'female', 'male'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "psychologist_genders" (
  "psychologist_uuid" uuid PRIMARY KEY NOT NULL REFERENCES "psychologists"("uuid"),
  "gender" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "psychologist_genders_gender_ck" CHECK ("gender" in ('female', 'male'))
);
