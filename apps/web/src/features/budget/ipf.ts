/** The amount columns of a grant IPF row, in the order the API takes them (Plan_Y0 … the budget year's Q4 actual). */
export const IPF_AMOUNTS = ['Plan_Y0', 'Projection_Y1', 'Projection_Y2', 'Projection_Y3', 'Projection_Y4', 'Projection_Y5',
  'Projection_Y1Q1', 'Projection_Y1Q2', 'Projection_Y1Q3', 'Projection_Y1Q4'] as const;

export type IpfRow = Record<string, string | number | null> & { ID: number };
export type Transfer = 'Conditional' | 'Discretionary';
