-- The inventory's review (domain.md §20; decision 1355): the changes of the work the company
-- records, and the reminders sent to HR, one of each kind per locked version.
CREATE TABLE IF NOT EXISTS "risk_work_changes" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_uuid" uuid NOT NULL REFERENCES "companies"("uuid"),
  "occurred_on" date NOT NULL,
  "description" text NOT NULL,
  "recorded_by" uuid NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_work_changes_company_idx" ON "risk_work_changes" USING btree ("company_uuid", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "risk_review_reminders" (
  "version_uuid" uuid NOT NULL REFERENCES "risk_inventory_versions"("uuid"),
  "kind" text NOT NULL,
  "review_on" date NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("version_uuid", "kind"),
  CONSTRAINT "risk_review_reminders_kind_ck" CHECK ("kind" in ('upcoming', 'due'))
);
