CREATE TABLE IF NOT EXISTS "action_plan_items" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_uuid" uuid NOT NULL REFERENCES "companies"("uuid"),
  "action" text NOT NULL,
  "owner" text NOT NULL,
  "due_date" date NOT NULL,
  "status" text DEFAULT 'planned' NOT NULL,
  "risk" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "deleted_at" timestamp with time zone,
  CONSTRAINT "action_plan_items_status_ck" CHECK ("status" in ('planned', 'in_progress', 'done'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "action_plan_items_company_idx" ON "action_plan_items" USING btree ("company_uuid", "due_date", "created_at") WHERE deleted_at is null;
