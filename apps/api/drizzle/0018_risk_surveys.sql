-- Psychosocial risk assessment (domain.md §20; decisions 1350–1353).
CREATE TABLE IF NOT EXISTS "risk_surveys" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_uuid" uuid NOT NULL REFERENCES "companies"("uuid"),
  "title" text NOT NULL,
  "opens_on" date NOT NULL,
  "closes_on" date NOT NULL,
  "opens_at" timestamp with time zone NOT NULL,
  "closed_at" timestamp with time zone,
  "published_at" timestamp with time zone,
  "published_reach" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_surveys_company_idx" ON "risk_surveys" USING btree ("company_uuid", "opens_on");
--> statement-breakpoint
-- Who took part: no answer, no time (decision 1353).
CREATE TABLE IF NOT EXISTS "risk_survey_participants" (
  "survey_uuid" uuid NOT NULL REFERENCES "risk_surveys"("uuid"),
  "collaborator_uuid" uuid NOT NULL REFERENCES "collaborators"("uuid"),
  PRIMARY KEY ("survey_uuid", "collaborator_uuid")
);
--> statement-breakpoint
-- What was answered: no person, only the sector and the day (decision 1353).
CREATE TABLE IF NOT EXISTS "risk_survey_answers" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "survey_uuid" uuid NOT NULL REFERENCES "risk_surveys"("uuid"),
  "sector_uuid" uuid NOT NULL REFERENCES "sectors"("uuid"),
  "answered_on" date NOT NULL,
  "values" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_survey_answers_survey_idx" ON "risk_survey_answers" USING btree ("survey_uuid");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "risk_inventory_items" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "survey_uuid" uuid NOT NULL REFERENCES "risk_surveys"("uuid"),
  "company_uuid" uuid NOT NULL REFERENCES "companies"("uuid"),
  "position" integer NOT NULL,
  "process" text NOT NULL,
  "activity" text NOT NULL,
  "hazard" text NOT NULL,
  "sources" text NOT NULL,
  "exposed_group" text NOT NULL,
  "existing_measures" text NOT NULL,
  "probability" integer NOT NULL,
  "severity" integer NOT NULL,
  "level" text NOT NULL,
  "criteria" text NOT NULL,
  "deleted_at" timestamp with time zone,
  CONSTRAINT "risk_inventory_items_probability_ck" CHECK ("probability" between 1 and 3),
  CONSTRAINT "risk_inventory_items_severity_ck" CHECK ("severity" between 1 and 3)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_inventory_items_survey_idx" ON "risk_inventory_items" USING btree ("survey_uuid", "position") WHERE deleted_at is null;
--> statement-breakpoint
ALTER TABLE "risk_surveys" ADD COLUMN IF NOT EXISTS "inventory_saved_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "risk_inventory_versions" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "survey_uuid" uuid NOT NULL REFERENCES "risk_surveys"("uuid"),
  "number" integer NOT NULL,
  "locked_at" timestamp with time zone NOT NULL,
  "locked_by" uuid NOT NULL,
  "sha256" text NOT NULL,
  "items" jsonb NOT NULL,
  CONSTRAINT "risk_inventory_versions_number_uq" UNIQUE ("survey_uuid", "number")
);
--> statement-breakpoint
-- A locked version never changes (decision 1352): the database refuses it, whoever asks.
CREATE OR REPLACE FUNCTION "risk_inventory_versions_immutable"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'risk inventory versions are immutable';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "risk_inventory_versions_immutable" ON "risk_inventory_versions";
--> statement-breakpoint
CREATE TRIGGER "risk_inventory_versions_immutable" BEFORE UPDATE OR DELETE ON "risk_inventory_versions"
  FOR EACH ROW EXECUTE FUNCTION "risk_inventory_versions_immutable"();
--> statement-breakpoint
ALTER TABLE "action_plan_items" ADD COLUMN IF NOT EXISTS "inventory_item_uuid" uuid REFERENCES "risk_inventory_items"("uuid");
