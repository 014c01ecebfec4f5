-- Each estimates document prints its own stage: the Budget Framework Paper stage 1, the Draft Estimates stage 2,
-- the Approved Estimates stage 3 (before, all three printed the active stage's figures). Only where unset.
UPDATE "reports" SET "stage" = CASE "internal_report_name"
  WHEN 'budget_framework_paper' THEN 1
  WHEN 'programme_budget_framework_paper' THEN 1
  WHEN 'lg_budget_framework_paper' THEN 1
  WHEN 'draft_estimates_of_revenue_and_expenditure' THEN 2
  WHEN 'lg_draft_budget_estimates' THEN 2
  WHEN 'approved_estimates_of_revenue_and_expenditure' THEN 3
  WHEN 'lg_approved_budget_estimates' THEN 3
  ELSE NULL END
WHERE "stage" IS NULL AND "content_layout" IS NOT NULL;
