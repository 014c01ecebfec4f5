import { PERFORMANCE_LIMITS } from './performance.js';

/**
 * Spreadsheet uploads (SPEC.md section 7, DESIGN.md "Uploads"): each kind's template columns, shared by the
 * API (validation, templates) and the web client (titles, help). Headers are the template's first row.
 */
export const MTEF_YEARS = ['Y0', 'Y1', 'Y2', 'Y3', 'Y4', 'Y5'] as const;
export const BUDGET_CATEGORIES = ['Wage', 'NonWage', 'GoUDevt', 'AIA', 'Donor'] as const;
export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];
export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

export const UPLOAD_LIMITS = {
  fileBytes: 10 * 1024 * 1024,
  unpackedBytes: 100 * 1024 * 1024,
  dataRows: 10_000,
  /** Templates prepare data validation for rows 2 to 10000 (SPEC.md section 9). */
  templateLastRow: 10_000,
  /** Row errors returned in one answer; the total is always given. */
  reportedErrors: 500,
  textLength: 200,
  maxAmount: 1e15,
} as const;

/** What a column holds; `code` columns are looked up in a master named by `ref`. */
export type ColumnType = 'code' | 'amount' | 'int' | 'text' | 'choice';
export type CodeRef = 'cgVote' | 'lgVote' | 'parastatal' | 'programme' | 'subSubProgramme' | 'revenue' | 'subGrant';
/**
 * `none`: an empty optional amount is read as no figure (null) rather than zero, e.g. an indicator's baseline.
 * `signed`: an amount that may be below zero (a month's reversal, net borrowing); the kind's rules say where.
 */
export interface UploadColumn { header: string; type: ColumnType; required: boolean; ref?: CodeRef; choices?: readonly string[]; max?: number; none?: true; signed?: true }

const code = (header: string, ref: CodeRef, required = true): UploadColumn => ({ header, type: 'code', ref, required });
const amount = (header: string, required = false): UploadColumn => ({ header, type: 'amount', required });
const text = (header: string, required = true, max: number = UPLOAD_LIMITS.textLength): UploadColumn => ({ header, type: 'text', required, max });
const choice = (header: string, choices: readonly string[]): UploadColumn => ({ header, type: 'choice', required: true, choices });
const int = (header: string, max: number): UploadColumn => ({ header, type: 'int', required: true, max });
const signed = (header: string, required = false): UploadColumn => ({ header, type: 'amount', required, signed: true });
const figure = (header: string, required = false): UploadColumn => ({ header, type: 'amount', required, ...(required ? {} : { none: true as const }) });

const cgVote = code('Vote_Code', 'cgVote');
const lgVote = code('Vote_Code', 'lgVote');
const programme = code('Programme_Code', 'programme');
const category = choice('Category', BUDGET_CATEGORIES);
const quarter = choice('Quarter', QUARTERS);
const pensionColumns = [text('Employee_Number', true, 30), text('Name'), choice('Benefit', ['Pension', 'Gratuity']), amount('Monthly_Amount'), amount('Annual_Amount')];
/** Form A after the vote: the output by its programme, sub-programme and output codes, then one indicator. */
const planColumns = [programme, text('SubProgramme_Code', true, 20), text('Output_Code', true, 20),
  text('Output_Description', true, PERFORMANCE_LIMITS.text), text('Activities', false, PERFORMANCE_LIMITS.activities),
  text('Indicator', true, PERFORMANCE_LIMITS.name), text('Unit', true, PERFORMANCE_LIMITS.unit), text('Measure', false, PERFORMANCE_LIMITS.text),
  figure('Baseline'), figure('Target', true), ...QUARTERS.map((q) => amount(`${q}_Target`))];
/** A line of the detailed estimates: programme, sub-programme, output, item and fund, each as its chart writes it. */
// The programme by its code within the vote (a year may scope programme codes to each vote: one code, many programmes).
const lineColumns = (prefix: '' | 'From_' | 'To_') => [text(`${prefix}Programme_Code`, true, 20), text(`${prefix}SubProgramme_Code`, true, 20),
  text(`${prefix}Output_Code`, true, 20), text(`${prefix}Item_Code`, true, 20), text(`${prefix}Fund_Code`, true, 30)];
const staffColumns = [text('Employee_Number', true, 30), text('Name'), text('Position'), text('Salary_Scale', true, 20), amount('Monthly_Salary')];

export const UPLOAD_KINDS = {
  mtef: {
    area: 'CG', ministryOnly: false, staged: true,
    columns: [cgVote, programme, choice('Figure', ['Allocation', 'Ceiling']),
      ...MTEF_YEARS.flatMap((y) => BUDGET_CATEGORIES.map((c) => amount(`${y}_${c}`)))],
  },
  ipf: {
    area: 'LG', ministryOnly: false, staged: true,
    columns: [lgVote, code('SubSubProgramme_Code', 'subSubProgramme'), code('Revenue_Code', 'revenue'), code('SubGrant_Code', 'subGrant', false),
      choice('Transfer', ['Conditional', 'Discretionary']), text('Project_Code', false, 30), amount('Plan_Y0'),
      ...[1, 2, 3, 4, 5].map((y) => amount(`Projection_Y${y}`)), ...QUARTERS.map((q) => amount(`Actual_Y1${q}`))],
  },
  pension: {
    area: 'CG', ministryOnly: false, staged: false,
    columns: [cgVote, ...pensionColumns],
  },
  staff: {
    area: 'CG', ministryOnly: false, staged: false,
    columns: [cgVote, ...staffColumns],
  },
  /** A district's or municipality's own staff and pension lists, as for central government. */
  'lg-pension': {
    area: 'LG', ministryOnly: false, staged: false,
    columns: [lgVote, ...pensionColumns],
  },
  'lg-staff': {
    area: 'LG', ministryOnly: false, staged: false,
    columns: [lgVote, ...staffColumns],
  },
  student: {
    area: 'CG', ministryOnly: false, staged: false,
    columns: [cgVote, text('Institution'), text('Student_Number', true, 30), text('Name'), text('Course'), int('Year_Of_Study', 8), amount('Annual_Fees')],
  },
  lrr: {
    area: 'LG', ministryOnly: false, staged: false,
    columns: [lgVote, code('Revenue_Code', 'revenue'), amount('Actual_Y0'), amount('Estimate_Y1')],
  },
  'warrants-releases': {
    area: 'CG', ministryOnly: true, staged: false,
    columns: [cgVote, programme, quarter, category, amount('Warrant_Amount'), amount('Release_Amount')],
  },
  'external-finance': {
    area: 'CG', ministryOnly: false, staged: false,
    columns: [cgVote, programme, text('Project_Code', true, 30), text('Financier'), ...[1, 2, 3, 4, 5].map((y) => amount(`Estimate_Y${y}`))],
  },
  supplementary: {
    area: 'CG', ministryOnly: true, staged: false,
    columns: [cgVote, programme, category, amount('Amount', true), text('Reason')],
  },
  virement: {
    area: 'CG', ministryOnly: false, staged: false,
    columns: [cgVote, code('From_Programme_Code', 'programme'), choice('From_Category', BUDGET_CATEGORIES),
      code('To_Programme_Code', 'programme'), choice('To_Category', BUDGET_CATEGORIES), amount('Amount', true), text('Reason')],
  },
  /**
   * A supplementary allocation to a line of the detailed estimates (ADR 0027): the line by its programme,
   * sub-programme, output, item and fund codes; its budget category is the fund's.
   */
  'line-supplementary': {
    area: 'CG', ministryOnly: true, staged: false,
    columns: [cgVote, ...lineColumns(''), amount('Amount', true), text('Reason')],
  },
  /** A virement from one line of the detailed estimates to another of the same vote (ADR 0027). */
  'line-virement': {
    area: 'CG', ministryOnly: false, staged: false,
    columns: [cgVote, ...lineColumns('From_'), ...lineColumns('To_'), amount('Amount', true), text('Reason')],
  },
  'expenditure-limits': {
    area: 'CG', ministryOnly: true, staged: false,
    columns: [choice('Limit_Type', ['GoU', 'LRR', 'External Finance']), cgVote, programme, category, amount('Amount')],
  },
  'quarterly-releases': {
    area: 'CG', ministryOnly: true, staged: false,
    columns: [cgVote, programme, quarter, category, amount('Amount')],
  },
  'quarterly-warrants-expenditure': {
    area: 'CG', ministryOnly: true, staged: false,
    columns: [cgVote, programme, quarter, category, amount('Warrant_Amount'), amount('Expenditure_Amount')],
  },
  'quarterly-cash-limits': {
    area: 'CG', ministryOnly: true, staged: false,
    columns: [cgVote, programme, quarter, category, amount('Amount')],
  },
  /**
   * A month of a vote's execution at the chart's grain (ADR 0026), as the financial system's export gives it for the
   * whole government: the line by its codes (no output where the vote's books carry none) and the month's figures.
   * The file's rows replace the month of each vote it names.
   */
  'execution-lines': {
    area: 'CG', ministryOnly: true, staged: false,
    columns: [cgVote, int('Month', 12), text('Programme_Code', true, 20), text('SubProgramme_Code', true, 20), text('Output_Code', false, 20), text('Item_Code', true, 20),
      text('Fund_Code', true, 30), signed('Warranted'), signed('Released'), signed('Spent'), { ...figure('Committed'), signed: true }],
  },
  /**
   * A stage's revenue and financing estimates (GFSM 2014 codes, as typed on Budget › Revenue): the file replaces the
   * stage's estimates; net borrowing (331, 332) may be below zero, nothing else.
   */
  'revenue-estimates': {
    area: 'CG', ministryOnly: true, staged: true,
    columns: [text('Code', true, 3), text('Source', false), signed('Amount', true)],
  },
  /**
   * What a year collected and borrowed (its revenue outturn, PI-3), from the accounts, by the same codes and rules as the
   * estimates: the file replaces the year's outturn.
   */
  'revenue-outturns': {
    area: 'CG', ministryOnly: true, staged: false,
    columns: [text('Code', true, 3), text('Source', false), signed('Amount', true)],
  },
  /** A parastatal's (state enterprise's) own revenue and expenditure estimates, item by item. */
  'sepc-estimates': {
    area: 'SEPC', ministryOnly: false, staged: false,
    columns: [code('Parastatal_Code', 'parastatal'), choice('Line', ['Revenue', 'Expenditure']), text('Item_Code', true, 20), text('Item'),
      amount('Approved_Y0'), amount('Estimate_Y1'), amount('Projection_Y2'), amount('Projection_Y3')],
  },
  /**
   * A vote's performance plan of a stage (Form A): one row per indicator under its key output (an output of the
   * year's chart of accounts, named by its programme, sub-programme and output codes), with the output's
   * description and activities on each of its rows.
   */
  performance: {
    area: 'CG', ministryOnly: false, staged: true,
    columns: [cgVote, ...planColumns],
  },
  /**
   * A district's performance plan (Form A), output by output of its departments. Its plan, like its detailed
   * estimates, is held under the central government's stages (`stages`), which the budget year's documents follow.
   */
  'lg-performance': {
    area: 'LG', stages: 'CG', ministryOnly: false, staged: true,
    columns: [lgVote, ...planColumns],
  },
} as const satisfies Record<string, { area: 'CG' | 'LG' | 'SEPC'; stages?: 'CG'; ministryOnly: boolean; staged: boolean; columns: readonly UploadColumn[] }>;

export type UploadKind = keyof typeof UPLOAD_KINDS;
/** The process area whose stages a staged kind's rows are held under: its own, unless it says otherwise. */
export const stageAreaOf = (kind: UploadKind): 'CG' | 'LG' | 'SEPC' => {
  const def: { area: 'CG' | 'LG' | 'SEPC'; stages?: 'CG' } = UPLOAD_KINDS[kind];
  return def.stages ?? def.area;
};
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKind[];
export const isUploadKind = (k: string): k is UploadKind => Object.hasOwn(UPLOAD_KINDS, k);

/** Error codes of a refused file or row; params fill the translated message. */
export const UploadError = {
  NO_FILE: 'UPLOAD.NO_FILE',
  NOT_XLSX: 'UPLOAD.NOT_XLSX',
  TOO_BIG: 'UPLOAD.TOO_BIG',
  TOO_MANY_UPLOADS: 'UPLOAD.TOO_MANY_UPLOADS',
  TOO_BIG_UNPACKED: 'UPLOAD.TOO_BIG_UNPACKED',
  TOO_MANY_ROWS: 'UPLOAD.TOO_MANY_ROWS',
  WRONG_COLUMNS: 'UPLOAD.WRONG_COLUMNS',
  EMPTY: 'UPLOAD.EMPTY',
  STAGE_CLOSED: 'UPLOAD.STAGE_CLOSED',
  PREVIEW_GONE: 'UPLOAD.PREVIEW_GONE',
  FROZEN: 'UPLOAD.FROZEN',
  MINISTRY_ONLY: 'UPLOAD.MINISTRY_ONLY',
  ROWS_INVALID: 'UPLOAD.ROWS_INVALID',
  BATCH_CHANGED: 'UPLOAD.BATCH_CHANGED',
  BATCH_REVERTED: 'UPLOAD.BATCH_REVERTED',
  REVERT_REFUSED: 'UPLOAD.REVERT_REFUSED',
  DETAIL_OVER: 'UPLOAD.DETAIL_OVER',
  /** A year whose lines are named in a chart it does not have yet (execution before its estimates). */
  NO_CHART: 'UPLOAD.NO_CHART',
  /** The database could not be reached or its storage is full: nothing was written (HTTP 503 / 507). */
  DATABASE_UNREACHABLE: 'UPLOAD.DATABASE_UNREACHABLE',
  STORAGE_FULL: 'UPLOAD.STORAGE_FULL',
  REQUIRED: 'UPLOAD.ROW.REQUIRED',
  NOT_A_NUMBER: 'UPLOAD.ROW.NOT_A_NUMBER',
  NEGATIVE: 'UPLOAD.ROW.NEGATIVE',
  TOO_LARGE: 'UPLOAD.ROW.TOO_LARGE',
  NOT_INTEGER: 'UPLOAD.ROW.NOT_INTEGER',
  TOO_LONG: 'UPLOAD.ROW.TOO_LONG',
  NOT_ALLOWED: 'UPLOAD.ROW.NOT_ALLOWED',
  UNKNOWN_CODE: 'UPLOAD.ROW.UNKNOWN_CODE',
  NOT_YOUR_VOTE: 'UPLOAD.ROW.NOT_YOUR_VOTE',
  NOT_YOUR_PARASTATAL: 'UPLOAD.ROW.NOT_YOUR_PARASTATAL',
  NOT_MAPPED: 'UPLOAD.ROW.NOT_MAPPED',
  AIA_NOT_ALLOWED: 'UPLOAD.ROW.AIA_NOT_ALLOWED',
  CEILING_MINISTRY: 'UPLOAD.ROW.CEILING_MINISTRY',
  DUPLICATE: 'UPLOAD.ROW.DUPLICATE',
  FORMULA_NO_RESULT: 'UPLOAD.ROW.FORMULA_NO_RESULT',
  SAME_LINE: 'UPLOAD.ROW.SAME_LINE',
  SUBGRANT_REVENUE: 'UPLOAD.ROW.SUBGRANT_REVENUE',
  LOCAL_REVENUE_IPF: 'UPLOAD.ROW.LOCAL_REVENUE_IPF',
  NOT_LOCAL_REVENUE: 'UPLOAD.ROW.NOT_LOCAL_REVENUE',
  OVER_BALANCE: 'UPLOAD.ROW.OVER_BALANCE',
  BELOW_DETAIL: 'UPLOAD.ROW.BELOW_DETAIL',
  OVER_VIREMENT_LIMIT: 'UPLOAD.ROW.OVER_VIREMENT_LIMIT',
  OVER_CEILING: 'UPLOAD.ROW.OVER_CEILING',
  OVER_CASH_LIMIT: 'UPLOAD.ROW.OVER_CASH_LIMIT',
  HELD_BY_MONTHS: 'UPLOAD.ROW.HELD_BY_MONTHS',
  OVER_EXPENDITURE_LIMIT: 'UPLOAD.ROW.OVER_EXPENDITURE_LIMIT',
  OVER_EXTERNAL_LIMIT: 'UPLOAD.ROW.OVER_EXTERNAL_LIMIT',
  LIMIT_BELOW_RELEASES: 'UPLOAD.ROW.LIMIT_BELOW_RELEASES',
  LIMIT_BELOW_EXTERNAL: 'UPLOAD.ROW.LIMIT_BELOW_EXTERNAL',
  NOT_AN_OUTPUT: 'UPLOAD.ROW.NOT_AN_OUTPUT',
  NOT_AN_ITEM: 'UPLOAD.ROW.NOT_AN_ITEM',
  NOT_A_FUND: 'UPLOAD.ROW.NOT_A_FUND',
  ONE_MONTH: 'UPLOAD.ROW.ONE_MONTH',
  EXEC_RELEASED_OVER_WARRANTED: 'UPLOAD.ROW.EXEC_RELEASED_OVER_WARRANTED',
  EXEC_SPENT_OVER_RELEASED: 'UPLOAD.ROW.EXEC_SPENT_OVER_RELEASED',
  EXEC_WARRANTED_OVER_BUDGET: 'UPLOAD.ROW.EXEC_WARRANTED_OVER_BUDGET',
  EXEC_WARRANTED_OVER_CASH_LIMIT: 'UPLOAD.ROW.EXEC_WARRANTED_OVER_CASH_LIMIT',
  OUTPUT_DIFFERS: 'UPLOAD.ROW.OUTPUT_DIFFERS',
  HAS_ACTUALS: 'UPLOAD.ROW.HAS_ACTUALS',
  TOO_MANY_INDICATORS: 'UPLOAD.ROW.TOO_MANY_INDICATORS',
  TOO_MANY_OUTPUTS: 'UPLOAD.ROW.TOO_MANY_OUTPUTS',
  OVER_FIGURE: 'UPLOAD.ROW.OVER_FIGURE',
} as const;
export type UploadErrorCode = (typeof UploadError)[keyof typeof UploadError];

export interface RowError { row: number; column?: string; code: UploadErrorCode; params?: Record<string, string | number> }
/** Body of a refused upload (HTTP 400/403/413/422); `rowErrors` lists at most UPLOAD_LIMITS.reportedErrors. */
export interface UploadFailure { ok: false; code: UploadErrorCode; params?: Record<string, string | number>; rowErrors: RowError[]; errorCount: number }
/** A written file; `warnings` are what the year's control let through (Warn) and the cells read as empty. */
export interface UploadSuccess { ok: true; kind: UploadKind; rows: number; batchId: number; warnings: RowError[]; warningCount: number }

/** The server's steps once a file has arrived, in order, as a streamed answer (Progress=1) reports them. */
export const UPLOAD_PHASES = ['parse', 'check', 'compare', 'write'] as const;
export type UploadPhase = (typeof UPLOAD_PHASES)[number];

export type DiffCell = string | number | null;
/** What a file will do to the stored rows it replaces, with the first rows of each sort to show. */
export interface UploadDiff {
  added: number; changed: number; removed: number; unchanged: number;
  addedRows: DiffCell[][]; removedRows: DiffCell[][];
  changedRows: { row: number; key: string; changes: { column: string; from: DiffCell; to: DiffCell }[] }[];
}
/** A checked upload not yet written: commit it (POST /api/uploads/previews/:id/commit) before `expiresAt`, or cancel it. */
/**
 * `warnings`: cells read in a way the person may not expect, which do not stop the file (a formula with no saved
 * result is read as empty); at most UPLOAD_LIMITS.reportedErrors of `warningCount`.
 */
export interface UploadPreviewAnswer { ok: true; preview: { id: string; kind: UploadKind; rows: number; expiresAt: string; diff: UploadDiff; warnings: RowError[]; warningCount: number } }
/** A line of a streamed upload answer: a step begun, or the end with the status and body a plain answer has. */
export type UploadProgressLine = { phase: UploadPhase } | { status: number; body: UploadSuccess | UploadPreviewAnswer | UploadFailure | null };

/**
 * One accepted upload as its history shows it. `state`: `current` while its rows are the stored ones (it can be
 * reverted), `changed` once a later upload, an edit or a stage copy replaced some of them, `reverted` once undone.
 */
export interface UploadBatchEntry {
  id: number; kind: UploadKind; fiscalYear: string; stage: number | null; fileName: string; sha256: string; hasFile: boolean;
  rows: number; replaced: number; createdAt: string; createdBy: string;
  state: 'current' | 'changed' | 'reverted'; revertedAt: string | null; revertedBy: string | null;
}
/** A refused upload kept so its rows can be given back with their problems (GET /api/uploads/rejections/:id/rows.xlsx). */
export interface UploadRejectionEntry { id: string; kind: UploadKind; fileName: string; sha256: string; errors: number; createdAt: string; createdBy: string }
/** GET /api/uploads/history: newest first, in the caller's scope. */
export interface UploadHistory { batches: UploadBatchEntry[]; rejections: UploadRejectionEntry[] }

/** GET /api/uploads/rows: one page of a stored list kind (cells in template order), its row count and amount total. */
export interface UploadRowsPage { kind: UploadKind; columns: string[]; amountColumn: string; rows: (string | number | null)[][]; count: number; sum: number }

/** Share of a line's approved amount a virement-limited vote may move (the PFM Act's 10 % rule). */
export const VIREMENT_LIMIT_SHARE = 0.1;
