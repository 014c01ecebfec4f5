ALTER TABLE "virement_requests" ADD COLUMN "from_sub_programme_id" integer;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD COLUMN "from_output_id" integer;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD COLUMN "from_item_id" integer;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD COLUMN "from_fund_id" integer;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD COLUMN "to_sub_programme_id" integer;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD COLUMN "to_output_id" integer;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD COLUMN "to_item_id" integer;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD COLUMN "to_fund_id" integer;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD CONSTRAINT "virement_requests_from_sub_programme_id_sub_programmes_id_fk" FOREIGN KEY ("from_sub_programme_id") REFERENCES "public"."sub_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD CONSTRAINT "virement_requests_from_output_id_coa_outputs_id_fk" FOREIGN KEY ("from_output_id") REFERENCES "public"."coa_outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD CONSTRAINT "virement_requests_from_item_id_coa_items_id_fk" FOREIGN KEY ("from_item_id") REFERENCES "public"."coa_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD CONSTRAINT "virement_requests_from_fund_id_coa_funds_id_fk" FOREIGN KEY ("from_fund_id") REFERENCES "public"."coa_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD CONSTRAINT "virement_requests_to_sub_programme_id_sub_programmes_id_fk" FOREIGN KEY ("to_sub_programme_id") REFERENCES "public"."sub_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD CONSTRAINT "virement_requests_to_output_id_coa_outputs_id_fk" FOREIGN KEY ("to_output_id") REFERENCES "public"."coa_outputs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD CONSTRAINT "virement_requests_to_item_id_coa_items_id_fk" FOREIGN KEY ("to_item_id") REFERENCES "public"."coa_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD CONSTRAINT "virement_requests_to_fund_id_coa_funds_id_fk" FOREIGN KEY ("to_fund_id") REFERENCES "public"."coa_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD CONSTRAINT "virement_requests_lines_ck" CHECK (num_nulls("virement_requests"."from_sub_programme_id", "virement_requests"."from_output_id", "virement_requests"."from_item_id", "virement_requests"."from_fund_id",
    "virement_requests"."to_sub_programme_id", "virement_requests"."to_output_id", "virement_requests"."to_item_id", "virement_requests"."to_fund_id") in (0, 8));