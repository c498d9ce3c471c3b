-- Weekly sessions (domain.md §24): a series and its occurrences, ordinary appointments.
CREATE TABLE "appointment_series" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "collaborator_uuid" uuid NOT NULL REFERENCES "collaborators"("uuid"),
  "psychologist_uuid" uuid NOT NULL REFERENCES "psychologists"("uuid"),
  "opening_hour_uuid" uuid NOT NULL REFERENCES "opening_hours"("uuid"),
  "frequency" text NOT NULL,
  "start_date" date NOT NULL,
  "end_date" date,
  "next_date" date NOT NULL,
  "status" text DEFAULT 'active' NOT NULL,
  "ended_from" date,
  "ended_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "appointment_series_frequency_ck" CHECK ("frequency" in ('weekly', 'biweekly')),
  CONSTRAINT "appointment_series_status_ck" CHECK ("status" in ('active', 'paused', 'ended'))
);
--> statement-breakpoint
CREATE INDEX "appointment_series_collaborator_idx" ON "appointment_series" ("collaborator_uuid");
--> statement-breakpoint
CREATE INDEX "appointment_series_psychologist_idx" ON "appointment_series" ("psychologist_uuid");
--> statement-breakpoint
CREATE INDEX "appointment_series_open_idx" ON "appointment_series" ("status") WHERE status in ('active', 'paused');
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "series_uuid" uuid REFERENCES "appointment_series"("uuid");
--> statement-breakpoint
CREATE INDEX "appointments_series_idx" ON "appointments" ("series_uuid") WHERE series_uuid IS NOT NULL;
