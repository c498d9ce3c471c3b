-- The administrator's review of a psychologist (docs/domain.md §9, decisions 1405-1407): a
-- `suspended` compliance state and the CRP card, private, kept in the database. Additive: the
-- wider check accepts every value the previous release writes, and the table is new.
ALTER TABLE "psychologists" DROP CONSTRAINT IF EXISTS "psychologists_compliance_valid";
--> statement-breakpoint
ALTER TABLE "psychologists" ADD CONSTRAINT "psychologists_compliance_valid" CHECK ("compliance_status" in ('analyzing', 'approved', 'disapproved', 'suspended'));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "psychologist_crp_cards" (
  "psychologist_uuid" uuid PRIMARY KEY NOT NULL REFERENCES "psychologists"("uuid"),
  "content_type" text NOT NULL,
  "bytes" bytea NOT NULL,
  "size" integer NOT NULL,
  "uploaded_by_role" text NOT NULL,
  "uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
