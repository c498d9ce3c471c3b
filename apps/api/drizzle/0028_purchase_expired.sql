-- A purchase left pending for 30 minutes expires (docs/domain.md §10, decision 1410): one more status.
ALTER TABLE "purchases" DROP CONSTRAINT IF EXISTS "purchases_status_valid";
--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_status_valid" CHECK ("status" in ('pending', 'confirmed', 'failed', 'refunded', 'expired'));
