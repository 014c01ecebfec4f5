CREATE TABLE "deadline_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"deadline_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"level" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_deadlines" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"year_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"remind_days" integer DEFAULT 3 NOT NULL,
	"escalate_to" text DEFAULT 'next_level' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "report_deadlines_remind_ck" CHECK ("report_deadlines"."remind_days" between 0 and 60),
	CONSTRAINT "report_deadlines_escalate_ck" CHECK ("report_deadlines"."escalate_to" in ('none', 'next_level', 'ministry'))
);
--> statement-breakpoint
ALTER TABLE "deadline_notices" ADD CONSTRAINT "deadline_notices_deadline_id_report_deadlines_id_fk" FOREIGN KEY ("deadline_id") REFERENCES "public"."report_deadlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deadlines" ADD CONSTRAINT "report_deadlines_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deadlines" ADD CONSTRAINT "report_deadlines_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deadline_notices_uq" ON "deadline_notices" USING btree ("deadline_id","entity_id","kind","level");--> statement-breakpoint
CREATE UNIQUE INDEX "report_deadlines_uq" ON "report_deadlines" USING btree ("report_id","year_id");