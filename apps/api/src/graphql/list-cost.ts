import {
  GraphQLError, getNamedType, isListType, isNonNullType, isObjectType, isInterfaceType, Kind, OperationTypeNode,
  type DocumentNode, type ExecutionArgs, type FieldNode, type FragmentDefinitionNode, type GraphQLField, type GraphQLNamedType,
  type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode, PERFORMANCE_LIMITS } from '@pbs/domain';
import { operationOf } from './operation.js';

/**
 * The size of an answer, estimated before running it. Rows: every list counts its rows, times the rows of
 * the lists around it. Values: every field (aliases and __typename included) counts once per time it
 * will appear. A list's rows are its `Limit` argument where it has one, else the most its repository
 * returns (LIST_CAPS) or DEFAULT_LIST_ROWS. The budget screen's query of 5,000 lines of 40 figures is
 * the largest the web app sends; two copies of the budget lines in one request are already refused.
 */
export const MAX_ANSWER_ROWS = 8_000;
export const MAX_ANSWER_VALUES = 250_000;
const DEFAULT_LIST_ROWS = 100;
/** Lists capped at other than DEFAULT_LIST_ROWS: budget lines or a whole organisation, and the names holding a task. */
const LIST_CAPS: Record<string, number> = {
  Waiting_With: 10,
  cgMtefs: 5_000, lgIpfs: 5_000, cgCurrentMtefs: 5_000, cgMtefByProgrammeAndVote: 5_000, lgIpfGridDetailsByYearAndStage: 5_000,
  lgIpfDetailsCGTByVote: 5_000, lgIpfByProgrammeAndVote: 5_000, compareMtefStages: 2_000, compareBudgetStages: 5_000, dashboardReportDetails: 1_000,
  activeUsers: 2_000, reportEntityStatuses: 1_000, getArchivedReports: 1_000,
  estimateTotals: 5_000, estimateLoads: 50,
  // Years side by side (compareYears): at most ten years, MAX_COMPARED_ROWS rows of one amount a year.
  Rows: 700, Years: 10, Amounts_By_Year: 10, Totals: 10, loadMappings: 50, Columns: 14, Funds: 20, Sample: 10, Budget_Lines: 5_000, Chart_Outputs: 1_000, Chart_Items: 1_000,
  // A vote's performance: its outputs, their indicators and each one's four quarters (PERFORMANCE_LIMITS).
  Outputs: PERFORMANCE_LIMITS.outputsPerVote, Indicators: PERFORMANCE_LIMITS.indicatorsPerOutput, Actuals: 4,
};

/** Month rows of the activity graphs, whose `Limit` caps the records counted, not the rows. */
const MONTHLY_LISTS = new Set(['auditsGraph', 'loginsGraph']);

type Variables = Record<string, unknown>;

function rowsOf(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Variables): number {
  const limitArg = field.args.find((a) => a.name === 'Limit');
  if (!limitArg || MONTHLY_LISTS.has(field.name)) return LIST_CAPS[field.name] ?? DEFAULT_LIST_ROWS;
  const given = node.arguments?.find((a) => a.name.value === 'Limit')?.value;
  const value = given?.kind === Kind.INT ? Number(given.value)
    : given?.kind === Kind.VARIABLE ? variables[given.name.value] : limitArg.defaultValue;
  return typeof value === 'number' && value >= 0 ? value : DEFAULT_LIST_ROWS;
}

export function answerSize(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Variables): { rows: number; values: number } {
  const fragments = new Map(document.definitions
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));

  let rowsTotal = 0;
  const walk = (parent: GraphQLNamedType | undefined | null, set: SelectionSetNode, times: number): number => {
    let total = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) {
        total += walk(sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent, sel.selectionSet, times);
      } else if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const f = fragments.get(sel.name.value);
        if (f) total += walk(schema.getType(f.typeCondition.name.value), f.selectionSet, times);
      } else {
        total += times;
        const field = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[sel.name.value] : undefined;
        if (!field) continue;
        const inner = isNonNullType(field.type) ? field.type.ofType : field.type;
        const rows = isListType(inner) ? rowsOf(field, sel, variables) : 1;
        if (isListType(inner)) rowsTotal += times * rows;
        total += sel.selectionSet ? walk(getNamedType(field.type), sel.selectionSet, times * rows) : times * (rows - 1);
      }
    }
    return total;
  };
  const root = operation.operation === OperationTypeNode.MUTATION ? schema.getMutationType() : operation.operation === OperationTypeNode.SUBSCRIPTION ? schema.getSubscriptionType() : schema.getQueryType();
  const values = walk(root, operation.selectionSet, 1);
  return { rows: rowsTotal, values };
}

export function answerSizeLimit(): Plugin {
  return {
    onExecute: ({ args, setResultAndStopExecution }) => {
      const { document, operationName, schema, variableValues } = args as ExecutionArgs;
      const operation = operationOf(document, operationName);
      if (!operation) return;
      const { rows, values } = answerSize(schema, document, operation, variableValues ?? {});
      if (rows > MAX_ANSWER_ROWS || values > MAX_ANSWER_VALUES) {
        setResultAndStopExecution({ errors: [new GraphQLError(
          `The request asks for too much in one answer: up to ${rows.toLocaleString('en')} rows and ${values.toLocaleString('en')} values, `
          + `where ${MAX_ANSWER_ROWS.toLocaleString('en')} rows and ${MAX_ANSWER_VALUES.toLocaleString('en')} values are allowed. Ask for fewer lists or smaller pages.`,
          { extensions: { code: ErrorCode.BAD_INPUT } })] });
      }
    },
  };
}
