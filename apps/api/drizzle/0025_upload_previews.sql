CREATE TABLE "upload_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"year_id" integer NOT NULL,
	"stage" integer,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"sha256" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"committed_at" timestamp with time zone,
	"batch_id" integer
);
--> statement-breakpoint
ALTER TABLE "upload_previews" ADD CONSTRAINT "upload_previews_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_previews" ADD CONSTRAINT "upload_previews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_previews" ADD CONSTRAINT "upload_previews_batch_id_upload_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."upload_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_previews_user_idx" ON "upload_previews" USING btree ("created_by","expires_at");