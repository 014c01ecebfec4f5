CREATE TABLE "report_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"year_id" integer NOT NULL,
	"vote_id" integer,
	"programme_id" integer,
	"sepc_id" integer,
	"purpose" text NOT NULL,
	"file_name" text NOT NULL,
	"file_format" text NOT NULL,
	"file_path" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" integer,
	CONSTRAINT "report_attachments_purpose_ck" CHECK ("report_attachments"."purpose" in ('Document','Supporting')),
	CONSTRAINT "report_attachments_format_ck" CHECK ("report_attachments"."file_format" in ('PDF','Excel','Word')),
	CONSTRAINT "report_attachments_entity_ck" CHECK (num_nonnulls("report_attachments"."vote_id", "report_attachments"."programme_id", "report_attachments"."sepc_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "archived_reports" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "report_attachments" ADD CONSTRAINT "report_attachments_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_attachments" ADD CONSTRAINT "report_attachments_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_attachments" ADD CONSTRAINT "report_attachments_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_attachments" ADD CONSTRAINT "report_attachments_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_attachments" ADD CONSTRAINT "report_attachments_sepc_id_parastatals_id_fk" FOREIGN KEY ("sepc_id") REFERENCES "public"."parastatals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_attachments" ADD CONSTRAINT "report_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_attachments" ADD CONSTRAINT "report_attachments_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_attachments_key_idx" ON "report_attachments" USING btree ("report_id","year_id","vote_id","programme_id","sepc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_attachments_file_uq" ON "report_attachments" USING btree ("file_path");--> statement-breakpoint
CREATE UNIQUE INDEX "report_attachments_document_uq" ON "report_attachments" USING btree ("report_id","year_id",coalesce("vote_id", 0),coalesce("programme_id", 0),coalesce("sepc_id", 0)) WHERE "report_attachments"."purpose" = 'Document' and "report_attachments"."removed_at" is null;