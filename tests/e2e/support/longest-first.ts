import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The e2e files that take longest, slowest first, from the per-file times `npm run verify`
 * prints. Two workers take files in this order: a long file started last would run alone at the
 * end while the other worker idles (a clean clone has no vitest timing cache to order by).
 * Update the list when the printed times change their order.
 */
export const LONGEST_E2E_FILES = [
  'route-sweep-1.e2e.ts',
  'route-sweep-2.e2e.ts',
  'hostile-1.e2e.ts',
  'hostile-2.e2e.ts',
  'sign-journey.e2e.ts',
  'hostile-writes.e2e.ts',
  'elderly.e2e.ts',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_E2E_FILES.indexOf(path.basename(spec.moduleId));
      return index < 0 ? LONGEST_E2E_FILES.length : index;
    };
    // Array.prototype.sort is stable: the other files keep vitest's own order after these.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
