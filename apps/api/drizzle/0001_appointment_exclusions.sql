-- Drizzle cannot declare EXCLUDE constraints: no two active appointments overlap in time
-- for one psychologist or for one collaborator (domain-rules §5 rule 8, held by the database).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_psychologist_no_overlap"
  EXCLUDE USING gist ("psychologist_uuid" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" in ('pending', 'confirmed'));
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_collaborator_no_overlap"
  EXCLUDE USING gist ("collaborator_uuid" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" in ('pending', 'confirmed'));
