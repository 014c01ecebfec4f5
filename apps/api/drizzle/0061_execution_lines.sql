CREATE TABLE "execution_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"vote_id" integer NOT NULL,
	"programme_id" integer NOT NULL,
	"sub_programme_id" integer NOT NULL,
	"output_id" integer,
	"item_id" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"warranted" bigint NOT NULL,
	"released" bigint NOT NULL,
	"spent" bigint NOT NULL,
	"committed" bigint,
	"batch_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "execution_lines_month_ck" CHECK ("execution_lines"."month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "estimate_loads" ALTER COLUMN "stage_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "estimate_loads" ADD COLUMN "kind" text DEFAULT 'estimates' NOT NULL;--> statement-breakpoint
ALTER TABLE "estimate_loads" ADD COLUMN "month" smallint;--> statement-breakpoint
ALTER TABLE "execution_lines" ADD CONSTRAINT "execution_lines_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_lines" ADD CONSTRAINT "execution_lines_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_lines" ADD CONSTRAINT "execution_lines_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_lines" ADD CONSTRAINT "execution_lines_sub_programme_id_sub_programmes_id_fk" FOREIGN KEY ("sub_programme_id") REFERENCES "public"."sub_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_lines" ADD CONSTRAINT "execution_lines_output_id_coa_outputs_id_fk" FOREIGN KEY ("output_id") REFERENCES "public"."coa_outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_lines" ADD CONSTRAINT "execution_lines_item_id_coa_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."coa_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_lines" ADD CONSTRAINT "execution_lines_fund_id_coa_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."coa_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "execution_lines_uq" ON "execution_lines" USING btree ("year_id","month","vote_id","sub_programme_id",coalesce("output_id", 0),"item_id","fund_id");--> statement-breakpoint
CREATE INDEX "execution_lines_vote_idx" ON "execution_lines" USING btree ("year_id","vote_id","month");--> statement-breakpoint
CREATE INDEX "execution_lines_batch_idx" ON "execution_lines" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "estimate_loads" ADD CONSTRAINT "estimate_loads_kind_ck" CHECK (("estimate_loads"."kind" = 'estimates' and "estimate_loads"."stage_id" is not null) or ("estimate_loads"."kind" = 'execution' and "estimate_loads"."month" between 1 and 12));