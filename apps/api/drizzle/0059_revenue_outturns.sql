CREATE TABLE "revenue_outturns" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"code" text NOT NULL,
	"amount" numeric(20, 0) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "revenue_outturns_code_ck" CHECK ("revenue_outturns"."code" in ('111','112','113','114','115','116','12','141','142','143','144','131','132','331','332')),
	CONSTRAINT "revenue_outturns_sign_ck" CHECK ("revenue_outturns"."amount" >= 0 or "revenue_outturns"."code" in ('331','332'))
);
--> statement-breakpoint
ALTER TABLE "revenue_outturns" ADD CONSTRAINT "revenue_outturns_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_outturns_uq" ON "revenue_outturns" USING btree ("year_id","code");