/**
 * The studio's page preview, keystroke by keystroke, at today's site and at a grown one. Against
 * the built server (`node dist/server/main.mjs`, with the memory bounds `npm run serve` gives,
 * the embedded store in a temporary folder), signed in as a `content` account, it posts to the
 * preview's route (adminApi.pagePreview) what the editor's pane posts: a unit and its draft,
 * the draft the unit's stored data with one field changed to a new text each time. Each edit is
 * timed from its post until the whole page is read and holds the new text; the edits follow one
 * another, as keystrokes do. Three units, in English: the home document (its first counter's
 * label), the projects document (its heading) and one project, the middle one (its name).
 *
 * Two sizes, each on a server of its own: the committed snapshot's 9 projects, and --projects
 * (1,000) per language. The grown site is not built: its projects are written into the server's
 * embedded database before it starts (scripts/lib/scaled-store.ts, the copies
 * scripts/lib/scaled-snapshot.ts makes), and the preview reads the store's content laid over the
 * built snapshot, as it reads what editors saved. Pages a build writes are the 9-project site's;
 * every page the preview renders is the grown site's.
 *
 * Printed: p50, p95 and max per unit and size, the server's CPU an edit took (what a busy
 * machine moves least), the ratio of the grown site's to the small one's,
 * and the server's resident memory after it started and after the last edit. The first preview
 * of each server (the store's content read, then kept), of the projects document, is timed apart.
 *
 * With --browser, each server is then used as an editor uses it (scripts/lib/preview-typing.ts):
 * in Chromium, on the middle project's editor in Turkish with the live preview open, --edits
 * characters are typed into its name, one each 150 ms, and each keystroke is timed until the
 * pane's shown frame holds the name as that keystroke left it.
 *
 * Usage: npm run build && npm run bench:preview [-- --edits 50 --projects 1000 --browser]
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toStored } from '../src/content/document-parts';
import type { Content } from '../src/content/documents';
import { getContent } from '../src/content/loader';
import { adminApi, languages, type Lang } from '../src/i18n/routes';
import { pageCount } from '../src/lib/pagination';
import { PROJECTS_PER_PAGE, projectsListPath } from '../src/lib/project-pages';
import type { ContentUnit } from '../src/server/store/content';
import { chromiumLaunchOptions, loopbackOnlyArgs } from '../tests/browser/chromium';
import { embeddedStoreEnv } from '../tests/browser/contact-data';
import { addAccount } from '../tests/browser/studio-project';
import { startBuiltSite } from './lib/built-site';
import { freePort } from './lib/free-port';
import { percentile } from './lib/percentile';
import { previewBenchOptions } from './lib/preview-bench-options';
import { typingLatencies, type TypingFigures } from './lib/preview-typing';
import { cpuSeconds, residentBytes } from './lib/process-figures';
import { storeScaledProjects } from './lib/scaled-store';

const options = previewBenchOptions(process.argv.slice(2));
const ms = (value: number) => value.toFixed(0);
const EDITOR = { email: 'bench@example.com', password: 'önizleme ölçümü parolası 2026' };
const LANG: Lang = 'en';
/** A person typing steadily: a character each 150 ms. */
const TYPING_PACE_MS = 150;

/** A unit the bench edits: its draft with `text` in the field the page shows. */
interface EditedUnit {
  name: string;
  unit: ContentUnit;
  draft: (text: string) => Record<string, unknown>;
}

function editedUnits(content: Content): EditedUnit[] {
  const home = toStored('home', content.home).fields;
  const counters = content.home.counters;
  const projectsPage = toStored('projects', content.projects);
  const project = projectsPage.items.find((entry) => entry.id === middleProject(content).id)!;
  return [
    {
      name: 'home document',
      unit: { lang: LANG, key: 'home', item: null },
      draft: (text) => ({ ...home, counters: { ...counters, completed: { ...counters.completed, label: text } } }),
    },
    {
      name: 'projects document',
      unit: { lang: LANG, key: 'projects', item: null },
      draft: (text) => ({ ...projectsPage.fields, header: text }),
    },
    { name: 'one project', unit: { lang: LANG, key: 'projects', item: project.id }, draft: (text) => ({ ...project.data, name: text }) },
  ];
}

interface UnitFigures {
  unit: string;
  projects: number;
  p50: number;
  p95: number;
  max: number;
  /** The server's CPU over the unit's edits, divided by their number: the figure a busy machine moves least. */
  cpuMs: number;
}

interface SizeFigures {
  projects: number;
  firstMs: number;
  rssStartMb: number;
  rssEndMb: number;
  units: UnitFigures[];
  typing?: TypingFigures;
}

function typingSummary({ latencies, pagesShown }: TypingFigures): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `typed in the editor, a character each ${TYPING_PACE_MS} ms: keystroke to pane p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, max ${ms(sorted.at(-1)!)} ms; the last keystroke ${ms(latencies.at(-1)!)} ms; pages the pane showed meanwhile: ${pagesShown}`;
}

const middleProject = (content: Content) => content.projects.projects[Math.floor(content.projects.projects.length / 2)]!;

/** One server with `projects` projects per language, its previews timed; typed into in `browser`, when given. */
async function measureSize(projects: number, browser: Browser | undefined): Promise<SizeFigures> {
  const dataDir = join(mkdtempSync(join(tmpdir(), `bench-preview-${projects}-`)), 'data');
  const grown = projects === getContent(LANG).projects.projects.length ? undefined : await storeScaledProjects(dataDir, projects);
  const contentOf = (lang: Lang) => grown?.[lang] ?? getContent(lang);
  const content = contentOf(LANG);
  const env = { ...process.env, ...embeddedStoreEnv(dataDir) };
  await addAccount(env, EDITOR, '--can', 'content');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startBuiltSite(port, env);
  try {
    const rssStart = residentBytes(server.pid!);
    const signIn = await fetch(`${origin}${adminApi.session}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(EDITOR),
    });
    if (signIn.status !== 204) throw new Error(`signing in answered ${signIn.status}`);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;

    /** Posts one edit as the pane does; its time until the whole page holding `text` was read, and the page. */
    async function edit({ unit, draft }: EditedUnit, text: string): Promise<{ took: number; html: string }> {
      const started = performance.now();
      const answer = await fetch(`${origin}${adminApi.pagePreview}`, {
        method: 'POST',
        headers: { origin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ unit: JSON.stringify(unit), draft: JSON.stringify(draft(text)) }).toString(),
      });
      const html = await answer.text();
      const took = performance.now() - started;
      if (answer.status !== 200 || !html.includes(text))
        throw new Error(`the preview of ${JSON.stringify(unit)} answered ${answer.status} without '${text}': ${html.slice(0, 300)}`);
      return { took, html };
    }

    const units = editedUnits(content);
    const [, projectsDocument] = units as [EditedUnit, EditedUnit];
    const first = await edit(projectsDocument, `First preview ${projects}`);
    // The list's last page is linked from its first: the preview reads the site of this size.
    const lastPage = projectsListPath(LANG, pageCount(projects, PROJECTS_PER_PAGE));
    if (!first.html.includes(`href="${lastPage}"`)) throw new Error(`the projects list of ${projects} projects has no link to ${lastPage}`);
    const figures: UnitFigures[] = [];
    for (const unit of units) {
      const times: number[] = [];
      const cpuBefore = cpuSeconds(server.pid);
      for (let i = 1; i <= options.edits; i++) times.push((await edit(unit, `Bench edit ${projects} ${i} of ${unit.name}`)).took);
      const cpuMs = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / options.edits;
      const sorted = times.sort((a, b) => a - b);
      const unitFigures = {
        unit: unit.name,
        projects,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        max: sorted.at(-1)!,
        cpuMs,
      };
      figures.push(unitFigures);
      console.log(
        `  ${projects} projects, ${unit.name}: p50 ${ms(unitFigures.p50)} ms, p95 ${ms(unitFigures.p95)} ms, CPU ${ms(cpuMs)} ms an edit`,
      );
    }
    const rssEndMb = residentBytes(server.pid!) / 1024 / 1024;
    const typed = { key: 'projects', item: middleProject(contentOf('tr')).id, lang: 'tr', titleField: 'name' } as const;
    const typing = browser && (await typingLatencies(browser, origin, EDITOR, typed, options.edits, TYPING_PACE_MS));
    if (typing) console.log(`  ${projects} projects, ${typingSummary(typing)}`);
    return { projects, firstMs: first.took, rssStartMb: rssStart / 1024 / 1024, rssEndMb, units: figures, ...(typing ? { typing } : {}) };
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  }
}

const shipped = getContent(LANG).projects.projects.length;
console.log(
  `The page preview, ${options.edits} edits per unit, at ${shipped} and ${options.projects} projects in each of ${languages.length} languages`,
);
const browser = options.browser
  ? await chromium.launch({ ...chromiumLaunchOptions, args: [...(chromiumLaunchOptions.args ?? []), ...loopbackOnlyArgs] })
  : undefined;
const sizes: SizeFigures[] = [];
try {
  for (const projects of [shipped, options.projects]) sizes.push(await measureSize(projects, browser));
} finally {
  await browser?.close();
}

const [small, grown] = sizes as [SizeFigures, SizeFigures];
const table = [
  `| unit | projects | p50 ms | p95 ms | max ms | server CPU ms an edit |`,
  `|---|---:|---:|---:|---:|---:|`,
  ...sizes.flatMap((size) =>
    size.units.map((u) => `| ${u.unit} | ${u.projects} | ${ms(u.p50)} | ${ms(u.p95)} | ${ms(u.max)} | ${ms(u.cpuMs)} |`),
  ),
  ...small.units.map((u, index) => {
    const g = grown.units[index]!;
    return `| ${u.unit} | ${grown.projects}/${small.projects} | ${(g.p50 / u.p50).toFixed(2)}x | ${(g.p95 / u.p95).toFixed(2)}x | ${(g.max / u.max).toFixed(2)}x | ${(g.cpuMs / u.cpuMs).toFixed(2)}x |`;
  }),
];
console.log(`\n${table.join('\n')}\n`);
for (const size of sizes) {
  console.log(
    `${size.projects} projects: first preview ${ms(size.firstMs)} ms; server RSS ${size.rssStartMb.toFixed(0)} MB after start, ${size.rssEndMb.toFixed(0)} MB after the last edit`,
  );
  if (size.typing) console.log(`  ${typingSummary(size.typing)}`);
}
mkdirSync('bench-results', { recursive: true });
const file = join('bench-results', `preview-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ edits: options.edits, sizes }, null, 2));
console.log(`\nFigures in ${file}`);
