-- The administrator's company list shows each company's active collaborators (decision 1213):
-- kept on the company row by statement-level triggers instead of counted on every read.
ALTER TABLE "companies" ADD COLUMN "collaborators_count" integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE "companies" c SET "collaborators_count" = (
  SELECT count(*) FROM "collaborators" x WHERE x."company_uuid" = c."uuid" AND x."deleted_at" IS NULL
);--> statement-breakpoint
CREATE FUNCTION "companies_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "companies" c SET "collaborators_count" = c."collaborators_count" + d.n
  FROM (SELECT "company_uuid", count(*)::int AS n FROM new_rows WHERE "deleted_at" IS NULL
        GROUP BY "company_uuid") d
  WHERE c."uuid" = d."company_uuid";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "companies_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "companies" c SET "collaborators_count" = c."collaborators_count" - d.n
  FROM (SELECT "company_uuid", count(*)::int AS n FROM old_rows WHERE "deleted_at" IS NULL
        GROUP BY "company_uuid") d
  WHERE c."uuid" = d."company_uuid";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "companies_count_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "companies" c SET "collaborators_count" = c."collaborators_count" + d.n
  FROM (SELECT "company_uuid", sum(n)::int AS n FROM (
          SELECT "company_uuid", 1 AS n FROM new_rows WHERE "deleted_at" IS NULL
          UNION ALL
          SELECT "company_uuid", -1 AS n FROM old_rows WHERE "deleted_at" IS NULL) t
        GROUP BY "company_uuid") d
  WHERE c."uuid" = d."company_uuid" AND d.n <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "collaborators_count_insert" AFTER INSERT ON "collaborators"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "companies_count_inserted"();--> statement-breakpoint
CREATE TRIGGER "collaborators_count_delete" AFTER DELETE ON "collaborators"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "companies_count_deleted"();--> statement-breakpoint
CREATE TRIGGER "collaborators_count_update" AFTER UPDATE ON "collaborators"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "companies_count_updated"();
