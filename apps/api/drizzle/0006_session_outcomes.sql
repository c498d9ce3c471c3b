-- Domain-rules §17: the new appointment statuses, refunded purchases, the ledger's new reasons,
-- absences, disputes and reschedules.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_valid";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_valid" CHECK ("status" in ('pending', 'confirmed', 'cancelled_by_psychologist', 'cancelled_by_collaborator_in_advance', 'cancelled_by_collaborator_without_advance', 'no_show_collaborator', 'no_show_psychologist', 'refunded_by_administrator', 'cancelled_by_administrator'));
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_status_valid";
--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_status_valid" CHECK ("status" in ('pending', 'confirmed', 'failed', 'refunded'));
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "payment_ref" text;
--> statement-breakpoint
CREATE INDEX "purchases_payment_ref_idx" ON "purchases" USING btree ("payment_ref");
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_reason_valid";
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_reason_valid" CHECK ("reason" in ('grant', 'purchase', 'booking', 'refund', 'seed', 'removal', 'purchase_refund'));
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_purchase_refund_once_uq" ON "credit_ledger" USING btree ("ref_uuid") WHERE reason = 'purchase_refund';
--> statement-breakpoint
CREATE TABLE "psychologist_absences" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"psychologist_uuid" uuid NOT NULL REFERENCES "psychologists"("uuid"),
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "psychologist_absences_period_ck" CHECK ("end_date" >= "start_date")
);
--> statement-breakpoint
CREATE INDEX "psychologist_absences_psychologist_idx" ON "psychologist_absences" USING btree ("psychologist_uuid", "end_date") WHERE deleted_at is null;
--> statement-breakpoint
CREATE TABLE "appointment_disputes" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_uuid" uuid NOT NULL REFERENCES "appointments"("uuid"),
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_disputes_status_ck" CHECK ("status" in ('open', 'refunded', 'kept'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_disputes_once_uq" ON "appointment_disputes" USING btree ("appointment_uuid");
--> statement-breakpoint
CREATE TABLE "appointment_reschedules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_uuid" uuid NOT NULL REFERENCES "appointments"("uuid"),
	"actor_role" text NOT NULL,
	"actor_uuid" uuid NOT NULL,
	"from_starts_at" timestamp with time zone NOT NULL,
	"to_starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "appointment_reschedules_appointment_idx" ON "appointment_reschedules" USING btree ("appointment_uuid");
