-- A place in a psychologist's line and the offers of freed slots with a 15-minute hold
-- (docs/domain.md §26, decisions 1385-1386). Additive: two new tables and a trigger.
CREATE TABLE IF NOT EXISTS "waitlist_entries" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "collaborator_uuid" uuid NOT NULL REFERENCES "collaborators"("uuid"),
  "psychologist_uuid" uuid NOT NULL REFERENCES "psychologists"("uuid"),
  "weekdays" integer[] NOT NULL,
  "periods" text[] NOT NULL,
  "seq" bigserial NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "waitlist_entries_open_uq" ON "waitlist_entries" USING btree ("collaborator_uuid", "psychologist_uuid") WHERE left_at is null;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("psychologist_uuid", "seq") WHERE left_at is null;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "waitlist_offers" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "entry_uuid" uuid NOT NULL REFERENCES "waitlist_entries"("uuid"),
  "collaborator_uuid" uuid NOT NULL REFERENCES "collaborators"("uuid"),
  "psychologist_uuid" uuid NOT NULL REFERENCES "psychologists"("uuid"),
  "opening_hour_uuid" uuid NOT NULL REFERENCES "opening_hours"("uuid"),
  "date" date NOT NULL,
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone NOT NULL,
  "token_hash" text NOT NULL,
  "status" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "closed_at" timestamp with time zone,
  "appointment_uuid" uuid,
  CONSTRAINT "waitlist_offers_token_uq" UNIQUE ("token_hash"),
  CONSTRAINT "waitlist_offers_status_ck" CHECK ("status" in ('offered', 'accepted', 'expired'))
);
--> statement-breakpoint
-- Never two holders of one slot (docs/domain.md §26).
CREATE UNIQUE INDEX IF NOT EXISTS "waitlist_offers_one_holder_uq" ON "waitlist_offers" USING btree ("opening_hour_uuid", "date") WHERE status = 'offered';
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "waitlist_offers_once_per_entry_uq" ON "waitlist_offers" USING btree ("entry_uuid", "opening_hour_uuid", "date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "waitlist_offers_open_idx" ON "waitlist_offers" USING btree ("expires_at") WHERE status = 'offered';
--> statement-breakpoint
-- A held slot is booked by its holder only, whatever path books or moves into it (decision 1386):
-- the slot's lock orders this check with the making of an offer (modules/waitlist/offers.ts), and
-- the refusal reads as a taken slot (409 'Horário indisponível').
CREATE OR REPLACE FUNCTION "appointments_waitlist_hold"() RETURNS trigger AS $$
BEGIN
  IF NEW.status NOT IN ('pending', 'confirmed') THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(5002, hashtext(NEW.opening_hour_uuid::text || NEW.date::text));
  IF EXISTS (
    SELECT 1 FROM waitlist_offers o
    WHERE o.opening_hour_uuid = NEW.opening_hour_uuid AND o.date = NEW.date
      AND o.status = 'offered' AND o.collaborator_uuid <> NEW.collaborator_uuid
  ) THEN
    RAISE EXCEPTION 'slot held for the waitlist'
      USING ERRCODE = '23P01', CONSTRAINT = 'appointments_waitlist_hold';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "appointments_waitlist_hold" ON "appointments";
--> statement-breakpoint
CREATE TRIGGER "appointments_waitlist_hold" BEFORE INSERT OR UPDATE OF "opening_hour_uuid", "date" ON "appointments" FOR EACH ROW EXECUTE FUNCTION "appointments_waitlist_hold"();
