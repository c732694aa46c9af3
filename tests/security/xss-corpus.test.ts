/**
 * No script can come from content, anywhere. Every payload of an XSS corpus goes into every
 * text-bearing field of every document in every language; the content validation the build
 * runs either refuses it (naming the snapshot file and the field) or accepts it, and every
 * accepted payload is then rendered by a real build, whose pages a browser loads and a parser
 * scans for anything that could run.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../scripts/lib/cdn-static-server';
import { documentKeys, type Content, type DocumentKey } from '../../src/content/documents';
import { loadContent } from '../../src/content/loader';
import { languages, type Lang } from '../../src/i18n/routes';
import { checkPagesInBrowser, launchBrowser, type BrowserProblem } from './browser-check';
import { baseContent, baseDocument, contentFields, setAt, validateDocument, type ContentField } from './content-fields';
import { modes, runTrials, trialValue, type Mode, type Trial, type TrialResults } from './corpus-trials';
import { SECURITY_HEADERS_FILE } from '../../src/server/security-headers';
import { policyFrameSources, policyScriptHashes, scanHtml, type Finding } from './html-scan';
import { buildSite, htmlFiles, pagePath, writeSnapshot } from './site-build';
import { callText, numberedCall, xssPayloads, type XssFamily, type XssPayload } from './xss-payloads';

/** What the content schemas call markup in a plain-text field. */
const MARKUP = /<\s*\/?\s*[a-z!?]/i;

const payloads = xssPayloads();
const fields = contentFields();
const base: Record<Lang, Content> = Object.fromEntries(languages.map((lang) => [lang, baseContent(lang)])) as Record<Lang, Content>;
let accepted: Trial[] = [];
const temporary: string[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

const callOf = (payload: XssPayload) => callText(numberedCall(payload.id));

/** The first findings in full, then how many there are where. */
function summarize(items: { where: string; line: string }[]): string[] {
  const lines = [...new Set(items.map((i) => i.line))];
  if (lines.length === 0) return [];
  const counts = new Map<string, number>();
  for (const { where } of items) counts.set(where, (counts.get(where) ?? 0) + 1);
  return [...lines.slice(0, 15), `${lines.length} in all: ${[...counts].map(([where, n]) => `${where} ${n}`).join(', ')}`];
}

describe('no script can come from content', () => {
  it('has an XSS corpus of at least 300 distinct payloads from every filter-evasion family', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(300);
    expect(new Set(payloads.map((p) => p.value)).size).toBe(payloads.length);
    // Distinct as vectors, not only by the number each one passes to its call.
    const sameCall = xssPayloads(() => ({ fn: 'alert', arg: '1' }));
    expect(sameCall.length).toBe(payloads.length);
    const duplicates = sameCall.filter((p, i) => sameCall.findIndex((q) => q.value === p.value) !== i);
    expect(duplicates.map((p) => `${p.id}: ${p.value}`)).toEqual([]);

    const families: Record<string, number> = {};
    for (const p of payloads) families[p.family] = (families[p.family] ?? 0) + 1;
    const expected: XssFamily[] = [
      'tag injection',
      'event handler',
      'script url',
      'svg/mathml',
      'script context',
      'json in script',
      'attribute',
      'title',
      'style',
      'textarea',
      'comment',
      'frame/object/meta/form',
      'encoding/mutation',
    ];
    for (const family of expected) expect(families[family] ?? 0, family).toBeGreaterThanOrEqual(8);
    // Most payloads, whatever their family, open a tag of their own.
    expect(payloads.filter((p) => /<[a-z!?]/i.test(p.value)).length).toBeGreaterThanOrEqual(200);
    const handlers = new Set(payloads.flatMap((p) => [...p.value.matchAll(/[\s/"'](on[a-z]+)\s*=/gi)].map((m) => m[1]!.toLowerCase())));
    expect(handlers.size).toBeGreaterThanOrEqual(50);
    for (const needle of [
      'javascript:',
      'vbscript:',
      'data:text/html',
      '&#106',
      '&#x6a',
      '%6a',
      '\t',
      '\u0000',
      '\u2028',
      '\u2029',
      '</script>',
      '<!--',
      '--!>',
      '</title>',
      '</style>',
      'expression(',
      'url(javascript:',
      '</textarea>',
      '<svg',
      '<math',
      '<iframe',
      '<object',
      '<embed',
      '<base',
      'http-equiv="refresh"',
      'srcdoc',
      'formaction',
      'action="javascript:',
    ]) {
      expect(
        payloads.some((p) => p.value.toLowerCase().includes(needle.toLowerCase())),
        needle,
      ).toBe(true);
    }
    for (const p of payloads)
      expect(p.value, `payload ${p.id} calls nothing`).toMatch(
        /alert|confirm|prompt|print|&#|%[0-9a-f]{2}|\\u|\\x|base64|fromCharCode|atob|[\uff00-\uffef]/i,
      );
    console.log(`[xss] corpus: ${payloads.length} payloads`, families);
  });

  it('finds every text-bearing field of every document in every language', () => {
    for (const lang of languages) {
      for (const key of documentKeys) {
        // Counted another way: every string in the document's JSON except `lang`.
        let strings = 0;
        JSON.parse(JSON.stringify(base[lang][key]), (name, value: unknown) => {
          if (typeof value === 'string' && name !== 'lang') strings += 1;
          return value;
        });
        const found = fields.filter((f) => f.lang === lang && f.key === key);
        expect(found.filter((f) => f.inBase).length, `${lang} ${key}`).toBe(strings);
        expect(found.length, `${lang} ${key}`).toBeGreaterThan(0);
      }
    }
    expect(fields.some((f) => f.name === 'lang' || f.path.includes('lang'))).toBe(false);
    const probed = [...new Set(fields.filter((f) => !f.inBase).map((f) => f.name.replace(/\[\d+\]/g, '[]')))];
    console.log(
      `[xss] fields: ${fields.length} (${fields.length - fields.filter((f) => !f.inBase).length} in the content, optional ones added: ${probed.join(', ')})`,
    );
  });

  // A field's rule decides most trials, once per value; a whole document is validated a few times
  // per field (corpus-trials.ts). The limit only catches a hang.
  it('refuses each payload in each field naming the snapshot file and the field, or accepts it', { timeout: 300_000 }, () => {
    const started = performance.now();
    // Thousands of refusals: errors without stack traces are a third cheaper.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    let results: TrialResults;
    try {
      results = runTrials(fields, payloads, base);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    accepted = results.accepted;
    // Every field went back to its value: each trial changed exactly one field.
    for (const [id, doc] of results.documents) {
      const [lang, key] = id.split('/') as [Lang, DocumentKey];
      expect(doc, id).toEqual(baseDocument(lang, key));
    }
    const { refused } = results;
    const total = fields.length * payloads.length * modes.length;
    const fieldsPerRule = new Map<string, number>();
    for (const rule of results.rules.values()) fieldsPerRule.set(rule.label, (fieldsPerRule.get(rule.label) ?? 0) + 1);
    console.log(
      `[xss] decided ${total} (field, payload, whole|embedded) trials in ${Math.round(performance.now() - started)} ms ` +
        `with ${results.ruleChecks} rule checks and ${results.documentValidations} document validations: ` +
        `${refused.whole + refused.embedded} refused (${results.refusedByRule} by the field's rule, ${results.refusedByDocument} by the rest of its document), ` +
        `${accepted.length} accepted (whole: ${refused.whole} refused / ${accepted.filter((t) => t.mode === 'whole').length} accepted; ` +
        `embedded: ${refused.embedded} refused / ${accepted.filter((t) => t.mode === 'embedded').length} accepted)\n` +
        [...fieldsPerRule].map(([label, count]) => `  ${label}: ${count} fields`).join('\n'),
    );
    expect(accepted.length + refused.whole + refused.embedded).toBe(total);
    expect(results.badMessages).toEqual([]);
  });

  describe('two real builds with every accepted payload', () => {
    let browser: Browser | undefined;

    beforeAll(async () => {
      browser = await launchBrowser();
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
      // XSS_KEEP_TEMP=1 keeps the snapshot and build folders to look at a failure.
      if (!process.env['XSS_KEEP_TEMP']) for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    /**
     * Build 1 holds the payloads as whole values, build 2 inside realistic values. A field gets
     * all its accepted payloads of a mode at once, concatenated (still accepted: each piece was),
     * so every accepted (field, payload) pair is rendered. A field where the concatenation is
     * refused gets as many as validate, the rest are reported.
     *
     * In build 1 only the first payload of a field starts its value; the others follow it. That
     * loses nothing: a value only becomes a script URL by its start, and a field whose start
     * could be one (an href) is also caught by the static scan whatever follows; escaping, the
     * other way out, is the same wherever in the value a payload sits. Script URLs come first
     * in the corpus, so they are the ones that start the values.
     */
    function plan(mode: Mode): { snapshot: Map<Lang, Map<DocumentKey, unknown>>; placed: number; unplaced: Trial[] } {
      const snapshot = new Map(
        languages.map((lang) => [lang, new Map(documentKeys.map((key) => [key, baseDocument(lang, key) as unknown]))]),
      );
      const byField = new Map<ContentField, Trial[]>();
      for (const trial of accepted) {
        if (trial.mode === mode) byField.set(trial.field, [...(byField.get(trial.field) ?? []), trial]);
      }
      let placed = 0;
      const unplaced: Trial[] = [];
      for (const [field, trials] of byField) {
        const doc = snapshot.get(field.lang)!.get(field.key) as ReturnType<typeof baseDocument>;
        const compose = (list: Trial[]) => trialValue(field, mode, list.map((t) => t.payload.value).join(''));
        const fits = (list: Trial[]) => {
          setAt(doc, field.path, compose(list));
          return validateDocument(field.lang, field.key, doc, base[field.lang]).accepted;
        };
        let chosen = trials;
        if (!fits(trials)) {
          chosen = [];
          for (const trial of trials) {
            if (fits([...chosen, trial])) chosen.push(trial);
            else unplaced.push(trial);
          }
        }
        if (chosen.length > 0) setAt(doc, field.path, compose(chosen));
        else setAt(doc, field.path, field.inBase ? field.base : undefined);
        placed += chosen.length;
      }
      return { snapshot, placed, unplaced };
    }

    it('notices a script that runs: the browser check and the scan on a page built to fail', { timeout: 60_000 }, async () => {
      const site = tempDir('xss-self-check-');
      const pages: Record<string, string> = {
        'index.html': '<!doctype html><title>x</title><img src=/missing onerror=alert(7)><p>ok</p>',
        'a/index.html':
          '<!doctype html><title>a</title><script>confirm(8)</script><svg><animate onbegin=prompt(9) attributeName=x dur=1s></svg>',
        'b/index.html':
          '<!doctype html><title>b</title><meta http-equiv="refresh" content="0;url=/a"><a href="jav&#x09;ascript:print(10)">x</a>',
        'c/index.html':
          '<!doctype html><title>c</title><script type="application/ld+json">{"name":"</script><script>alert(11)</script>"}</script>',
        '404.html': '<!doctype html><title>404</title><p>not found</p>',
      };
      for (const [file, html] of Object.entries(pages)) {
        mkdirSync(dirname(join(site, file)), { recursive: true });
        writeFileSync(join(site, file), html);
      }
      const findings = Object.entries(pages)
        .flatMap(([file, html]) => scanHtml(file, html))
        .map((f) => `${f.file}: ${f.rule}`);
      expect(findings).toEqual([
        "index.html: event handler attribute 'onerror'",
        "a/index.html: inline script whose hash the site's policy does not list",
        "a/index.html: event handler attribute 'onbegin'",
        'b/index.html: <meta http-equiv=refresh>',
        "b/index.html: script URL in 'href'",
        'c/index.html: JSON-LD that is not valid JSON (content ended the script element?)',
        "c/index.html: inline script whose hash the site's policy does not list",
      ]);
      const server = await serveStatic(site);
      try {
        const { problems } = await checkPagesInBrowser(browser!, server.origin, htmlFiles(site).map(pagePath));
        const seen = problems.map((p) => `${p.page}: ${p.what.replace(/ in http\S+/, '')}`);
        for (const expected of ['/: called alert(7)', '/a: called confirm(8)', '/a: called prompt(9)', '/c: called alert(11)']) {
          expect(seen, seen.join('\n')).toContain(expected);
        }
        // The refresh shows as a navigation, or as the page going away while it was checked.
        expect(
          seen.some((line) => /^\/b: (the page navigated itself to|could not be checked)/.test(line)),
          seen.join('\n'),
        ).toBe(true);
        expect(seen.filter((line) => !/^\/[abc]?: /.test(line))).toEqual([]);
      } finally {
        await server.close();
      }
    });

    // The two builds run side by side: each spends much of its time waiting on its own child
    // process and on the browser, and they share the image cache of the suite's main build.
    for (const [index, mode] of (['whole', 'embedded'] as const).entries()) {
      it.concurrent(
        `build ${index + 1}: payloads as ${mode === 'whole' ? 'whole values' : 'part of realistic values'} run nowhere`,
        // Only catches a hang: two builds beside each other take minutes on a shared machine.
        { timeout: 600_000 },
        async ({ expect }) => {
          expect(accepted.length, 'the validation test ran first').toBeGreaterThan(0);
          const { snapshot, placed, unplaced } = plan(mode);
          const snapshotDir = tempDir(`xss-snapshot-${mode}-`);
          writeSnapshot(snapshotDir, snapshot);
          // The folder as the build will read it: valid as a whole, every language.
          for (const lang of languages) expect(() => loadContent(lang, { snapshotDir })).not.toThrow();

          const build = await buildSite(snapshotDir, tempDir(`xss-build-${mode}-`));
          if (build.code !== 0) expect.fail(`astro build failed (exit ${build.code}) with ${snapshotDir}:\n${build.output.slice(-6000)}`);

          const client = join(build.outDir, 'client');
          const files = htmlFiles(client);
          expect(files.length).toBeGreaterThan(40);

          const scanStarted = performance.now();
          // The inline scripts this build emitted itself are those its own policy lets run.
          const headers = JSON.parse(readFileSync(join(build.outDir, SECURITY_HEADERS_FILE), 'utf8')) as Record<string, string>;
          const scriptHashes = policyScriptHashes(headers['Content-Security-Policy'] ?? '');
          const frameSources = policyFrameSources(headers['Content-Security-Policy'] ?? '');
          expect(scriptHashes.size, "the build's policy lists its inline scripts").toBeGreaterThan(0);
          const findings: Finding[] = [];
          const callsOnPages = new Set<string>();
          for (const file of files) {
            const html = readFileSync(join(client, file), 'utf8');
            findings.push(...scanHtml(file, html, { scriptHashes, frameSources }));
            for (const [call] of html.matchAll(/(?:alert|confirm|prompt|print)\(\d+\)/g)) callsOnPages.add(call);
          }
          // Other documents a browser would render from content: the sitemap (XML, base URL in every <loc>).
          const xmlFiles = (readdirSync(client, { recursive: true }) as string[]).filter((file) => file.endsWith('.xml'));
          expect(xmlFiles.length).toBeGreaterThan(0);
          for (const file of xmlFiles) findings.push(...scanHtml(file, readFileSync(join(client, file), 'utf8'), { xml: true }));
          const scanMs = performance.now() - scanStarted;
          // The build rendered this snapshot: every accepted payload without markup that spells
          // its call out shows it on some page (as text, escaped, or in island props), so a build
          // that ignored CONTENT_SNAPSHOT_DIR cannot pass. (Plain-text fields refuse markup; what
          // a rich-text field accepts with markup is the sanitizer's, checked by the scans.)
          const spelledOut = [
            ...new Set(
              accepted
                .filter((t) => t.mode === mode && !MARKUP.test(t.payload.value) && t.payload.value.includes(callOf(t.payload)))
                .map((t) => t.payload),
            ),
          ];
          const notOnAnyPage = spelledOut.filter((p) => !callsOnPages.has(callOf(p)));

          const browserStarted = performance.now();
          const server = await serveStatic(client);
          let problems: BrowserProblem[];
          let pagesLoaded: number;
          let pageErrors: BrowserProblem[];
          let unsettled: BrowserProblem[];
          try {
            ({ problems, pagesLoaded, pageErrors, unsettled } = await checkPagesInBrowser(browser!, server.origin, files.map(pagePath)));
          } finally {
            await server.close();
          }
          const browserMs = performance.now() - browserStarted;
          console.log(
            `[xss] build ${index + 1} (${mode}): ${placed} accepted pairs rendered, build ${Math.round(build.ms)} ms, ` +
              `scan of ${files.length} pages and ${xmlFiles.length} XML files ${Math.round(scanMs)} ms, browser ${pagesLoaded} pages ${Math.round(browserMs)} ms, ` +
              `${findings.length} findings, ${problems.length} browser problems, ${pageErrors.length} page errors, ` +
              `${unsettled.length} images or islands still loading when a page was left`,
          );
          if (pageErrors.length > 0) console.log('[xss] page errors (not failures):', pageErrors.slice(0, 5));

          // One assertion, so a failure shows what the parser found and what the browser saw together.
          expect({
            staticScan: summarize(findings.map((f) => ({ where: f.file, line: `${f.file}: ${f.rule}: ${f.snippet}` }))),
            browser: summarize(problems.map((p) => ({ where: p.page, line: `${p.page}: ${p.what}` }))),
            notRendered: summarize(
              unplaced.map((t) => ({ where: t.field.file, line: `${t.field.file} ${t.field.name} payload ${t.payload.id}` })),
            ),
            notOnAnyPage: notOnAnyPage.map((p) => `payload ${p.id}: ${p.value.slice(0, 120)}`).slice(0, 15),
          }).toEqual({ staticScan: [], browser: [], notRendered: [], notOnAnyPage: [] });
          expect(spelledOut.length, 'enough payloads reach the pages to tell this build from another').toBeGreaterThan(50);
        },
      );
    }
  });
});
