CREATE TABLE "budget_books" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"votes" integer,
	"lines" integer,
	"amount" bigint,
	"pages" integer,
	"pdf_path" text,
	"pdf_sha256" text,
	"xlsx_path" text,
	"xlsx_sha256" text,
	"verification_code" text,
	"error" text,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "budget_books_state_ck" CHECK ("budget_books"."state" in ('queued','drawing','done','failed'))
);
--> statement-breakpoint
ALTER TABLE "budget_books" ADD CONSTRAINT "budget_books_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_books" ADD CONSTRAINT "budget_books_stage_id_budget_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."budget_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_books" ADD CONSTRAINT "budget_books_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_books_year_idx" ON "budget_books" USING btree ("year_id","stage_id","requested_at");--> statement-breakpoint
CREATE INDEX "budget_books_code_idx" ON "budget_books" USING btree ("verification_code");