ALTER TABLE "revenues" ADD COLUMN "mtef_category" text DEFAULT 'NonWage' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_grants" ADD COLUMN "mtef_category" text;--> statement-breakpoint
ALTER TABLE "revenues" ADD CONSTRAINT "revenues_category_ck" CHECK ("revenues"."mtef_category" in ('Wage','NonWage','GoUDevt','AIA','Donor'));--> statement-breakpoint
ALTER TABLE "sub_grants" ADD CONSTRAINT "sub_grants_category_ck" CHECK ("sub_grants"."mtef_category" in ('Wage','NonWage','GoUDevt','AIA','Donor'));--> statement-breakpoint
-- Existing sources and grants get the category their class and name say; the masters screens correct the rest.
UPDATE "revenues" SET "mtef_category" = CASE "revenue_class" WHEN 'External' THEN 'Donor' WHEN 'LocalRevenue' THEN 'AIA' ELSE 'NonWage' END;--> statement-breakpoint
UPDATE "sub_grants" SET "mtef_category" = CASE
  WHEN "name" ILIKE '%non-wage%' OR "name" ILIKE '%non wage%' THEN 'NonWage'
  WHEN "name" ILIKE '%wage%' THEN 'Wage'
  WHEN "name" ILIKE '%development%' THEN 'GoUDevt'
  ELSE NULL END;
