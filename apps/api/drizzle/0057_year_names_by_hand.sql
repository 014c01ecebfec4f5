ALTER TABLE "coa_names" ADD COLUMN "kept_by" integer;--> statement-breakpoint
ALTER TABLE "coa_names" ADD COLUMN "kept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coa_names" ADD CONSTRAINT "coa_names_kept_by_users_id_fk" FOREIGN KEY ("kept_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;