/**
 * The page-reuse integration (src/integrations/page-reuse/) in real builds of the site: a build
 * given an earlier one after an edit renders the edited project's pages and copies the others, and
 * writes exactly the files a full build of the same content writes. The earlier build is the
 * suite's own (`npm run build` comes before this stage), as a publish run's is the build served;
 * a build of other code, or none, and the test makes one of the committed content itself.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { encodings } from '../../../src/server/http/precompressed';
import { contentDocuments } from '../../../src/content/documents';
import { getPageFrame } from '../../../src/content/operations';
import type { ProjectsPage } from '../../../src/content/schemas';
import { languages, pathFor } from '../../../src/i18n/routes';
import { pageFile } from '../../../src/integrations/page-reuse/session';
import { astroBuild } from '../../security/site-build';
import { distDir } from '../../dist-dir';

const root = mkdtempSync(join(tmpdir(), 'page-reuse-build-'));
symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const projectsFile = (snapshot: string, lang: string) => join(snapshot, lang, contentDocuments.projects.file);
const readProjects = (snapshot: string, lang: string) => JSON.parse(readFileSync(projectsFile(snapshot, lang), 'utf8')) as ProjectsPage;

/** The committed snapshot with one project's English description edited and another's Turkish address changed. */
function editedSnapshot() {
  const dir = join(root, 'edited-snapshot');
  cpSync('content-snapshot', dir, { recursive: true });
  const inFooters = new Set(languages.flatMap((lang) => getPageFrame(lang).footer.lastCompletedProjects.map((p) => p.id)));
  const english = readProjects(dir, 'en');
  const described = english.projects.find((p) => !inFooters.has(p.id))!;
  described.project.description = `${described.project.description} Edited for the page-reuse check.`;
  writeFileSync(projectsFile(dir, 'en'), JSON.stringify(english));
  const turkish = readProjects(dir, 'tr');
  const moved = turkish.projects.find((p) => !inFooters.has(p.id) && p.id !== described.id)!;
  const oldUrl = moved.project.url;
  moved.project.url = `${oldUrl}-yeni`;
  writeFileSync(projectsFile(dir, 'tr'), JSON.stringify(turkish));
  const untouched = english.projects.find((p) => !inFooters.has(p.id) && p.id !== described.id && p.id !== moved.id)!;
  return { dir, described, moved: { id: moved.id, oldUrl, url: moved.project.url }, untouched };
}

async function build(name: string, env: NodeJS.ProcessEnv): Promise<{ outDir: string; output: string }> {
  const outDir = join(root, name);
  const { code, output } = await astroBuild(process.cwd(), outDir, env);
  if (code !== 0) throw new Error(`astro build exited ${code}:\n${output.slice(-4000)}`);
  return { outDir, output };
}

/**
 * Every file of a build by path, but the server's bundle (named after the folder it was built in),
 * build-cache.json (what the build itself asked of the image cache: a build that copies pages
 * asks for fewer images) and compressed copies (scripts/precompress.ts's, after the build; a page
 * copied from a served build brings its own).
 */
function filesOf(outDir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name).slice(outDir.length + 1);
    const compressed = encodings.some(({ suffix }) => path.endsWith(suffix));
    if (!path.startsWith('server') && path !== 'build-cache.json' && !compressed) files.set(path, readFileSync(join(outDir, path)));
  }
  return files;
}

/** The pages a build's output says it wrote. */
const renderedPages = (output: string) =>
  // Coloured where the environment asks for colour (CI=true does).
  [...stripVTControlCharacters(output).matchAll(/[├└]─ (\S+\/index\.html)/g)].map(([, file]) => file!.slice(1));

/** The edited snapshot built given the suite's build, or given one made here when that one is of other code or missing. */
async function reusingBuild(snapshotDir: string): Promise<{ outDir: string; output: string }> {
  const given = await build('reusing', { CONTENT_SNAPSHOT_DIR: snapshotDir, REUSE_PAGES_FROM: resolve(distDir) });
  if (!/every page is rendered/.test(stripVTControlCharacters(given.output))) return given;
  const earlier = await build('earlier', {});
  return build('reusing-own', { CONTENT_SNAPSHOT_DIR: snapshotDir, REUSE_PAGES_FROM: earlier.outDir });
}

describe('a build given an earlier one', () => {
  it('renders the pages an edit changed, copies the rest, and writes what a full build writes', { timeout: 300_000 }, async () => {
    const edit = editedSnapshot();
    // Side by side: each waits on its own child process much of the time.
    const [reusing, full] = await Promise.all([reusingBuild(edit.dir), build('full', { CONTENT_SNAPSHOT_DIR: edit.dir })]);

    expect(full.output).toMatch(/every page is rendered: no earlier build was given/);
    const reused = Number(/reused (\d+) pages/.exec(stripVTControlCharacters(reusing.output))?.[1]);
    const rendered = new Set(renderedPages(reusing.output));
    const all = renderedPages(full.output);
    // The edited description's page, and the moved project's pages in every language (their addresses and links changed).
    expect(rendered).toContain(pageFile(pathFor('projectDetail', 'en', edit.described.project.url)));
    for (const lang of languages)
      expect(rendered).toContain(
        pageFile(
          pathFor(
            'projectDetail',
            lang,
            lang === 'tr'
              ? edit.moved.url
              : (readProjects(edit.dir, lang).projects.find((p) => p.id === edit.moved.id)?.project.url ?? edit.moved.url),
          ),
        ),
      );
    // A project no edit touched is copied in every language.
    for (const lang of languages) expect(rendered).not.toContain(pageFile(pathFor('projectDetail', lang, edit.untouched.project.url)));
    expect(reused).toBeGreaterThan(all.length / 2);
    expect(rendered.size + reused).toBe(all.length);

    const [copied, whole] = [filesOf(reusing.outDir), filesOf(full.outDir)];
    expect([...copied.keys()].sort()).toEqual([...whole.keys()].sort());
    const differing = [...whole].filter(([path, bytes]) => !copied.get(path)!.equals(bytes)).map(([path]) => path);
    expect(differing).toEqual([]);
  });
});
