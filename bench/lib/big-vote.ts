/**
 * A vote's detailed estimates grown to `lines` lines through the API, as the ministry would type or load them: new
 * lines under the vote's own outputs, for the chart's items, in the funds the vote already budgets (small amounts,
 * so the MTEF figures above them still hold). Returns the address of its Detailed estimates tab.
 */
export async function growVoteDetail(url: string, token: string, voteCode: string, lines: number): Promise<string> {
  const gql = async <T>(query: string, variables: object = {}): Promise<T> => {
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
    const body = await res.json() as { data?: T; errors?: unknown };
    if (!body.data) throw new Error(`bench: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const choices = await gql<{ fiscalYears: { Year_ID: number; Status: string }[]; budgetStages: { Year_ID: number; Process_Area: string; Stage: number; Is_Active: boolean }[];
    activeCgVotes: { Vote_ID: number; Vote_Code: string }[] }>('{ fiscalYears { Year_ID Status } budgetStages { Year_ID Process_Area Stage Is_Active } activeCgVotes { Vote_ID Vote_Code } }');
  const stage = choices.budgetStages.find((s) => s.Process_Area === 'CG' && s.Is_Active);
  const vote = choices.activeCgVotes.find((v) => v.Vote_Code === voteCode);
  if (!stage || !vote) throw new Error(`bench: no open CG stage or no vote ${voteCode}`);
  const at = { Year_ID: stage.Year_ID, Stage: stage.Stage, Vote_ID: vote.Vote_ID };
  const { voteDetail: d } = await gql<{ voteDetail: { Budget_Lines: { Output_ID: number; Item_ID: number; Fund_Code: string }[]; Chart_Outputs: { Output_ID: number }[]; Chart_Items: { Item_ID: number }[] } }>(
    `query($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!) { voteDetail(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID) {
      Budget_Lines { Output_ID Item_ID Fund_Code } Chart_Outputs { Output_ID } Chart_Items { Item_ID } } }`, at);
  const held = new Set(d.Budget_Lines.map((l) => `${l.Output_ID}:${l.Item_ID}:${l.Fund_Code}`));
  const funds = [...new Set(d.Budget_Lines.map((l) => l.Fund_Code))];
  const added: { Output_ID: number; Item_ID: number; Fund_Code: string; Amount: number }[] = [];
  for (const item of d.Chart_Items) {
    for (const output of d.Chart_Outputs) {
      for (const fund of funds) {
        if (d.Budget_Lines.length + added.length >= lines) break;
        if (!held.has(`${output.Output_ID}:${item.Item_ID}:${fund}`)) added.push({ Output_ID: output.Output_ID, Item_ID: item.Item_ID, Fund_Code: fund, Amount: 1_000 });
      }
    }
  }
  if (d.Budget_Lines.length + added.length < lines) throw new Error(`bench: the vote's chart holds ${d.Budget_Lines.length + added.length} lines, not ${lines}`);
  for (let i = 0; i < added.length; i += 2_000) {
    await gql(`mutation($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!, $Lines: [BudgetLineInput!]!) { saveBudgetLines(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Lines: $Lines) { Saved } }`,
      { ...at, Lines: added.slice(i, i + 2_000) });
  }
  return `/budget/?year=${at.Year_ID}&stage=${at.Stage}&vote=${at.Vote_ID}#detail`;
}
