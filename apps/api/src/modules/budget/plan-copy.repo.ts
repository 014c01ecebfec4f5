import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/**
 * Copies the performance plans (outputs with their indicators and targets, ADR 0015) of one stage of a year into
 * another, for the votes that plan nothing in the other stage yet: a plan already typed there is the vote's own and
 * stays. The chart is the year's, so every output id holds. Answers how many outputs and indicators were copied.
 */
export async function copyStagePlans(tx: Tx, yearId: number, fromStageId: number, toStageId: number, actorId: number) {
  const result = await tx.execute(sql`with src as (select * from perf_outputs where year_id = ${yearId} and stage_id = ${fromStageId}
        and vote_id not in (select vote_id from perf_outputs where year_id = ${yearId} and stage_id = ${toStageId})),
      made as (insert into perf_outputs (year_id, stage_id, vote_id, output_id, description, activities, created_by)
        select year_id, ${toStageId}, vote_id, output_id, description, activities, ${actorId} from src returning id, vote_id, output_id),
      kept as (insert into perf_indicators (perf_output_id, name, unit, measure, baseline, target, q1_target, q2_target, q3_target, q4_target, created_by)
        select m.id, i.name, i.unit, i.measure, i.baseline, i.target, i.q1_target, i.q2_target, i.q3_target, i.q4_target, ${actorId}
        from made m join src s on s.vote_id = m.vote_id and s.output_id = m.output_id join perf_indicators i on i.perf_output_id = s.id
        order by i.id returning 1)
    select (select count(*) from made)::int outputs, (select count(*) from kept)::int indicators`);
  const [row] = (result as { rows: { outputs: number; indicators: number }[] }).rows;
  return { outputs: Number(row?.outputs ?? 0), indicators: Number(row?.indicators ?? 0) };
}

/**
 * Copies a stage's revenue and financing estimates into another stage of the same year when the other holds none: a
 * stage copied forward is financed as the stage before it was, until the ministry types its own. Answers how many
 * sources were copied.
 */
export async function copyStageRevenue(tx: Tx, yearId: number, fromStageId: number, toStageId: number, actorId: number) {
  const result = await tx.execute(sql`with made as (insert into revenue_estimates (year_id, stage_id, code, amount, created_by)
      select year_id, ${toStageId}, code, amount, ${actorId} from revenue_estimates
      where year_id = ${yearId} and stage_id = ${fromStageId} and not exists (select 1 from revenue_estimates where stage_id = ${toStageId})
      order by id returning 1)
    select count(*)::int n from made`);
  return Number((result as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
