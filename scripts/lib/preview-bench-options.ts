/** `npm run bench:preview`'s options: how many edits per unit, the grown site's projects per language, and whether to type in a browser too. */
import { parseArgs } from 'node:util';

export interface PreviewBenchOptions {
  edits: number;
  projects: number;
  browser: boolean;
}

const wholeNumber = (name: string, value: string, least: number): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < least) throw new Error(`--${name} must be a whole number of at least ${least}, got '${value}'`);
  return number;
};

export function previewBenchOptions(args: string[]): PreviewBenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      edits: { type: 'string', default: '50' },
      projects: { type: 'string', default: '1000' },
      browser: { type: 'boolean', default: false },
    },
  });
  return { edits: wholeNumber('edits', values.edits, 1), projects: wholeNumber('projects', values.projects, 1), browser: values.browser };
}
