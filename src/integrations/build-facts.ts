/**
 * Build step: writes <outDir>/build-facts.json (src/server/build-facts.ts), what the server
 * running this build needs to know about it, so that the server reads neither Astro's
 * configuration nor the content snapshot at run time.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { snapshotExportedAt } from '../content/snapshot-meta';
import { BUILD_FACTS_FILE, type BuildFacts } from '../server/build-facts';

export default function buildFacts(): AstroIntegration {
  let site: string | undefined;
  return {
    name: 'build-facts',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
      },
      'astro:build:done': ({ dir, logger }) => {
        const facts: BuildFacts = { ...(site ? { site } : {}), contentExportedAt: snapshotExportedAt() };
        // `dir` is the static output (dist/client); the server reads the facts next to it.
        writeFileSync(join(fileURLToPath(dir), '..', BUILD_FACTS_FILE), `${JSON.stringify(facts, null, 2)}\n`);
        logger.info(`${BUILD_FACTS_FILE} written (content exported at ${facts.contentExportedAt ?? 'no recorded time'})`);
      },
    },
  };
}
