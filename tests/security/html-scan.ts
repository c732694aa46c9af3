/**
 * A static scan of built HTML with a real HTML parser (htmlparser2): everything in a page that
 * could run script, which the site itself never emits, is a finding.
 *
 * - no attribute named on* (event handlers), no srcdoc, no formaction;
 * - no URL attribute whose value (entities decoded once, as the browser does, then whitespace and
 *   control characters removed, as URL parsing does) starts with javascript:, vbscript: or
 *   data:text/html;
 * - no iframe, frame, object, embed, applet, base, portal, no <meta http-equiv=refresh>; the one
 *   frame the site emits itself (the contact map, loaded when asked) is sandboxed and goes to a
 *   source the build's own frame-src lists;
 * - no CSS that runs script (expression(), url(javascript:), behavior, -moz-binding);
 * - only the site's own scripts: module or classic scripts from /_astro/, inline scripts whose
 *   hash the build's own Content-Security-Policy lists (Astro hashes every script it emits, and
 *   nothing from content), and JSON-LD that parses as JSON and holds no raw '<'.
 */
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import { containsPayloadMarker } from './xss-payloads';

export interface Finding {
  file: string;
  rule: string;
  snippet: string;
}

/** Attributes whose value the browser treats as a URL it may navigate to or load. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'srcset',
  'poster',
  'data',
  'xlink:href',
  'background',
  'lowsrc',
  'dynsrc',
  'codebase',
  'cite',
  'longdesc',
  'ping',
  'icon',
  'manifest',
  'imagesrcset',
]);
/** Values SVG animation can write into an href (`<animate attributeName=href values=...>`). */
const ANIMATION_ATTRIBUTES = new Set(['values', 'to', 'from', 'by']);
const FORBIDDEN_ELEMENTS = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal']);
const FORBIDDEN_ATTRIBUTES = new Set(['srcdoc', 'formaction']);
const SCRIPT_SCHEME = /^(?:javascript:|vbscript:|data:text\/html)/i;
/** Whitespace and control characters, which URL parsing drops (tab, newline) or trims (the rest). */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const URL_IGNORED = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g;

function isScriptUrl(value: string): boolean {
  return SCRIPT_SCHEME.test(value.replace(URL_IGNORED, ''));
}

/** The URLs a srcset names (`a.jpg 1x, b.jpg 2x`), and the value itself. */
function urlsIn(name: string, value: string): string[] {
  if (name === 'srcset' || name === 'imagesrcset') return [value, ...value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '')];
  if (ANIMATION_ATTRIBUTES.has(name)) return [value, ...value.split(';')];
  return [value];
}

/** CSS that runs script in some browser, after CSS comments, escapes and whitespace are gone. */
function isScriptCss(css: string): boolean {
  const plain = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, code: string) => String.fromCodePoint(Math.min(parseInt(code, 16), 0x10ffff)))
    .replace(/\\/g, '')
    .replace(URL_IGNORED, '')
    .toLowerCase();
  return /expression\(|javascript:|vbscript:|behavior:|-moz-binding|data:text\/html/.test(plain);
}

/**
 * The inline scripts a build's Content-Security-Policy lets run, as its hash sources
 * (`sha256-...`). Astro computes them from the scripts it emits itself (the island runtime, the
 * hydration directives, component scripts it inlines), never from content, so a script whose
 * hash is listed is the site's own.
 */
export function policyScriptHashes(policy: string): Set<string> {
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return new Set((scriptSrc ?? []).slice(1).flatMap((source) => /^'(sha(?:256|384|512)-[^']+)'$/.exec(source)?.[1] ?? []));
}

/** The sources a build's Content-Security-Policy lets frames load (frame-src), as URLs. */
export function policyFrameSources(policy: string): string[] {
  const frameSrc = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'frame-src');
  return (frameSrc ?? []).slice(1).filter((source) => /^https:\/\//.test(source));
}

/**
 * A frame the site's policy allows: sandboxed, to a listed source (a source with a path matches
 * that path exactly, one ending in '/' everything under it, as CSP matches them; the query is not
 * part of the match).
 */
function isPolicyFrame(attribs: Record<string, string>, frameSources: readonly string[]): boolean {
  const src = attribs['src'];
  if (attribs['sandbox'] === undefined || !src) return false;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  const target = `${url.origin}${url.pathname}`;
  return frameSources.some((source) => (source.endsWith('/') ? target.startsWith(source) : target === source));
}

function hashSource(text: string, algorithm: string): string {
  return `${algorithm}-${createHash(algorithm).update(text, 'utf8').digest('base64')}`;
}

function snippetAt(html: string, start: number, end: number): string {
  const text = html.slice(start, Math.min(end + 1, start + 240));
  return end + 1 - start > 240 ? `${text}…` : text;
}

/**
 * Scans one page. With `xml`, a document a browser renders as XML (sitemap.xml): the same
 * rules on local names (`xhtml:script` is a script), and no script of any kind is the site's.
 * `scriptHashes` are the hash sources of the build's policy (policyScriptHashes): the inline
 * scripts that are the site's own; `frameSources` its frame-src (policyFrameSources).
 */
export function scanHtml(
  file: string,
  html: string,
  {
    xml = false,
    scriptHashes = new Set(),
    frameSources = [],
  }: { xml?: boolean; scriptHashes?: ReadonlySet<string>; frameSources?: readonly string[] } = {},
): Finding[] {
  const findings: Finding[] = [];
  const local = (name: string) => (xml ? (name.split(':').pop() ?? name).toLowerCase() : name);
  let script: { attribs: Record<string, string>; start: number; text: string } | undefined;
  let style: { start: number; text: string } | undefined;
  const attributes: [string, string][] = [];

  const parser = new Parser(
    {
      onattribute(name, value) {
        attributes.push([xml && !name.startsWith('xlink:') ? local(name) : name.toLowerCase(), value]);
      },
      onopentag(qualifiedName, attribs) {
        const name = local(qualifiedName);
        const start = parser.startIndex;
        const tag = snippetAt(html, start, parser.endIndex);
        const report = (rule: string) => findings.push({ file, rule, snippet: tag });
        const seen = attributes.splice(0);
        if (FORBIDDEN_ELEMENTS.has(name) && !(name === 'iframe' && !xml && isPolicyFrame(attribs, frameSources)))
          report(`<${name}> element`);
        if (name === 'meta' && (attribs['http-equiv'] ?? '').trim().toLowerCase() === 'refresh') report('<meta http-equiv=refresh>');
        for (const [attribute, value] of seen) {
          if (attribute.startsWith('on')) report(`event handler attribute '${attribute}'`);
          if (FORBIDDEN_ATTRIBUTES.has(attribute)) report(`'${attribute}' attribute`);
          if (URL_ATTRIBUTES.has(attribute) || ANIMATION_ATTRIBUTES.has(attribute)) {
            if (urlsIn(attribute, value).some(isScriptUrl)) report(`script URL in '${attribute}'`);
          }
          if (attribute === 'style' && isScriptCss(value)) report('script in a style attribute');
        }
        if (name === 'script' && xml) report('script element in an XML document');
        else if (name === 'script') script = { attribs, start, text: '' };
        if (name === 'style') style = { start, text: '' };
      },
      ontext(data) {
        if (script) script.text += data;
        if (style) style.text += data;
      },
      onclosetag(qualifiedName) {
        const name = local(qualifiedName);
        if (name === 'script' && script) {
          const problem = scriptProblem(script.attribs, script.text, scriptHashes);
          if (problem) {
            findings.push({ file, rule: problem, snippet: snippetAt(html, script.start, parser.endIndex) });
          }
          script = undefined;
        }
        if (name === 'style' && style) {
          if (isScriptCss(style.text) || containsPayloadMarker(style.text)) {
            findings.push({ file, rule: 'script in a <style> element', snippet: snippetAt(html, style.start, parser.endIndex) });
          }
          style = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: !xml, lowerCaseAttributeNames: !xml, xmlMode: xml },
  );
  parser.end(html);
  return findings;
}

/** Why a script is not one the site emits, or undefined when it is. */
function scriptProblem(attribs: Record<string, string>, text: string, scriptHashes: ReadonlySet<string>): string | undefined {
  const type = (attribs['type'] ?? '').trim().toLowerCase();
  const src = attribs['src'];
  if (type === 'application/ld+json') {
    if (src !== undefined) return 'JSON-LD script with a src';
    try {
      JSON.parse(text);
    } catch {
      return 'JSON-LD that is not valid JSON (content ended the script element?)';
    }
    if (text.includes('<')) return "JSON-LD with a raw '<' (must be escaped as \\u003c)";
    return undefined;
  }
  if (type !== '' && type !== 'module') return `script of type '${type}'`;
  if (src !== undefined) {
    if (!src.startsWith('/_astro/')) return `script from '${src}', not from /_astro/`;
    if (text.trim() !== '') return 'script with both a src and inline text';
    return undefined;
  }
  // Inline: the site's own only when the build's policy lists its hash, whatever algorithm it used.
  const algorithms = new Set([...scriptHashes].map((source) => source.slice(0, source.indexOf('-'))));
  if (![...algorithms].some((algorithm) => scriptHashes.has(hashSource(text, algorithm)))) {
    return "inline script whose hash the site's policy does not list";
  }
  return undefined;
}
