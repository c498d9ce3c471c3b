-- An account's one-time links are spent together when a password is set, and 'Reenviar convite'
-- counts the invitations of the last 24 hours (decision 1208); the collaborator import adds
-- thousands of invitations at once (decision 1207).
CREATE INDEX IF NOT EXISTS "one_time_tokens_account_idx" ON "one_time_tokens" USING btree ("account_uuid","kind");
