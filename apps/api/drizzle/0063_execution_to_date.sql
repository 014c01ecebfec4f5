CREATE TABLE "execution_to_date" (
	"year_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"programme_id" integer NOT NULL,
	"sub_programme_id" integer NOT NULL,
	"output_id" integer,
	"item_id" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"sector_id" integer,
	"cofog" text,
	"warranted" bigint[] NOT NULL,
	"released" bigint[] NOT NULL,
	"spent" bigint[] NOT NULL,
	"committed" bigint[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "execution_to_date" ADD CONSTRAINT "execution_to_date_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_to_date" ADD CONSTRAINT "execution_to_date_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_to_date" ADD CONSTRAINT "execution_to_date_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_to_date" ADD CONSTRAINT "execution_to_date_sub_programme_id_sub_programmes_id_fk" FOREIGN KEY ("sub_programme_id") REFERENCES "public"."sub_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_to_date" ADD CONSTRAINT "execution_to_date_output_id_coa_outputs_id_fk" FOREIGN KEY ("output_id") REFERENCES "public"."coa_outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_to_date" ADD CONSTRAINT "execution_to_date_item_id_coa_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."coa_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_to_date" ADD CONSTRAINT "execution_to_date_fund_id_coa_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."coa_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "execution_to_date_uq" ON "execution_to_date" USING btree ("year_id","vote_id","sub_programme_id",coalesce("output_id", 0),"item_id","fund_id");