-- The care contract's versions and acceptances, and the collaborator's emergency contact
-- (docs/domain.md §18, decisions 1370 and 1372). Additive: new tables only.
CREATE TABLE IF NOT EXISTS "care_contract_versions" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "psychologist_uuid" uuid NOT NULL REFERENCES "psychologists"("uuid"),
  "version" integer NOT NULL,
  "text" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "care_contract_versions_uq" ON "care_contract_versions" USING btree ("psychologist_uuid", "version");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "care_contract_acceptances" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "version_uuid" uuid NOT NULL REFERENCES "care_contract_versions"("uuid"),
  "collaborator_uuid" uuid NOT NULL REFERENCES "collaborators"("uuid"),
  "psychologist_uuid" uuid NOT NULL REFERENCES "psychologists"("uuid"),
  "accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "care_contract_acceptances_uq" ON "care_contract_acceptances" USING btree ("collaborator_uuid", "version_uuid");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "care_contract_acceptances_pair_idx" ON "care_contract_acceptances" USING btree ("collaborator_uuid", "psychologist_uuid");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "care_contract_acceptances_psychologist_idx" ON "care_contract_acceptances" USING btree ("psychologist_uuid");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "emergency_contacts" (
  "collaborator_uuid" uuid PRIMARY KEY NOT NULL REFERENCES "collaborators"("uuid"),
  "name" text NOT NULL,
  "phone" text NOT NULL,
  "relation" text NOT NULL,
  "updated_at" timestamp with time zone NOT NULL
);
