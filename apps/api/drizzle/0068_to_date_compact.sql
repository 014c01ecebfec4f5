-- execution_to_date was rewritten whole by each month's load and, on PGlite (no autovacuum), grew by a year every
-- time; it is now vacuumed after each load (execution.repo.ts). CLUSTER rewrites it once without what earlier loads
-- left dead, each year's lines side by side.
CLUSTER "execution_to_date" USING "execution_to_date_uq";
