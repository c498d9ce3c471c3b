-- A person's own phone change waits for a code sent to the new number (docs/domain.md §26,
-- decision 1300); only the code's hash is stored, with the count of wrong tries.
CREATE TABLE IF NOT EXISTS "phone_change_codes" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "role" text NOT NULL,
  "account_uuid" uuid NOT NULL,
  "new_phone" text NOT NULL,
  "code_hash" text NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "ended_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "phone_change_codes_open_idx" ON "phone_change_codes" USING btree ("role","account_uuid") WHERE ended_at is null;
