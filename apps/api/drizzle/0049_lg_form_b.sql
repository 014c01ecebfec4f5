-- A district's performance contract (Form B) for installations whose report definitions were seeded before it:
-- the definition only (drawn from the approved CG stage, 3); the ministry names its approvers on the approvers
-- screen. A new installation's seed defines it with its people.
INSERT INTO "reports" ("report_category", "report_name", "internal_report_name", "report_format", "content_layout", "report_type", "stage", "level_of_approval", "is_dashboard")
SELECT 'Vote', 'Performance Contract (Form B)', 'performance_contract_form_b', 'PDF and Excel', 'lg-performance-contract', 'LG', 3, 2, true
WHERE EXISTS (SELECT 1 FROM "reports")
ON CONFLICT DO NOTHING;
