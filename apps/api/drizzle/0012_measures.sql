-- Domain-rules §18: PHQ-9 and GAD-7 answers (health data: the collaborator, and psychologists with a
-- care relationship, read them; no company or administrator).
CREATE TABLE "measure_responses" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collaborator_uuid" uuid NOT NULL REFERENCES "collaborators"("uuid"),
	"instrument" text NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"crisis" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measure_responses_instrument_ck" CHECK ("instrument" in ('phq9', 'gad7')),
	CONSTRAINT "measure_responses_score_ck" CHECK ("score" between 0 and 27)
);
--> statement-breakpoint
CREATE INDEX "measure_responses_collaborator_idx" ON "measure_responses" USING btree ("collaborator_uuid","instrument","created_at");
