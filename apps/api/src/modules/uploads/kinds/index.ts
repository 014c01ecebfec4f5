import { UPLOAD_KINDS, type UploadKind } from '@pbs/domain';
import type { KindHandler } from './handler.js';
import { mtefHandler } from './mtef.js';
import { ipfHandler } from './ipf.js';
import { supplementaryHandler, virementHandler } from './adjustments.js';
import { lineSupplementaryHandler, lineVirementHandler } from './line-adjustments.js';
import { listHandler, QUARTER_LINE } from './lists.js';
import { sepcHandler } from './sepc.js';
import { releaseHandler } from './releases.js';
import { externalFinanceHandler } from './external-finance.js';
import { limitsHandler } from './limits.js';
import { lrrHandler } from './lrr.js';
import { performanceHandler } from './performance.js';
import { monthsHeldFirst } from './months-held.js';
import { executionLinesHandler } from './execution-lines.js';
import { revenueEstimatesHandler, revenueOutturnsHandler } from './revenue-estimates.js';

const list = (kind: UploadKind, amount: string, key: string[]) => listHandler(kind, UPLOAD_KINDS[kind].columns, amount, key);

export const HANDLERS: Record<UploadKind, KindHandler> = {
  mtef: mtefHandler,
  ipf: ipfHandler,
  supplementary: supplementaryHandler,
  virement: virementHandler,
  'line-supplementary': lineSupplementaryHandler,
  'line-virement': lineVirementHandler,
  pension: list('pension', 'Annual_Amount', ['Vote_Code', 'Employee_Number', 'Benefit']),
  staff: list('staff', 'Monthly_Salary', ['Vote_Code', 'Employee_Number']),
  'lg-pension': list('lg-pension', 'Annual_Amount', ['Vote_Code', 'Employee_Number', 'Benefit']),
  'lg-staff': list('lg-staff', 'Monthly_Salary', ['Vote_Code', 'Employee_Number']),
  student: list('student', 'Annual_Fees', ['Vote_Code', 'Institution', 'Student_Number']),
  lrr: lrrHandler(),
  'warrants-releases': releaseHandler('warrants-releases', 'Release_Amount'),
  'external-finance': externalFinanceHandler(),
  'expenditure-limits': limitsHandler('expenditure-limits'),
  'quarterly-releases': monthsHeldFirst(releaseHandler('quarterly-releases', 'Amount')),
  'quarterly-warrants-expenditure': monthsHeldFirst(list('quarterly-warrants-expenditure', 'Expenditure_Amount', QUARTER_LINE)),
  'quarterly-cash-limits': limitsHandler('quarterly-cash-limits'),
  'execution-lines': executionLinesHandler,
  'revenue-estimates': revenueEstimatesHandler,
  'revenue-outturns': revenueOutturnsHandler,
  'sepc-estimates': sepcHandler,
  performance: performanceHandler('CG'),
  'lg-performance': performanceHandler('LG'),
};
