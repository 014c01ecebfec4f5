CREATE TABLE "budget_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"process_area" text NOT NULL,
	"stage" integer NOT NULL,
	"stage_name" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"end_date" date,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "budget_stages_area_ck" CHECK ("budget_stages"."process_area" in ('CG','LG','SEPC')),
	CONSTRAINT "budget_stages_stage_ck" CHECK ("budget_stages"."stage" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "fiscal_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"fiscal_year" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"module" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "fiscal_years_format_ck" CHECK ("fiscal_years"."fiscal_year" ~ '^[0-9]{4}-[0-9]{4}$'),
	CONSTRAINT "fiscal_years_dates_ck" CHECK ("fiscal_years"."end_date" > "fiscal_years"."start_date")
);
--> statement-breakpoint
CREATE TABLE "parastatals" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"vote_id" integer,
	"sub_sub_programme_id" integer,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "programme_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"programme_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "revenues" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sub_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"revenue_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sub_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"programme_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_lg" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sub_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sub_sub_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_programme_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sub_region_id" integer,
	"mps_secretariate" boolean DEFAULT false NOT NULL,
	"is_ntr" boolean DEFAULT false NOT NULL,
	"is_aia" boolean DEFAULT false NOT NULL,
	"is_mps" boolean DEFAULT false NOT NULL,
	"is_mps_vote_id" integer,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_ifms" boolean DEFAULT false NOT NULL,
	"is_ps" boolean DEFAULT false NOT NULL,
	"is_mc" boolean DEFAULT false NOT NULL,
	"is_virement_limited" boolean DEFAULT false NOT NULL,
	"is_mapping_limited" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "votes_kind_ck" CHECK ("votes"."kind" in ('CG','LG')),
	CONSTRAINT "votes_lg_region_ck" CHECK ("votes"."kind" = 'LG' or "votes"."sub_region_id" is null)
);
--> statement-breakpoint
CREATE TABLE "main_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"level" integer DEFAULT 1 NOT NULL,
	"section" text NOT NULL,
	"process_area" text,
	"process_area_category" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "main_menus_section_ck" CHECK ("main_menus"."section" in ('admin','masters','reports','budget'))
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"sub_menu_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"user_type_id" integer NOT NULL,
	"generate_permission" boolean DEFAULT false NOT NULL,
	"approve_permission" boolean DEFAULT false NOT NULL,
	"is_otp" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sub_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_menu_id" integer NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "sub_menus_path_ck" CHECK ("sub_menus"."path" ~ '^/[a-z0-9/-]+$')
);
--> statement-breakpoint
CREATE TABLE "user_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"programme_id" integer NOT NULL,
	"report_type" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"process_area" text,
	"is_ministry" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_number" text,
	"occupation" text,
	"password_hash" text NOT NULL,
	"temp_password_hash" text,
	"temp_password_expires_at" timestamp with time zone,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_temp_password" boolean DEFAULT false NOT NULL,
	"multi_login" boolean DEFAULT false NOT NULL,
	"user_type_id" integer NOT NULL,
	"role_id" integer,
	"vote_id" integer,
	"sepc_id" integer,
	"token_version" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "users_user_name_len_ck" CHECK (char_length("users"."user_name") between 3 and 50)
);
--> statement-breakpoint
CREATE TABLE "login_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"ip_address" text,
	"login_status" boolean NOT NULL,
	"login_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"icon" text,
	"title" text NOT NULL,
	"description" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ip_address" text,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_name" text NOT NULL,
	"audit_type" text NOT NULL,
	"record_id" text,
	"old_values" jsonb,
	"new_values" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audits_type_ck" CHECK ("audits"."audit_type" in ('create','update','remove'))
);
--> statement-breakpoint
CREATE TABLE "logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_name" text NOT NULL,
	"log_type" text NOT NULL,
	"log_details" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logs_type_ck" CHECK ("logs"."log_type" in ('Warning','Error','Verbose','Log','Debug'))
);
--> statement-breakpoint
CREATE TABLE "cg_mtefs" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"prog_by_vote_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"mtef_version" integer DEFAULT 1 NOT NULL,
	"kind" text DEFAULT 'allocation' NOT NULL,
	"y0_wage" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y0_non_wage" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y0_gou_devt" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y0_aia" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y0_donor" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y1_wage" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y1_non_wage" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y1_gou_devt" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y1_aia" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y1_donor" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y2_wage" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y2_non_wage" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y2_gou_devt" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y2_aia" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y2_donor" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y3_wage" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y3_non_wage" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y3_gou_devt" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y3_aia" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y3_donor" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y4_wage" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y4_non_wage" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y4_gou_devt" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y4_aia" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y4_donor" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y5_wage" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y5_non_wage" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y5_gou_devt" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y5_aia" numeric(20, 2) DEFAULT 0 NOT NULL,
	"y5_donor" numeric(20, 2) DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "cg_mtefs_kind_ck" CHECK ("cg_mtefs"."kind" in ('ceiling','allocation'))
);
--> statement-breakpoint
CREATE TABLE "lg_grant_ipfs" (
	"id" serial PRIMARY KEY NOT NULL,
	"year_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"sub_sub_programme_id" integer NOT NULL,
	"revenue_id" integer NOT NULL,
	"sub_grant_id" integer,
	"project_code" text,
	"transfer_kind" text NOT NULL,
	"plan_y0" numeric(20, 2) DEFAULT 0 NOT NULL,
	"projection_y1" numeric(20, 2) DEFAULT 0 NOT NULL,
	"projection_y2" numeric(20, 2) DEFAULT 0 NOT NULL,
	"projection_y3" numeric(20, 2) DEFAULT 0 NOT NULL,
	"projection_y4" numeric(20, 2) DEFAULT 0 NOT NULL,
	"projection_y5" numeric(20, 2) DEFAULT 0 NOT NULL,
	"actual_y1q1" numeric(20, 2) DEFAULT 0 NOT NULL,
	"actual_y1q2" numeric(20, 2) DEFAULT 0 NOT NULL,
	"actual_y1q3" numeric(20, 2) DEFAULT 0 NOT NULL,
	"actual_y1q4" numeric(20, 2) DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "lg_grant_ipfs_kind_ck" CHECK ("lg_grant_ipfs"."transfer_kind" in ('conditional','discretionary'))
);
--> statement-breakpoint
CREATE TABLE "archived_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"report_file" text NOT NULL,
	"file_format" text NOT NULL,
	"sha256" text NOT NULL,
	"is_archived" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_approvers" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"level" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vote_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "report_approvers_level_ck" CHECK ("report_approvers"."level" between 0 and 7)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_category" text NOT NULL,
	"report_name" text NOT NULL,
	"internal_report_name" text NOT NULL,
	"report_format" text DEFAULT 'PDF' NOT NULL,
	"report_type" text NOT NULL,
	"stage" integer,
	"report_path" text,
	"level_of_approval" integer NOT NULL,
	"report_quarter" integer,
	"is_dashboard" boolean DEFAULT true NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "reports_levels_ck" CHECK ("reports"."level_of_approval" between 1 and 7),
	CONSTRAINT "reports_category_ck" CHECK ("reports"."report_category" in ('VOTE','PROGRAMME','Parastatal','Vote'))
);
--> statement-breakpoint
CREATE TABLE "submission_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"level" integer NOT NULL,
	"action" text NOT NULL,
	"comment" text,
	"actor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"year_id" integer NOT NULL,
	"vote_id" integer,
	"programme_id" integer,
	"sepc_id" integer,
	"state" text DEFAULT 'Initiated' NOT NULL,
	"current_level" integer DEFAULT 0 NOT NULL,
	"initiated_by" integer,
	"is_consolidated" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone,
	CONSTRAINT "submissions_state_ck" CHECK ("submissions"."state" in ('Initiated','Rejected','Approved'))
);
--> statement-breakpoint
ALTER TABLE "budget_stages" ADD CONSTRAINT "budget_stages_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parastatals" ADD CONSTRAINT "parastatals_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parastatals" ADD CONSTRAINT "parastatals_sub_sub_programme_id_sub_sub_programmes_id_fk" FOREIGN KEY ("sub_sub_programme_id") REFERENCES "public"."sub_sub_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_votes" ADD CONSTRAINT "programme_votes_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_votes" ADD CONSTRAINT "programme_votes_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_grants" ADD CONSTRAINT "sub_grants_revenue_id_revenues_id_fk" FOREIGN KEY ("revenue_id") REFERENCES "public"."revenues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_programmes" ADD CONSTRAINT "sub_programmes_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_sub_programmes" ADD CONSTRAINT "sub_sub_programmes_sub_programme_id_sub_programmes_id_fk" FOREIGN KEY ("sub_programme_id") REFERENCES "public"."sub_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_sub_region_id_sub_regions_id_fk" FOREIGN KEY ("sub_region_id") REFERENCES "public"."sub_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_is_mps_vote_id_votes_id_fk" FOREIGN KEY ("is_mps_vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_sub_menu_id_sub_menus_id_fk" FOREIGN KEY ("sub_menu_id") REFERENCES "public"."sub_menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_user_type_id_user_types_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_menus" ADD CONSTRAINT "sub_menus_main_menu_id_main_menus_id_fk" FOREIGN KEY ("main_menu_id") REFERENCES "public"."main_menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_programmes" ADD CONSTRAINT "user_programmes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_programmes" ADD CONSTRAINT "user_programmes_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_id_user_types_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sepc_id_parastatals_id_fk" FOREIGN KEY ("sepc_id") REFERENCES "public"."parastatals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_records" ADD CONSTRAINT "login_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cg_mtefs" ADD CONSTRAINT "cg_mtefs_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cg_mtefs" ADD CONSTRAINT "cg_mtefs_prog_by_vote_id_programme_votes_id_fk" FOREIGN KEY ("prog_by_vote_id") REFERENCES "public"."programme_votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cg_mtefs" ADD CONSTRAINT "cg_mtefs_stage_id_budget_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."budget_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lg_grant_ipfs" ADD CONSTRAINT "lg_grant_ipfs_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lg_grant_ipfs" ADD CONSTRAINT "lg_grant_ipfs_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lg_grant_ipfs" ADD CONSTRAINT "lg_grant_ipfs_stage_id_budget_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."budget_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lg_grant_ipfs" ADD CONSTRAINT "lg_grant_ipfs_sub_sub_programme_id_sub_sub_programmes_id_fk" FOREIGN KEY ("sub_sub_programme_id") REFERENCES "public"."sub_sub_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lg_grant_ipfs" ADD CONSTRAINT "lg_grant_ipfs_revenue_id_revenues_id_fk" FOREIGN KEY ("revenue_id") REFERENCES "public"."revenues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lg_grant_ipfs" ADD CONSTRAINT "lg_grant_ipfs_sub_grant_id_sub_grants_id_fk" FOREIGN KEY ("sub_grant_id") REFERENCES "public"."sub_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archived_reports" ADD CONSTRAINT "archived_reports_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_approvers" ADD CONSTRAINT "report_approvers_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_approvers" ADD CONSTRAINT "report_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_approvers" ADD CONSTRAINT "report_approvers_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_events" ADD CONSTRAINT "submission_events_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_events" ADD CONSTRAINT "submission_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_year_id_fiscal_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_sepc_id_parastatals_id_fk" FOREIGN KEY ("sepc_id") REFERENCES "public"."parastatals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_initiated_by_users_id_fk" FOREIGN KEY ("initiated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_stages_uq" ON "budget_stages" USING btree ("year_id","process_area","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_stages_one_active_uq" ON "budget_stages" USING btree ("year_id","process_area") WHERE "budget_stages"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_years_fiscal_year_uq" ON "fiscal_years" USING btree ("fiscal_year");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_years_one_active_uq" ON "fiscal_years" USING btree ("is_active") WHERE "fiscal_years"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "parastatals_code_uq" ON "parastatals" USING btree ("code");--> statement-breakpoint
CREATE INDEX "parastatals_vote_idx" ON "parastatals" USING btree ("vote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_votes_uq" ON "programme_votes" USING btree ("programme_id","vote_id");--> statement-breakpoint
CREATE INDEX "programme_votes_vote_idx" ON "programme_votes" USING btree ("vote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programmes_code_uq" ON "programmes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "revenues_code_uq" ON "revenues" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_grants_code_uq" ON "sub_grants" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sub_grants_revenue_idx" ON "sub_grants" USING btree ("revenue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_programmes_code_uq" ON "sub_programmes" USING btree ("programme_id","code");--> statement-breakpoint
CREATE INDEX "sub_programmes_programme_idx" ON "sub_programmes" USING btree ("programme_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_regions_code_uq" ON "sub_regions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_sub_programmes_code_uq" ON "sub_sub_programmes" USING btree ("sub_programme_id","code");--> statement-breakpoint
CREATE INDEX "sub_sub_programmes_parent_idx" ON "sub_sub_programmes" USING btree ("sub_programme_id");--> statement-breakpoint
CREATE UNIQUE INDEX "votes_kind_code_uq" ON "votes" USING btree ("kind","code");--> statement-breakpoint
CREATE INDEX "votes_sub_region_idx" ON "votes" USING btree ("sub_region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "main_menus_name_uq" ON "main_menus" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "role_menus_uq" ON "role_menus" USING btree ("role_id","sub_menu_id");--> statement-breakpoint
CREATE INDEX "role_menus_sub_idx" ON "role_menus" USING btree ("sub_menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_title_uq" ON "roles" USING btree ("user_type_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_menus_path_uq" ON "sub_menus" USING btree ("main_menu_id","path");--> statement-breakpoint
CREATE INDEX "sub_menus_main_idx" ON "sub_menus" USING btree ("main_menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_programmes_uq" ON "user_programmes" USING btree ("user_id","programme_id","report_type");--> statement-breakpoint
CREATE UNIQUE INDEX "user_types_name_uq" ON "user_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_uq" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_vote_idx" ON "users" USING btree ("vote_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "login_records_created_idx" ON "login_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_records_failed_idx" ON "login_records" USING btree (lower("user_name"),"created_at") WHERE not "login_records"."login_status";--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","is_read");--> statement-breakpoint
CREATE INDEX "otp_codes_user_idx" ON "otp_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audits_created_idx" ON "audits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audits_table_idx" ON "audits" USING btree ("table_name","created_at");--> statement-breakpoint
CREATE INDEX "logs_created_idx" ON "logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "logs_type_created_idx" ON "logs" USING btree ("log_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cg_mtefs_uq" ON "cg_mtefs" USING btree ("year_id","prog_by_vote_id","stage_id","mtef_version","kind");--> statement-breakpoint
CREATE INDEX "cg_mtefs_stage_idx" ON "cg_mtefs" USING btree ("year_id","stage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lg_grant_ipfs_uq" ON "lg_grant_ipfs" USING btree ("year_id","vote_id","stage_id","sub_sub_programme_id","revenue_id",coalesce("sub_grant_id", 0));--> statement-breakpoint
CREATE INDEX "lg_grant_ipfs_vote_idx" ON "lg_grant_ipfs" USING btree ("vote_id","year_id");--> statement-breakpoint
CREATE UNIQUE INDEX "archived_reports_file_uq" ON "archived_reports" USING btree ("report_file");--> statement-breakpoint
CREATE INDEX "archived_reports_sub_idx" ON "archived_reports" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_approvers_uq" ON "report_approvers" USING btree ("report_id","level","user_id",coalesce("vote_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "reports_internal_uq" ON "reports" USING btree ("internal_report_name","report_category","report_type");--> statement-breakpoint
CREATE INDEX "submission_events_sub_idx" ON "submission_events" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_entity_uq" ON "submissions" USING btree ("report_id","year_id",coalesce("vote_id", 0),coalesce("programme_id", 0),coalesce("sepc_id", 0));--> statement-breakpoint
CREATE INDEX "submissions_year_idx" ON "submissions" USING btree ("year_id","report_id");