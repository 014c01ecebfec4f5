import { expect } from 'vitest';
import type { TestApp } from './helpers.js';
import { postFile } from './upload-helpers.js';

const LOAD_FIELDS = `Load_ID State Phase Done Total Headers Batch_ID Problem_Count Problems { Row Message }
  Kind Month Preview { Rows Blank_Rows Repeated Lines Added Changed Removed Unchanged File_Total Held_Total New_Codes { Segment Count } Renamed { Segment Count Sample } Programme_Scope Funds { Code File Held } Votes { Code File Held } Warnings Warning_Count Measures { Code File Held } }`;

/** The national load as the ministry drives it through the API, into one year's stage (docs/NATIONAL-LOAD.md). */
export function nationalLoads(t: TestApp, yearId: number, stage: number, ministryToken: string) {
  const loadOf = async (id: string) => (await t.gql(`query($id:String!){ estimateLoad(Load_ID:$id){ ${LOAD_FIELDS} } }`, { id }, ministryToken)).data.estimateLoad;
  return {
    loadOf,
    keepMapping: async (name: string, columns: Record<string, string>, funds: Record<string, string>) => {
      const r = await t.gql(`mutation($n:String!,$c:[LoadColumnInput!]!,$f:[LoadFundNameInput!]!){ keepLoadMapping(Name:$n, Columns:$c, Funds:$f){ Name } }`,
        { n: name, c: Object.entries(columns).map(([Field, Column]) => ({ Field, Column })), f: Object.entries(funds).map(([Name, Fund]) => ({ Name, Fund })) }, ministryToken);
      expect(r.errors).toBeUndefined();
    },
    /** Starts a load and waits for its check: the load as the ministry then sees it. */
    check: async (body: Buffer, fileName: string, mapping: string, token = ministryToken) => {
      const res = await postFile(t.app, `/api/estimates/loads?Year_ID=${yearId}&Stage=${stage}&Mapping_Name=${encodeURIComponent(mapping)}`, body, token, fileName);
      if (res.status !== 202) return { status: res.status, load: res.body };
      await t.jobsDone('estimate-loads', 120_000);
      return { status: res.status, load: await loadOf(res.body.id) };
    },
    commit: async (id: string) => {
      const r = await t.gql('mutation($id:String!){ commitEstimateLoad(Load_ID:$id){ State } }', { id }, ministryToken);
      expect(r.errors).toBeUndefined();
      await t.jobsDone('estimate-loads', 120_000);
      return loadOf(id);
    },
  };
}

/** A year's execution loaded month by month as the ministry does it through the API (docs/EXECUTION-LOAD.md). */
export function executionLoads(t: TestApp, yearId: number, ministryToken: string) {
  const base = nationalLoads(t, yearId, 1, ministryToken);
  return {
    ...base,
    keepMapping: async (name: string, columns: Record<string, string>, funds: Record<string, string>) => {
      const r = await t.gql(`mutation($n:String!,$c:[LoadColumnInput!]!,$f:[LoadFundNameInput!]!){ keepLoadMapping(Name:$n, Columns:$c, Funds:$f, Kind:"execution"){ Name Kind } }`,
        { n: name, c: Object.entries(columns).map(([Field, Column]) => ({ Field, Column })), f: Object.entries(funds).map(([Name, Fund]) => ({ Name, Fund })) }, ministryToken);
      expect(r.errors).toBeUndefined();
      expect(r.data.keepLoadMapping.Kind).toBe('execution');
    },
    /** Starts the load of a month and waits for its check: the load as the ministry then sees it. */
    check: async (body: Buffer, month: number | string, mapping: string, token = ministryToken, year = yearId) => {
      const res = await postFile(t.app, `/api/execution/loads?Year_ID=${year}&Month=${month}&Mapping_Name=${encodeURIComponent(mapping)}`, body, token, `ifmis-${month}.csv`);
      if (res.status !== 202) return { status: res.status, load: res.body };
      await t.jobsDone('estimate-loads', 120_000);
      return { status: res.status, load: await base.loadOf(res.body.id) };
    },
    revert: (batchId: number, token = ministryToken) =>
      t.gql('mutation($b:Int!){ revertExecutionLoad(Batch_ID:$b){ Batch_ID Removed Restored } }', { b: batchId }, token),
  };
}
