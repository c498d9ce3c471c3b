-- 'Declaração de comparecimento' (decision 1375): one verification code per held appointment.
CREATE TABLE IF NOT EXISTS "attendance_declarations" (
  "appointment_uuid" uuid PRIMARY KEY NOT NULL REFERENCES "appointments"("uuid"),
  "code" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "attendance_declarations_code_uq" UNIQUE("code")
);
--> statement-breakpoint
-- 'Encaminhamento' (decision 1376): the psychologist's referral of a patient, with its letter's text.
CREATE TABLE IF NOT EXISTS "referrals" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "psychologist_uuid" uuid NOT NULL REFERENCES "psychologists"("uuid"),
  "collaborator_uuid" uuid NOT NULL REFERENCES "collaborators"("uuid"),
  "kind" text NOT NULL,
  "text" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "referrals_kind_ck" CHECK ("kind" in ('in_person', 'psychiatry'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "referrals_record_idx" ON "referrals" USING btree ("psychologist_uuid","collaborator_uuid","created_at");
