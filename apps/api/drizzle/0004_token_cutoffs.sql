CREATE TABLE "token_cutoffs" (
	"role" text NOT NULL,
	"account_uuid" uuid NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	CONSTRAINT "token_cutoffs_role_account_uuid_pk" PRIMARY KEY("role","account_uuid")
);
