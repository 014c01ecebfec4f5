CREATE TABLE "coa_crosswalk" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"segment" text NOT NULL,
	"code" text NOT NULL,
	"code_key" text GENERATED ALWAYS AS (case when trim(code) ~ '^[0-9]+$' then coalesce(nullif(ltrim(trim(code), '0'), ''), '0') else upper(trim(code)) end) STORED NOT NULL,
	"from_year_id" integer NOT NULL,
	"from_code" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "coa_crosswalk_segment_ck" CHECK ("coa_crosswalk"."segment" in ('vote','programme','sector'))
);
--> statement-breakpoint
ALTER TABLE "coa_crosswalk" ADD CONSTRAINT "coa_crosswalk_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coa_crosswalk" ADD CONSTRAINT "coa_crosswalk_from_year_id_fiscal_years_id_fk" FOREIGN KEY ("from_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coa_crosswalk_uq" ON "coa_crosswalk" USING btree ("year_id","segment","from_year_id",coalesce("from_code", '#' || "code"));