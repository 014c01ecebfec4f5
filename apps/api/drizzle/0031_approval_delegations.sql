CREATE TABLE "approval_delegations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delegate_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_delegations_period_ck" CHECK ("approval_delegations"."ends_on" >= "approval_delegations"."starts_on"),
	CONSTRAINT "approval_delegations_self_ck" CHECK ("approval_delegations"."user_id" <> "approval_delegations"."delegate_id")
);
--> statement-breakpoint
ALTER TABLE "submission_events" ADD COLUMN "acting_for" integer;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_delegate_id_users_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_delegations_delegate_idx" ON "approval_delegations" USING btree ("delegate_id");--> statement-breakpoint
CREATE INDEX "approval_delegations_user_idx" ON "approval_delegations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "submission_events" ADD CONSTRAINT "submission_events_acting_for_users_id_fk" FOREIGN KEY ("acting_for") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;