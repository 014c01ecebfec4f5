CREATE TABLE "budget_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"programme_id" integer NOT NULL,
	"sub_programme_id" integer NOT NULL,
	"output_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"batch_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "budget_lines_amount_ck" CHECK ("budget_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coa_funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"code" text NOT NULL,
	"code_key" text GENERATED ALWAYS AS (case when trim(code) ~ '^[0-9]+$' then coalesce(nullif(ltrim(trim(code), '0'), ''), '0') else upper(trim(code)) end) STORED NOT NULL,
	"name" text NOT NULL,
	"mtef_category" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "coa_funds_category_ck" CHECK ("coa_funds"."mtef_category" in ('Wage','NonWage','GoUDevt','AIA','Donor'))
);
--> statement-breakpoint
CREATE TABLE "coa_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"code" text NOT NULL,
	"code_key" text GENERATED ALWAYS AS (case when trim(code) ~ '^[0-9]+$' then coalesce(nullif(ltrim(trim(code), '0'), ''), '0') else upper(trim(code)) end) STORED NOT NULL,
	"name" text NOT NULL,
	"class_code" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "coa_items_class_ck" CHECK ("coa_items"."class_code" ~ '^[0-9]{3}$')
);
--> statement-breakpoint
CREATE TABLE "coa_outputs" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"sub_programme_id" integer NOT NULL,
	"code" text NOT NULL,
	"code_key" text GENERATED ALWAYS AS (case when trim(code) ~ '^[0-9]+$' then coalesce(nullif(ltrim(trim(code), '0'), ''), '0') else upper(trim(code)) end) STORED NOT NULL,
	"name" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coa_sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"code" text NOT NULL,
	"code_key" text GENERATED ALWAYS AS (case when trim(code) ~ '^[0-9]+$' then coalesce(nullif(ltrim(trim(code), '0'), ''), '0') else upper(trim(code)) end) STORED NOT NULL,
	"name" text NOT NULL,
	"cofog" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "coa_sectors_cofog_ck" CHECK ("coa_sectors"."cofog" ~ '^(0[1-9]|10)$')
);
--> statement-breakpoint
CREATE TABLE "coa_vote_sectors" (
	"year_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	CONSTRAINT "coa_vote_sectors_year_id_vote_id_pk" PRIMARY KEY("year_id","vote_id")
);
--> statement-breakpoint
CREATE TABLE "estimate_loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"sha256" text NOT NULL,
	"mapping_name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"state" text NOT NULL,
	"phase" text,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"headers" jsonb,
	"preview" jsonb,
	"problems" jsonb,
	"batch_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "estimate_loads_state_ck" CHECK ("estimate_loads"."state" in ('checking','checked','refused','loading','loaded','failed','dropped'))
);
--> statement-breakpoint
CREATE TABLE "load_mappings" (
	"name" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_stage_id_budget_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."budget_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_sub_programme_id_sub_programmes_id_fk" FOREIGN KEY ("sub_programme_id") REFERENCES "public"."sub_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_output_id_coa_outputs_id_fk" FOREIGN KEY ("output_id") REFERENCES "public"."coa_outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_item_id_coa_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."coa_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_fund_id_coa_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."coa_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coa_funds" ADD CONSTRAINT "coa_funds_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coa_items" ADD CONSTRAINT "coa_items_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coa_outputs" ADD CONSTRAINT "coa_outputs_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coa_outputs" ADD CONSTRAINT "coa_outputs_sub_programme_id_sub_programmes_id_fk" FOREIGN KEY ("sub_programme_id") REFERENCES "public"."sub_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coa_sectors" ADD CONSTRAINT "coa_sectors_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coa_vote_sectors" ADD CONSTRAINT "coa_vote_sectors_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coa_vote_sectors" ADD CONSTRAINT "coa_vote_sectors_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coa_vote_sectors" ADD CONSTRAINT "coa_vote_sectors_sector_id_coa_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."coa_sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_loads" ADD CONSTRAINT "estimate_loads_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_loads" ADD CONSTRAINT "estimate_loads_stage_id_budget_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."budget_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_loads" ADD CONSTRAINT "estimate_loads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_mappings" ADD CONSTRAINT "load_mappings_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_lines_uq" ON "budget_lines" USING btree ("year_id","stage_id","vote_id","output_id","item_id","fund_id");--> statement-breakpoint
CREATE INDEX "budget_lines_vote_idx" ON "budget_lines" USING btree ("year_id","stage_id","vote_id","programme_id");--> statement-breakpoint
CREATE INDEX "budget_lines_batch_idx" ON "budget_lines" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coa_funds_uq" ON "coa_funds" USING btree ("year_id","code_key");--> statement-breakpoint
CREATE UNIQUE INDEX "coa_items_uq" ON "coa_items" USING btree ("year_id","code_key");--> statement-breakpoint
CREATE UNIQUE INDEX "coa_outputs_uq" ON "coa_outputs" USING btree ("year_id","sub_programme_id","code_key");--> statement-breakpoint
CREATE UNIQUE INDEX "coa_sectors_uq" ON "coa_sectors" USING btree ("year_id","code_key");--> statement-breakpoint
CREATE INDEX "estimate_loads_year_idx" ON "estimate_loads" USING btree ("year_id","created_at");