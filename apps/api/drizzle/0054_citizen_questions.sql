CREATE TABLE "citizen_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_year" text,
	"vote_code" text,
	"question" text NOT NULL,
	"name" text,
	"email" text,
	"language" text NOT NULL,
	"ip_hash" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "citizen_questions_state_ck" CHECK ("citizen_questions"."state" in ('new','answered','published','rejected')),
	CONSTRAINT "citizen_questions_size_ck" CHECK (length("citizen_questions"."question") <= 2000 and length(coalesce("citizen_questions"."answer", '')) <= 4000)
);
--> statement-breakpoint
ALTER TABLE "citizen_questions" ADD CONSTRAINT "citizen_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "citizen_questions_state_idx" ON "citizen_questions" USING btree ("state","created_at");