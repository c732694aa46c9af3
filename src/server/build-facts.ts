/**
 * What a build tells the server that runs it, written beside its pages by
 * src/integrations/build-facts.ts: the site's public URL (Astro's `site`, the origin the
 * contact form and the admin post from), when the content it was built from was exported, and
 * the hours of the office each language's requests go to, which the reminders count waits in:
 * a publish that changes them takes effect with the build, without a restart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { openingHoursSchema } from '../content/schemas';
import { languages } from '../i18n/locales';

export const BUILD_FACTS_FILE = 'build-facts.json';

const buildFactsSchema = z.object({
  site: z.url().optional(),
  contentExportedAt: z.iso.datetime().nullable(),
  /** By language; a language whose office keeps no hours is absent. Absent altogether in a build from before it was written. */
  officeHours: z.partialRecord(z.enum(languages), openingHoursSchema).optional(),
});

export type BuildFacts = z.infer<typeof buildFactsSchema>;

/** The facts of the build in `distDir`; throws naming the file and the field when they do not hold. */
export function readBuildFacts(distDir: string): BuildFacts {
  const file = join(distDir, BUILD_FACTS_FILE);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} could not be read (${(error as Error).message}); run \`npm run build\``);
  }
  const result = buildFactsSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${file}: field '${issue.path.join('.')}': ${issue.message}`);
  }
  return result.data;
}
