-- search_name is computed by the database from the name (accents stripped, lower case): every
-- row has it, however it was inserted, so the search no longer folds the name row by row.
ALTER TABLE "psychologists" ALTER COLUMN "search_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "psychologists" drop column "search_name";--> statement-breakpoint
ALTER TABLE "psychologists" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(translate("name", 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñý', 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucny'))) STORED NOT NULL;