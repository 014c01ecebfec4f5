CREATE TABLE "virement_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"from_programme_id" integer NOT NULL,
	"from_category" text NOT NULL,
	"to_programme_id" integer NOT NULL,
	"to_category" text NOT NULL,
	"amount" numeric(20, 2) DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"comment" text,
	"from_before" numeric(20, 2),
	"to_before" numeric(20, 2),
	CONSTRAINT "virement_requests_status_ck" CHECK ("virement_requests"."status" in ('Pending','Approved','Rejected','Withdrawn')),
	CONSTRAINT "virement_requests_amount_ck" CHECK ("virement_requests"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "budget_adjustments" ALTER COLUMN "batch_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD CONSTRAINT "virement_requests_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD CONSTRAINT "virement_requests_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD CONSTRAINT "virement_requests_from_programme_id_programmes_id_fk" FOREIGN KEY ("from_programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD CONSTRAINT "virement_requests_to_programme_id_programmes_id_fk" FOREIGN KEY ("to_programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD CONSTRAINT "virement_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virement_requests" ADD CONSTRAINT "virement_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "virement_requests_vote_idx" ON "virement_requests" USING btree ("vote_id","year_id");--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_request_id_virement_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."virement_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_adjustments_request_uq" ON "budget_adjustments" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "budget_adjustments" ADD CONSTRAINT "budget_adjustments_source_ck" CHECK (("budget_adjustments"."batch_id" is null) <> ("budget_adjustments"."request_id" is null));