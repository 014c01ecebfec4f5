CREATE TABLE "coa_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"segment" text NOT NULL,
	"ref_id" integer NOT NULL,
	"vote_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "coa_names_segment_ck" CHECK ("coa_names"."segment" in ('vote','programme','sub-programme'))
);
--> statement-breakpoint
CREATE TABLE "coa_years" (
	"year_id" integer PRIMARY KEY NOT NULL,
	"programme_scope" text NOT NULL,
	CONSTRAINT "coa_years_scope_ck" CHECK ("coa_years"."programme_scope" in ('national','vote'))
);
--> statement-breakpoint
DROP INDEX "coa_outputs_uq";--> statement-breakpoint
ALTER TABLE "budget_lines" ADD COLUMN "sector_id" integer;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD COLUMN "cofog" text;--> statement-breakpoint
ALTER TABLE "coa_outputs" ADD COLUMN "vote_id" integer;--> statement-breakpoint
ALTER TABLE "coa_names" ADD CONSTRAINT "coa_names_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coa_names" ADD CONSTRAINT "coa_names_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coa_years" ADD CONSTRAINT "coa_years_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coa_names_uq" ON "coa_names" USING btree ("year_id","segment","ref_id",coalesce("vote_id", 0));--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_sector_id_coa_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."coa_sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coa_outputs" ADD CONSTRAINT "coa_outputs_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_lines_sector_idx" ON "budget_lines" USING btree ("year_id","stage_id","sector_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coa_outputs_uq" ON "coa_outputs" USING btree ("year_id","sub_programme_id",coalesce("vote_id", 0),"code_key");--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_cofog_ck" CHECK ("budget_lines"."cofog" ~ '^(0[1-9]|10)([.][1-9])?$');--> statement-breakpoint
-- Lines loaded before sectors were a property of the line sit in their vote's sector of the year (ADR 0024).
UPDATE "budget_lines" l SET "sector_id" = vs."sector_id" FROM "coa_vote_sectors" vs WHERE vs."year_id" = l."year_id" AND vs."vote_id" = l."vote_id";
--> statement-breakpoint
-- The name a year gives an identity, at the narrowest scope that holds one, else its standing name (ADR 0024): every
-- reader of names in SQL calls these, so a year prints the names it was published with.
CREATE FUNCTION pbs_vote_name(year_id integer, vote_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  select coalesce(
    (select n.name from coa_names n where n.year_id = $1 and n.segment = 'vote' and n.ref_id = $2 and n.vote_id is null),
    (select v.name from votes v where v.id = $2))
$$;--> statement-breakpoint
CREATE FUNCTION pbs_programme_name(year_id integer, programme_id integer, vote_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  select coalesce(
    (select n.name from coa_names n where n.year_id = $1 and n.segment = 'programme' and n.ref_id = $2 and n.vote_id = $3),
    (select n.name from coa_names n where n.year_id = $1 and n.segment = 'programme' and n.ref_id = $2 and n.vote_id is null),
    (select p.name from programmes p where p.id = $2))
$$;--> statement-breakpoint
CREATE FUNCTION pbs_sub_programme_name(year_id integer, sub_programme_id integer, vote_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  select coalesce(
    (select n.name from coa_names n where n.year_id = $1 and n.segment = 'sub-programme' and n.ref_id = $2 and n.vote_id = $3),
    (select n.name from coa_names n where n.year_id = $1 and n.segment = 'sub-programme' and n.ref_id = $2 and n.vote_id is null),
    (select s.name from sub_programmes s where s.id = $2))
$$;
