CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"budget_year" text NOT NULL,
	"document" text NOT NULL,
	"phase" text NOT NULL,
	"stage_id" integer,
	"quarter" integer,
	"report_id" integer NOT NULL,
	"document_id" integer,
	"title" text NOT NULL,
	"votes" integer NOT NULL,
	"expected_votes" integer NOT NULL,
	"lines" integer NOT NULL,
	"total" bigint NOT NULL,
	"files" jsonb NOT NULL,
	"data_sha256" text NOT NULL,
	"state" text DEFAULT 'published' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "publications_state_ck" CHECK ("publications"."state" in ('published','withheld','retracted')),
	CONSTRAINT "publications_phase_ck" CHECK ("publications"."phase" in ('proposed','approved','adjusted','executed'))
);
--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_stage_id_budget_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."budget_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_document_id_consolidated_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."consolidated_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publications_year_idx" ON "publications" USING btree ("budget_year","document");