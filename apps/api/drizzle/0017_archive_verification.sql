ALTER TABLE "archived_reports" ADD COLUMN "verification_code" text;--> statement-breakpoint
CREATE INDEX "archived_reports_code_idx" ON "archived_reports" USING btree ("verification_code");