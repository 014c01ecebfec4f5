import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, longest first (CI runs from a clean clone, with no durations of an earlier run for
 * vitest to order by): started first, they leave the short files to even out the two workers' ends. Measured in
 * CI's browser suite (docs/PERFORMANCE.md); a file not named keeps vitest's order after them.
 */
const LONGEST = ['sign-in', 'accessibility-menu', 'report-workflow', 'accessibility-languages', 'routes', 'accessibility-screens',
  'budget-book', 'accessibility-sign-in', 'budget-upload', 'dashboard', 'approval-calendar', 'portal'];

const rank = (file: TestSpecification) => {
  const i = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
  return i < 0 ? LONGEST.length : i;
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
