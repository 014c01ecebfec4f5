ALTER TABLE "budget_adjustments" ADD COLUMN "to_sub_programme_id" integer;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD COLUMN "to_output_id" integer;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD COLUMN "to_item_id" integer;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD COLUMN "to_fund_id" integer;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD COLUMN "from_sub_programme_id" integer;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD COLUMN "from_output_id" integer;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD COLUMN "from_item_id" integer;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD COLUMN "from_fund_id" integer;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_to_sub_programme_id_sub_programmes_id_fk" FOREIGN KEY ("to_sub_programme_id") REFERENCES "public"."sub_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_to_output_id_coa_outputs_id_fk" FOREIGN KEY ("to_output_id") REFERENCES "public"."coa_outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_to_item_id_coa_items_id_fk" FOREIGN KEY ("to_item_id") REFERENCES "public"."coa_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_to_fund_id_coa_funds_id_fk" FOREIGN KEY ("to_fund_id") REFERENCES "public"."coa_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_from_sub_programme_id_sub_programmes_id_fk" FOREIGN KEY ("from_sub_programme_id") REFERENCES "public"."sub_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_from_output_id_coa_outputs_id_fk" FOREIGN KEY ("from_output_id") REFERENCES "public"."coa_outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_from_item_id_coa_items_id_fk" FOREIGN KEY ("from_item_id") REFERENCES "public"."coa_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_from_fund_id_coa_funds_id_fk" FOREIGN KEY ("from_fund_id") REFERENCES "public"."coa_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_to_line_ck" CHECK (num_nulls("budget_adjustments"."to_sub_programme_id", "budget_adjustments"."to_output_id", "budget_adjustments"."to_item_id", "budget_adjustments"."to_fund_id") in (0, 4));--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_from_line_ck" CHECK (num_nulls("budget_adjustments"."from_sub_programme_id", "budget_adjustments"."from_output_id", "budget_adjustments"."from_item_id", "budget_adjustments"."from_fund_id") in (0, 4)
    and case when "budget_adjustments"."kind" = 'virement' then ("budget_adjustments"."from_item_id" is null) = ("budget_adjustments"."to_item_id" is null) else "budget_adjustments"."from_item_id" is null end);