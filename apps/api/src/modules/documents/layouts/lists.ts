import { amount, count, row, text, withSubtotals, type Column, type Row } from '../model.js';
import { uploadedRows, type UploadedRow } from '../documents.repo.js';
import type { Report } from '../../../db/schema/index.js';
import { FOR_LG, FOR_VOTE, needs, fy, type Layout } from './input.js';

/** A local government's lists come from its own upload kinds (lg-staff, lg-pension). */
const kindFor = (report: Report, kind: 'staff' | 'pension') => (report.reportType.startsWith('LG') ? `lg-${kind}` : kind);

const str = (r: UploadedRow, k: string) => String(r.data[k] ?? '');
const num = (r: UploadedRow, k: string) => Number(r.data[k] ?? 0);

function groupBy(rows: UploadedRow[], key: (r: UploadedRow) => string, order = (a: string, b: string) => a.localeCompare(b)): [string, UploadedRow[]][] {
  const m = new Map<string, UploadedRow[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return [...m.entries()].sort(([a], [b]) => order(a, b));
}

// Within a scale number, the executive grades come first: U1SE (special), U1E, then U1 Upper, U1, U1 Lower.
const GRADE = ['SE', 'E', 'UPPER', '', 'LOWER'];
const scaleOf = (s: string) => {
  const m = /^U\s*(\d+)\s*(.*)$/i.exec(s.trim());
  if (!m) return null;
  const rest = (m[2] ?? '').trim();
  const grade = GRADE.indexOf(rest.toUpperCase());
  return { n: Number(m[1]), grade: grade < 0 ? GRADE.length : grade, rest };
};

/** Salary scales most senior first (U1SE, U1E, U1, U2 … U10), as the public service ranks them; others after, by name. */
export function salaryScaleOrder(a: string, b: string): number {
  const [x, y] = [scaleOf(a), scaleOf(b)];
  if (!x || !y) return x ? -1 : y ? 1 : a.localeCompare(b);
  return x.n - y.n || x.grade - y.grade || x.rest.localeCompare(y.rest);
}

/** The staff list from the staff upload: by salary scale, most senior first, with head counts and the monthly and annual wage bill. */
export const staffList: Layout = async ({ db, report, year, entityId }) => {
  const rows = await uploadedRows(db, kindFor(report, 'staff'), year.id, entityId);
  if (!rows.length) return { tables: [], facts: [], missing: [needs('NEEDS.STAFF_LIST', { year: fy(year, 0), for: report.reportType.startsWith('LG') ? FOR_LG : FOR_VOTE })] };
  const cols: Column[] = [text('Employee number'), text('Name'), text('Position'), text('Salary scale'), count('Staff'), amount('Monthly salary'), amount('Annual salary')];
  const groups = groupBy(rows, (r) => str(r, 'Salary_Scale'), salaryScaleOrder).map(([scale, list]): [string, Row[]] => [scale, list.map((r) =>
    row(cols, [str(r, 'Employee_Number'), str(r, 'Name'), str(r, 'Position'), scale, 1, num(r, 'Monthly_Salary'), num(r, 'Monthly_Salary') * 12]))]);
  const monthly = rows.reduce((s, r) => s + num(r, 'Monthly_Salary'), 0);
  return {
    tables: [{ title: `Staff list ${fy(year, 0)} by salary scale (UGX)`, columns: cols, rows: withSubtotals(cols, groups) }],
    facts: [['Staff', rows.length], ['Monthly wage bill (UGX)', monthly], ['Annual wage bill (UGX)', monthly * 12]],
    missing: [],
  };
};

/** Pensioners and gratuity beneficiaries from the pension upload, by benefit, with counts and totals. */
export const pensionList: Layout = async ({ db, report, year, entityId }) => {
  const rows = await uploadedRows(db, kindFor(report, 'pension'), year.id, entityId);
  if (!rows.length) return { tables: [], facts: [], missing: [needs('NEEDS.PENSION_LIST', { year: fy(year, 0), for: report.reportType.startsWith('LG') ? FOR_LG : FOR_VOTE })] };
  const cols: Column[] = [text('Employee number'), text('Name'), text('Benefit'), count('Beneficiaries'), amount('Monthly amount'), amount('Annual amount')];
  const groups = groupBy(rows, (r) => str(r, 'Benefit')).map(([benefit, list]): [string, Row[]] => [benefit, list.map((r) =>
    row(cols, [str(r, 'Employee_Number'), str(r, 'Name'), benefit, 1, num(r, 'Monthly_Amount'), num(r, 'Annual_Amount')]))]);
  const of = (b: string) => rows.filter((r) => str(r, 'Benefit') === b);
  return {
    tables: [{ title: `Pension and gratuity ${fy(year, 0)} (UGX)`, columns: cols, rows: withSubtotals(cols, groups) }],
    facts: [['Pensioners', of('Pension').length], ['Gratuity beneficiaries', of('Gratuity').length],
      ['Annual total (UGX)', rows.reduce((s, r) => s + num(r, 'Annual_Amount'), 0)]],
    missing: [],
  };
};

/** Sponsored students from the student upload: by institution, with head counts and annual fees. */
export const studentList: Layout = async ({ db, year, entityId }) => {
  const rows = await uploadedRows(db, 'student', year.id, entityId);
  if (!rows.length) return { tables: [], facts: [], missing: [needs('NEEDS.STUDENT_LIST', { year: fy(year, 0), for: FOR_VOTE })] };
  const cols: Column[] = [text('Student number'), text('Name'), text('Institution'), text('Course'), text('Year of study'), count('Students'), amount('Annual fees')];
  const groups = groupBy(rows, (r) => str(r, 'Institution')).map(([institution, list]): [string, Row[]] => [institution, list
    .sort((a, b) => str(a, 'Student_Number').localeCompare(str(b, 'Student_Number')))
    .map((r) => row(cols, [str(r, 'Student_Number'), str(r, 'Name'), institution, str(r, 'Course'), str(r, 'Year_Of_Study'), 1, num(r, 'Annual_Fees')]))]);
  return {
    tables: [{ title: `Sponsored students ${fy(year, 0)} by institution (UGX)`, columns: cols, rows: withSubtotals(cols, groups) }],
    facts: [['Students', rows.length], ['Institutions', groups.length],
      ['Annual fees (UGX)', rows.reduce((s, r) => s + num(r, 'Annual_Fees'), 0)]],
    missing: [],
  };
};
