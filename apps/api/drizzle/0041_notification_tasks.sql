ALTER TABLE "notifications" ADD COLUMN "path" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "task" text;--> statement-breakpoint
CREATE INDEX "notifications_task_idx" ON "notifications" USING btree ("task");