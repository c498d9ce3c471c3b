-- The second factor and devices (domain.md §14, decision 1340).
CREATE TABLE IF NOT EXISTS "mfa_totp" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "role" text NOT NULL,
  "account_uuid" uuid NOT NULL,
  "secret" text NOT NULL,
  "confirmed_at" timestamp with time zone,
  "last_step" bigint,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "mfa_totp_account_uq" ON "mfa_totp" USING btree ("role","account_uuid");
--> statement-breakpoint

CREATE TABLE IF NOT EXISTS "mfa_recovery_codes" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "role" text NOT NULL,
  "account_uuid" uuid NOT NULL,
  "code_hash" text NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mfa_recovery_codes_account_idx" ON "mfa_recovery_codes" USING btree ("role","account_uuid");
--> statement-breakpoint

CREATE TABLE IF NOT EXISTS "mfa_passkeys" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "role" text NOT NULL,
  "account_uuid" uuid NOT NULL,
  "name" text NOT NULL,
  "credential_id" text NOT NULL,
  "public_key" text NOT NULL,
  "counter" bigint DEFAULT 0 NOT NULL,
  "transports" text[],
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "mfa_passkeys_credential_uq" ON "mfa_passkeys" USING btree ("credential_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mfa_passkeys_account_idx" ON "mfa_passkeys" USING btree ("role","account_uuid");
--> statement-breakpoint

CREATE TABLE IF NOT EXISTS "mfa_challenges" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "kind" text NOT NULL,
  "role" text NOT NULL,
  "account_uuid" uuid NOT NULL,
  "token_hash" text,
  "webauthn_challenge" text,
  "failures" integer DEFAULT 0 NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "ended_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "mfa_challenges_token_uq" ON "mfa_challenges" USING btree ("token_hash") WHERE token_hash is not null;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mfa_challenges_account_idx" ON "mfa_challenges" USING btree ("role","account_uuid");
--> statement-breakpoint

-- Devices: what 'Dispositivos conectados' shows; a session opened before enrolment of a role
-- that must have a second factor answers nothing else until it is on.
ALTER TABLE "auth_sessions" ADD COLUMN IF NOT EXISTS "user_agent" text;
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN IF NOT EXISTS "ip" text;
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN IF NOT EXISTS "enrolment_required" boolean DEFAULT false NOT NULL;
