CREATE TABLE "lg_ipf_totals" (
	"year_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"projection_y1" numeric(20, 2) DEFAULT 0 NOT NULL,
	"projection_y2" numeric(20, 2) DEFAULT 0 NOT NULL,
	"projection_y3" numeric(20, 2) DEFAULT 0 NOT NULL,
	"projection_y4" numeric(20, 2) DEFAULT 0 NOT NULL,
	"projection_y5" numeric(20, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "lg_ipf_totals_year_id_stage_id_vote_id_pk" PRIMARY KEY("year_id","stage_id","vote_id")
);
