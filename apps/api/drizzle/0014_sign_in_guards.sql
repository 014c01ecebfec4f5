CREATE TABLE "sign_in_guards" (
	"user_key" text PRIMARY KEY NOT NULL,
	"pending" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	"failures" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	"locked_until" timestamp with time zone
);
