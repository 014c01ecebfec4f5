CREATE TABLE "perf_actuals" (
	"id" serial PRIMARY KEY NOT NULL,
	"indicator_id" integer NOT NULL,
	"quarter" smallint NOT NULL,
	"actual" numeric NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "perf_actuals_ck" CHECK ("perf_actuals"."quarter" between 1 and 4 and "perf_actuals"."actual" >= 0)
);
--> statement-breakpoint
CREATE TABLE "perf_indicators" (
	"id" serial PRIMARY KEY NOT NULL,
	"perf_output_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"measure" text DEFAULT '' NOT NULL,
	"baseline" numeric,
	"target" numeric NOT NULL,
	"q1_target" numeric NOT NULL,
	"q2_target" numeric NOT NULL,
	"q3_target" numeric NOT NULL,
	"q4_target" numeric NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "perf_indicators_figures_ck" CHECK ("perf_indicators"."target" >= 0 and "perf_indicators"."q1_target" >= 0 and "perf_indicators"."q2_target" >= 0 and "perf_indicators"."q3_target" >= 0 and "perf_indicators"."q4_target" >= 0 and coalesce("perf_indicators"."baseline", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "perf_outputs" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"output_id" integer NOT NULL,
	"description" text NOT NULL,
	"activities" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "perf_actuals" ADD CONSTRAINT "perf_actuals_indicator_id_perf_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."perf_indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_indicators" ADD CONSTRAINT "perf_indicators_perf_output_id_perf_outputs_id_fk" FOREIGN KEY ("perf_output_id") REFERENCES "public"."perf_outputs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_outputs" ADD CONSTRAINT "perf_outputs_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_outputs" ADD CONSTRAINT "perf_outputs_stage_id_budget_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."budget_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_outputs" ADD CONSTRAINT "perf_outputs_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_outputs" ADD CONSTRAINT "perf_outputs_output_id_coa_outputs_id_fk" FOREIGN KEY ("output_id") REFERENCES "public"."coa_outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "perf_actuals_uq" ON "perf_actuals" USING btree ("indicator_id","quarter");--> statement-breakpoint
CREATE INDEX "perf_actuals_quarter_idx" ON "perf_actuals" USING btree ("quarter");--> statement-breakpoint
CREATE UNIQUE INDEX "perf_indicators_uq" ON "perf_indicators" USING btree ("perf_output_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "perf_outputs_uq" ON "perf_outputs" USING btree ("year_id","stage_id","vote_id","output_id");