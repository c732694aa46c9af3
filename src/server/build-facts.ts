/**
 * What a build tells the server that runs it, written beside its pages by
 * src/integrations/build-facts.ts: the site's public URL (Astro's `site`, the origin the
 * contact form and the admin post from) and when the content it was built from was exported.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const BUILD_FACTS_FILE = 'build-facts.json';

const buildFactsSchema = z.object({
  site: z.url().optional(),
  contentExportedAt: z.iso.datetime().nullable(),
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
