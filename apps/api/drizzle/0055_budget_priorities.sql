CREATE TABLE "budget_priorities" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_year" text NOT NULL,
	"text" text NOT NULL,
	"written_by" integer NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_priorities_budget_year_unique" UNIQUE("budget_year"),
	CONSTRAINT "budget_priorities_size_ck" CHECK (length("budget_priorities"."text") between 1 and 3000)
);
--> statement-breakpoint
ALTER TABLE "budget_priorities" ADD CONSTRAINT "budget_priorities_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;