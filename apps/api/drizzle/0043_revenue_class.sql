ALTER TABLE "revenues" ADD COLUMN "revenue_class" text DEFAULT 'Transfer' NOT NULL;--> statement-breakpoint
-- Sources already held are classed by their names; an administrator corrects any other on the Revenue master.
UPDATE "revenues" SET "revenue_class" = 'LocalRevenue' WHERE "name" ILIKE '%locally raised%' OR "name" ILIKE '%local revenue%';--> statement-breakpoint
UPDATE "revenues" SET "revenue_class" = 'External' WHERE "name" ILIKE '%external financ%' OR "name" ILIKE '%donor%';
