-- The PHQ-9 item-9 alert on the treating psychologist's dashboard, open until she acknowledges it
-- or opens the record (docs/domain.md §18, decision 1393). Additive: one new table.
CREATE TABLE IF NOT EXISTS "measure_alerts" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "response_uuid" uuid NOT NULL REFERENCES "measure_responses"("uuid"),
  "psychologist_uuid" uuid NOT NULL REFERENCES "psychologists"("uuid"),
  "collaborator_uuid" uuid NOT NULL REFERENCES "collaborators"("uuid"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "closed_at" timestamp with time zone,
  "closed_by" text,
  CONSTRAINT "measure_alerts_closed_by_ck" CHECK (closed_by is null or closed_by in ('acknowledged', 'record_opened'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "measure_alerts_response_psychologist_uq" ON "measure_alerts" USING btree ("response_uuid", "psychologist_uuid");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "measure_alerts_open_idx" ON "measure_alerts" USING btree ("psychologist_uuid", "created_at") WHERE closed_at is null;
