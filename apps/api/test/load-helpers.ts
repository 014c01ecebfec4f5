import { expect } from 'vitest';
import type { TestApp } from './helpers.js';
import { postFile } from './upload-helpers.js';

const LOAD_FIELDS = `Load_ID State Phase Done Total Headers Batch_ID Problem_Count Problems { Row Message }
  Preview { Rows Blank_Rows Repeated Lines Added Changed Removed Unchanged File_Total Held_Total New_Codes { Segment Count } Renamed { Segment Count Sample } Programme_Scope Funds { Code File Held } Votes { Code File Held } Warnings }`;

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
