CREATE TABLE "record_counts" (
	"source" text NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "record_counts_source_month_kind_pk" PRIMARY KEY("source","month","kind")
);
