CREATE TABLE "budget_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"kind" text NOT NULL,
	"year_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"from_programme_id" integer,
	"from_category" text,
	"to_programme_id" integer NOT NULL,
	"to_category" text NOT NULL,
	"amount" numeric(20, 2) DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "budget_adjustments_kind_ck" CHECK ("budget_adjustments"."kind" in ('supplementary','virement')),
	CONSTRAINT "budget_adjustments_amount_ck" CHECK ("budget_adjustments"."amount" > 0),
	CONSTRAINT "budget_adjustments_virement_ck" CHECK ("budget_adjustments"."kind" = 'supplementary' or ("budget_adjustments"."from_programme_id" is not null and "budget_adjustments"."from_category" is not null))
);
--> statement-breakpoint
CREATE TABLE "upload_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"year_id" integer NOT NULL,
	"stage_id" integer,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"sha256" text NOT NULL,
	"row_count" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "upload_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"kind" text NOT NULL,
	"year_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"programme_id" integer,
	"quarter" text,
	"category" text,
	"amount" numeric(20, 2) DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_batch_id_upload_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."upload_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_from_programme_id_programmes_id_fk" FOREIGN KEY ("from_programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_to_programme_id_programmes_id_fk" FOREIGN KEY ("to_programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_batches" ADD CONSTRAINT "upload_batches_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_batches" ADD CONSTRAINT "upload_batches_stage_id_budget_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."budget_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_rows" ADD CONSTRAINT "upload_rows_batch_id_upload_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."upload_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_rows" ADD CONSTRAINT "upload_rows_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_rows" ADD CONSTRAINT "upload_rows_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_rows" ADD CONSTRAINT "upload_rows_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_adjustments_vote_idx" ON "budget_adjustments" USING btree ("vote_id","year_id");--> statement-breakpoint
CREATE INDEX "upload_batches_kind_idx" ON "upload_batches" USING btree ("kind","year_id");--> statement-breakpoint
CREATE INDEX "upload_rows_scope_idx" ON "upload_rows" USING btree ("kind","year_id","vote_id");