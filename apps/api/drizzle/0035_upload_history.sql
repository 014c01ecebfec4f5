CREATE TABLE "upload_rejections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"year_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"sha256" text NOT NULL,
	"error_count" integer NOT NULL,
	"errors" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_replaced_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cg_mtefs" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "lg_grant_ipfs" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "upload_batches" ADD COLUMN "vote_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_batches" ADD COLUMN "sepc_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_batches" ADD COLUMN "replaced_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_batches" ADD COLUMN "reverted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upload_batches" ADD COLUMN "reverted_by" integer;--> statement-breakpoint
ALTER TABLE "upload_rejections" ADD CONSTRAINT "upload_rejections_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_rejections" ADD CONSTRAINT "upload_rejections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_replaced_rows" ADD CONSTRAINT "upload_replaced_rows_batch_id_upload_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."upload_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_rejections_user_idx" ON "upload_rejections" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "upload_replaced_rows_batch_idx" ON "upload_replaced_rows" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "upload_batches" ADD CONSTRAINT "upload_batches_reverted_by_users_id_fk" FOREIGN KEY ("reverted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cg_mtefs_batch_idx" ON "cg_mtefs" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "lg_grant_ipfs_batch_idx" ON "lg_grant_ipfs" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "budget_adjustments_batch_idx" ON "budget_adjustments" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "upload_rows_batch_idx" ON "upload_rows" USING btree ("batch_id");