/**
 * Build step: writes <outDir>/build-facts.json (src/server/build-facts.ts), what the server
 * running this build needs to know about it, so that the server reads neither Astro's
 * configuration nor the content snapshot at run time. It also reports the pages whose main
 * content is not translated yet: a line each in the build's log, and <outDir>/untranslated-pages.json
 * (beside the CDN's folder, not in it) for tests and whoever translates next.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { snapshotExportedAt } from '../content/snapshot-meta';
import { languages } from '../i18n/locales';
import { contentProjects } from '../lib/project-catalog';
import { BUILD_FACTS_FILE, type BuildFacts } from '../server/build-facts';
import { UNTRANSLATED_PAGES_FILE, untranslatedPages } from '../lib/site-pages';

const UNTRANSLATED_PAGES_LOGGED = 10;

export default function buildFacts(): AstroIntegration {
  let site: string | undefined;
  return {
    name: 'build-facts',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
      },
      'astro:build:done': ({ dir, logger }) => {
        const officeHours: NonNullable<BuildFacts['officeHours']> = {};
        for (const lang of languages) {
          const hours = contentProjects.requestOffice(lang);
          if (hours) officeHours[lang] = hours;
        }
        const facts: BuildFacts = { ...(site ? { site } : {}), contentExportedAt: snapshotExportedAt(), officeHours };
        // `dir` is the static output (dist/client); the server reads the facts next to it.
        writeFileSync(join(fileURLToPath(dir), '..', BUILD_FACTS_FILE), `${JSON.stringify(facts, null, 2)}\n`);
        logger.info(`${BUILD_FACTS_FILE} written (content exported at ${facts.contentExportedAt ?? 'no recorded time'})`);
        const untranslated = untranslatedPages();
        writeFileSync(join(fileURLToPath(dir), '..', UNTRANSLATED_PAGES_FILE), `${JSON.stringify(untranslated, null, 2)}\n`);
        logger.info(
          `${untranslated.length} page(s) not translated yet (noindex, out of the sitemap and hreflang), listed in ${UNTRANSLATED_PAGES_FILE}${untranslated.length > 0 ? ':' : ''}`,
        );
        // A few name the kind; a large site's hundreds would bury the rest of the build's output.
        for (const page of untranslated.slice(0, UNTRANSLATED_PAGES_LOGGED))
          logger.info(`untranslated ${page.path}: shows ${page.shows}, canonical ${page.canonicalPath}`);
        if (untranslated.length > UNTRANSLATED_PAGES_LOGGED) logger.info(`... and ${untranslated.length - UNTRANSLATED_PAGES_LOGGED} more`);
      },
    },
  };
}
