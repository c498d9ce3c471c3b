-- Request limits shared by every instance (domain-rules §14/§15, decision 1181): one row per key
-- and window; instances add their counts in batches and read back the total.
CREATE TABLE "request_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_counters_window_idx" ON "request_counters" USING btree ("window_start");
--> statement-breakpoint
-- The administrator's audit page reads newest first, by person (decision 1182).
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_uuid");
