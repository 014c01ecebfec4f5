ALTER TABLE "notifications" ADD COLUMN "path" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "task" text;--> statement-breakpoint
ALTER TABLE "consolidated_documents" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_task_idx" ON "notifications" USING btree ("task");