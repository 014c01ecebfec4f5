-- The quarterly releases and expenditure as every reader takes them (ADR 0026): a vote's quarter held month by month at
-- the chart's grain reads as the sums of its lines by programme and budget category (the fund's); any other vote's
-- quarter as uploaded. One model: a category figure is the sum of its lines where lines exist. The lines are grouped in
-- one subquery, so a reader's year and vote are pushed down into it.
CREATE VIEW "quarterly_figures" AS
  SELECT u.id, u.kind, u.year_id, u.vote_id, u.programme_id, u.quarter, u.category, u.amount, u.data, false AS from_lines
  FROM upload_rows u
  WHERE u.kind IN ('quarterly-releases', 'quarterly-warrants-expenditure')
    AND NOT EXISTS (SELECT 1 FROM execution_lines e WHERE e.year_id = u.year_id AND e.vote_id = u.vote_id AND e.month BETWEEN
      3 * substr(u.quarter, 2)::int - 2 AND 3 * substr(u.quarter, 2)::int)
  UNION ALL
  SELECT NULL, k.kind, s.year_id, s.vote_id, s.programme_id, s.quarter, s.category, k.amount, k.data, true
  FROM (SELECT e.year_id, e.vote_id, e.programme_id, 'Q' || ((e.month + 2) / 3) AS quarter, f.mtef_category AS category,
      sum(e.warranted) AS warranted, sum(e.released) AS released, sum(e.spent) AS spent
    FROM execution_lines e JOIN coa_funds f ON f.id = e.fund_id
    GROUP BY e.year_id, e.vote_id, e.programme_id, 'Q' || ((e.month + 2) / 3), f.mtef_category) s
  JOIN votes v ON v.id = s.vote_id JOIN programmes p ON p.id = s.programme_id
  CROSS JOIN LATERAL (VALUES
    ('quarterly-releases', s.released::numeric,
      jsonb_build_object('Vote_Code', v.code, 'Programme_Code', p.code, 'Quarter', s.quarter, 'Category', s.category, 'Amount', s.released)),
    ('quarterly-warrants-expenditure', s.spent::numeric,
      jsonb_build_object('Vote_Code', v.code, 'Programme_Code', p.code, 'Quarter', s.quarter, 'Category', s.category, 'Warrant_Amount', s.warranted, 'Expenditure_Amount', s.spent))
  ) k(kind, amount, data);
