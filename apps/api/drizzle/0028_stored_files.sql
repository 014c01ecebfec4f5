CREATE TABLE "stored_files" (
	"name" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"bytes" integer NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- PDF, xlsx and docx are already compressed: storing them out of line uncompressed saves the CPU of trying again.
ALTER TABLE "stored_files" ALTER COLUMN "body" SET STORAGE EXTERNAL;
