import { describe, expect, it } from 'vitest';
import { previewBenchOptions } from '../../../scripts/lib/preview-bench-options';

describe('npm run bench:preview options', () => {
  it('runs 50 edits per unit at 1,000 projects, without a browser, unless told otherwise', () => {
    expect(previewBenchOptions([])).toEqual({ edits: 50, projects: 1000, browser: false });
    expect(previewBenchOptions(['--edits', '5', '--projects', '300', '--browser'])).toEqual({ edits: 5, projects: 300, browser: true });
  });

  it('refuses a count that is not a whole number of at least one, and an option it does not know', () => {
    expect(() => previewBenchOptions(['--edits', '0'])).toThrow("--edits must be a whole number of at least 1, got '0'");
    expect(() => previewBenchOptions(['--projects', '2.5'])).toThrow("--projects must be a whole number of at least 1, got '2.5'");
    expect(() => previewBenchOptions(['--pages', '3'])).toThrow(/--pages/);
  });
});
