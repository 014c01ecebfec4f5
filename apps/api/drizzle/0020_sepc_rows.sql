ALTER TABLE "upload_rows" ADD COLUMN "sepc_id" integer;--> statement-breakpoint
ALTER TABLE "upload_rows" ADD CONSTRAINT "upload_rows_sepc_id_parastatals_id_fk" FOREIGN KEY ("sepc_id") REFERENCES "public"."parastatals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Parastatal Budget Estimates are drawn from the parastatals' own estimates from now on.
UPDATE "reports" SET "content_layout" = 'sepc-estimates' WHERE "internal_report_name" = 'parastatal_budget_estimates';
