ALTER TABLE "perf_indicators" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "perf_outputs" ADD COLUMN "batch_id" integer;--> statement-breakpoint
CREATE INDEX "perf_indicators_batch_idx" ON "perf_indicators" USING btree ("batch_id");