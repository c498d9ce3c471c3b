CREATE TABLE IF NOT EXISTS "leads" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "name" text NOT NULL,
  "company" text NOT NULL,
  "email" text NOT NULL,
  "phone" text NOT NULL,
  "employees" integer NOT NULL,
  "source_hash" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "leads_employees_positive" CHECK ("employees" > 0)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_source_created_idx" ON "leads" USING btree ("source_hash", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_created_idx" ON "leads" USING btree ("created_at", "uuid");
