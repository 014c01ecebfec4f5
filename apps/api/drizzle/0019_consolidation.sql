CREATE TABLE "consolidated_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"year_id" integer NOT NULL,
	"file_format" text NOT NULL,
	"file_path" text NOT NULL,
	"sha256" text NOT NULL,
	"verification_code" text NOT NULL,
	"entities" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "consolidate_permission" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consolidated_documents" ADD CONSTRAINT "consolidated_documents_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consolidated_documents" ADD CONSTRAINT "consolidated_documents_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consolidated_documents" ADD CONSTRAINT "consolidated_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consolidated_documents_report_idx" ON "consolidated_documents" USING btree ("report_id","year_id");--> statement-breakpoint
-- The ministry's own roles consolidate; others are given the permission by an administrator.
UPDATE "roles" SET "consolidate_permission" = true WHERE "title" IN ('System Administrator', 'Budget Officer');
