CREATE TABLE "administrators" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"document" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collaborator_uuid" uuid NOT NULL,
	"psychologist_uuid" uuid NOT NULL,
	"opening_hour_uuid" uuid NOT NULL,
	"date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"video_url" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_valid" CHECK ("appointments"."status" in ('pending', 'confirmed', 'cancelled_by_psychologist', 'cancelled_by_collaborator_in_advance', 'cancelled_by_collaborator_without_advance')),
	CONSTRAINT "appointments_ends_after_starts" CHECK ("appointments"."ends_at" > "appointments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_role" text NOT NULL,
	"actor_uuid" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_uuid" uuid,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collaborators" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"document" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"birthdate" date,
	"gender" text NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"sector_uuid" uuid NOT NULL,
	"company_uuid" uuid NOT NULL,
	"password_hash" text,
	"has_accepted_terms" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"terms_version" text,
	"has_sent_form" boolean DEFAULT false NOT NULL,
	"last_sent_form_at" timestamp with time zone,
	"whatsapp_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "collaborators_credits_non_negative" CHECK ("collaborators"."credits" >= 0),
	CONSTRAINT "collaborators_gender_valid" CHECK ("collaborators"."gender" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"document" text NOT NULL,
	"legal_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"action_plan_link" text DEFAULT '' NOT NULL,
	"dashboard_link" text DEFAULT '' NOT NULL,
	"form_id" text DEFAULT '' NOT NULL,
	"form_title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collaborator_uuid" uuid NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"ref_uuid" uuid,
	"actor_role" text,
	"actor_uuid" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_reason_valid" CHECK ("credit_ledger"."reason" in ('grant', 'purchase', 'booking', 'refund', 'seed'))
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"account_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"psychologist_uuid" uuid NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "opening_hours_day_valid" CHECK ("opening_hours"."day_of_week" between 0 and 6),
	CONSTRAINT "opening_hours_end_after_start" CHECK ("opening_hours"."end_time" > "opening_hours"."start_time")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"related_uuid" uuid,
	"send_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_valid" CHECK ("outbox"."status" in ('pending', 'sent', 'failed', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "psychologists" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	"document" text NOT NULL,
	"crp" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"avatar_url" text,
	"compliance_status" text DEFAULT 'analyzing' NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"career_history" text DEFAULT '' NOT NULL,
	"host_message" text DEFAULT '' NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"approach" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_audience" text[] DEFAULT '{}'::text[] NOT NULL,
	"has_signed_terms" boolean DEFAULT false NOT NULL,
	"terms_signed_at" timestamp with time zone,
	"terms_version" text,
	"whatsapp_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "psychologists_compliance_valid" CHECK ("psychologists"."compliance_status" in ('analyzing', 'approved', 'disapproved'))
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collaborator_uuid" uuid NOT NULL,
	"amount" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_status_valid" CHECK ("purchases"."status" in ('pending', 'confirmed', 'failed')),
	CONSTRAINT "purchases_amount_positive" CHECK ("purchases"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "radar_responses" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collaborator_uuid" uuid NOT NULL,
	"company_uuid" uuid NOT NULL,
	"sector_uuid" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_response_id" text,
	"answers" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"psychologist_uuid" uuid NOT NULL,
	"collaborator_uuid" uuid NOT NULL,
	"review" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"company_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_collaborator_uuid_collaborators_uuid_fk" FOREIGN KEY ("collaborator_uuid") REFERENCES "public"."collaborators"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_psychologist_uuid_psychologists_uuid_fk" FOREIGN KEY ("psychologist_uuid") REFERENCES "public"."psychologists"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_opening_hour_uuid_opening_hours_uuid_fk" FOREIGN KEY ("opening_hour_uuid") REFERENCES "public"."opening_hours"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborators" ADD CONSTRAINT "collaborators_sector_uuid_sectors_uuid_fk" FOREIGN KEY ("sector_uuid") REFERENCES "public"."sectors"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborators" ADD CONSTRAINT "collaborators_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_collaborator_uuid_collaborators_uuid_fk" FOREIGN KEY ("collaborator_uuid") REFERENCES "public"."collaborators"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_psychologist_uuid_psychologists_uuid_fk" FOREIGN KEY ("psychologist_uuid") REFERENCES "public"."psychologists"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_collaborator_uuid_collaborators_uuid_fk" FOREIGN KEY ("collaborator_uuid") REFERENCES "public"."collaborators"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radar_responses" ADD CONSTRAINT "radar_responses_collaborator_uuid_collaborators_uuid_fk" FOREIGN KEY ("collaborator_uuid") REFERENCES "public"."collaborators"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radar_responses" ADD CONSTRAINT "radar_responses_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radar_responses" ADD CONSTRAINT "radar_responses_sector_uuid_sectors_uuid_fk" FOREIGN KEY ("sector_uuid") REFERENCES "public"."sectors"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_psychologist_uuid_psychologists_uuid_fk" FOREIGN KEY ("psychologist_uuid") REFERENCES "public"."psychologists"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_collaborator_uuid_collaborators_uuid_fk" FOREIGN KEY ("collaborator_uuid") REFERENCES "public"."collaborators"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_company_uuid_companies_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "administrators_email_uq" ON "administrators" USING btree ("email") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "administrators_document_uq" ON "administrators" USING btree ("document") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_slot_active_uq" ON "appointments" USING btree ("opening_hour_uuid","date") WHERE status in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "appointments_psychologist_starts_idx" ON "appointments" USING btree ("psychologist_uuid","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_collaborator_starts_idx" ON "appointments" USING btree ("collaborator_uuid","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_pending_ends_idx" ON "appointments" USING btree ("ends_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "collaborators_email_uq" ON "collaborators" USING btree ("email") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "collaborators_document_uq" ON "collaborators" USING btree ("document") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "collaborators_sector_idx" ON "collaborators" USING btree ("sector_uuid");--> statement-breakpoint
CREATE INDEX "collaborators_company_idx" ON "collaborators" USING btree ("company_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_email_uq" ON "companies" USING btree ("email") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_document_uq" ON "companies" USING btree ("document") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "credit_ledger_collaborator_idx" ON "credit_ledger" USING btree ("collaborator_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_purchase_once_uq" ON "credit_ledger" USING btree ("ref_uuid") WHERE reason = 'purchase';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_booking_once_uq" ON "credit_ledger" USING btree ("ref_uuid") WHERE reason = 'booking';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_refund_once_uq" ON "credit_ledger" USING btree ("ref_uuid") WHERE reason = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_uq" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "opening_hours_psychologist_idx" ON "opening_hours" USING btree ("psychologist_uuid","day_of_week");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("send_after") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "psychologists_email_uq" ON "psychologists" USING btree ("email") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "psychologists_document_uq" ON "psychologists" USING btree ("document") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "psychologists_crp_uq" ON "psychologists" USING btree ("crp") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "purchases_collaborator_idx" ON "purchases" USING btree ("collaborator_uuid","created_at");--> statement-breakpoint
CREATE INDEX "radar_responses_collaborator_idx" ON "radar_responses" USING btree ("collaborator_uuid","created_at");--> statement-breakpoint
CREATE INDEX "radar_responses_company_idx" ON "radar_responses" USING btree ("company_uuid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "radar_responses_provider_uq" ON "radar_responses" USING btree ("provider","provider_response_id");--> statement-breakpoint
CREATE INDEX "reviews_collaborator_idx" ON "reviews" USING btree ("collaborator_uuid","created_at");--> statement-breakpoint
CREATE INDEX "sectors_company_idx" ON "sectors" USING btree ("company_uuid");--> statement-breakpoint
CREATE INDEX "sign_in_failures_email_idx" ON "sign_in_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_ip_idx" ON "sign_in_failures" USING btree ("ip","created_at");