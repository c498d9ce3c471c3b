-- An administrator's change of a person's e-mail or phone waits 72 hours and can be cancelled from
-- the old address or phone (docs/domain.md §26, decision 1301); only the cancel token's hash is stored.
CREATE TABLE IF NOT EXISTS "pending_contact_changes" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "role" text NOT NULL,
  "account_uuid" uuid NOT NULL,
  "field" text NOT NULL,
  "new_value" text NOT NULL,
  "requested_by" uuid NOT NULL,
  "cancel_token_hash" text NOT NULL,
  "applies_at" timestamp with time zone NOT NULL,
  "cancelled_at" timestamp with time zone,
  "applied_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pending_contact_changes_open_idx" ON "pending_contact_changes" USING btree ("applies_at") WHERE cancelled_at is null and applied_at is null;
