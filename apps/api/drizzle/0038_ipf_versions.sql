CREATE TABLE "ipf_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"version" integer NOT NULL,
	"label" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ipf_versions" ADD CONSTRAINT "ipf_versions_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipf_versions" ADD CONSTRAINT "ipf_versions_stage_id_budget_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."budget_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipf_versions" ADD CONSTRAINT "ipf_versions_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ipf_versions_uq" ON "ipf_versions" USING btree ("year_id","stage_id","vote_id","version");