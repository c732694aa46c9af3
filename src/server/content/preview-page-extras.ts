/**
 * What the studio's preview pane needs beyond the page itself, added to the page's rendered HTML
 * and only there (a built page never passes through here):
 * - each element that shows a field of the unit being edited names that field's path
 *   (`data-studio-field`), so a click in the pane moves the focus to the field;
 * - the draft's fields the page shows as stored, in a meta element the pane reads to say why;
 * - photos as their originals: those the build has (Astro would make each size and format again
 *   per request through its /_image endpoint, seconds of AVIF encoding a photo, which would hold
 *   the pane's page back), and those uploaded since, which no build has optimised yet, from the
 *   media store (the staff API's own address, so the pane's `img-src 'self'` allows them).
 * A field is found by what it shows, not by markup the components would have to carry: a text
 * by the innermost element whose text is the field's, a photo by its alt text or its file name.
 * The HTML is otherwise kept byte for byte: attributes are inserted where each tag starts.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { unitSchema, type DocumentKey } from '../../content/documents';
import { fieldPath } from '../../content/errors';
import type { FieldProblem } from '../../content/field-problems';
import { describeFields, type FieldDescription } from '../../content/field-meta';
import { UPLOADS_PATH } from '../../lib/content-images-folder';
import { adminApi, adminApiPath } from '../../i18n/routes';
import { PREVIEW_FIELD_ATTRIBUTE, PREVIEW_NOT_SHOWN_META } from '../../admin-api/contract';

type Path = readonly (string | number)[];
type AnyNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Parameters<typeof DomUtils.getAttributeValue>[0];
const isElement = (node: AnyNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style';
type Shown = { path: Path; text: string } | { path: Path; image: { src: string; alt: string | undefined } };

/** Texts shorter than this say too little to find their element by (a "1", an "A"). */
const SHORTEST_TEXT = 2;
/** A text found only inside a longer one is taken only from this length on: a short one would match by chance. */
const SHORTEST_PART = 8;
const SKIPPED = new Set(['head', 'script', 'style', 'template', 'noscript']);
const TEXT_KINDS = new Set(['text', 'longText', 'richText']);

/** A text with every space taken out: markup puts line breaks and spaces where a field has none. */
const squeezed = (text: string) => text.replace(/\s+/g, '');
const richTextText = (html: string) => squeezed(DomUtils.textContent(parseDocument(html)));
const textOf = (field: FieldDescription, value: unknown) =>
  typeof value !== 'string' ? '' : field.kind === 'richText' ? richTextText(value) : squeezed(value);

function* shownValues(fields: readonly FieldDescription[], data: unknown, path: Path): Generator<Shown> {
  if (data === null || typeof data !== 'object') return;
  const record = data as Record<string, unknown>;
  for (const field of fields) {
    const value = record[field.key];
    const at = [...path, field.key];
    const alt = field.alt === undefined ? undefined : record[field.alt];
    if (field.kind === 'image' && typeof value === 'string')
      yield { path: at, image: { src: value, alt: typeof alt === 'string' ? alt : undefined } };
    else if (TEXT_KINDS.has(field.kind)) yield { path: at, text: textOf(field, value) };
    else if (field.kind === 'group') yield* shownValues(field.fields ?? [], value, at);
    else if (field.kind === 'list' && Array.isArray(value))
      for (const [index, entry] of value.entries()) {
        if (field.fields) yield* shownValues(field.fields, entry, [...at, index]);
        else if (field.entry === 'image' && typeof entry === 'string') {
          const entryAlt = Array.isArray(alt) ? alt[index] : undefined;
          yield { path: [...at, index], image: { src: entry, alt: typeof entryAlt === 'string' ? entryAlt : undefined } };
        } else if (field.entry && TEXT_KINDS.has(field.entry))
          yield { path: [...at, index], text: textOf({ ...field, kind: field.entry }, entry) };
      }
  }
}

/** The elements of the page's body, each with its text squeezed, children before their parent. */
function bodyElements(root: AnyNode[]): { element: Element; text: string }[] {
  const out: { element: Element; text: string }[] = [];
  const visit = (node: AnyNode): string => {
    if (node.type === 'text') return squeezed(node.data);
    if (!isElement(node)) return '';
    if (SKIPPED.has(node.name)) return '';
    const text = node.children.map(visit).join('');
    out.push({ element: node, text });
    return text;
  };
  root.forEach(visit);
  return out;
}

const childElements = (element: Element) => element.children.filter((child): child is Element => isElement(child));

/** The innermost elements whose text is `text` (or holds it, for a long text found nowhere whole). */
function elementsShowing(elements: readonly { element: Element; text: string }[], texts: Map<Element, string>, text: string): Element[] {
  const whole = elements.filter(
    ({ element, text: shown }) => shown === text && !childElements(element).some((child) => texts.get(child) === text),
  );
  if (whole.length > 0 || text.length < SHORTEST_PART) return whole.map(({ element }) => element);
  return elements
    .filter(({ element, text: shown }) => shown.includes(text) && !childElements(element).some((child) => texts.get(child)?.includes(text)))
    .map(({ element }) => element);
}

/** Whether an <img> shows the photo: by its alt text, or its file's name in its address (an optimised copy keeps the name). */
function showsImage(element: Element, { src, alt }: { src: string; alt: string | undefined }): boolean {
  if (element.name !== 'img') return false;
  if (alt && element.attribs['alt'] === alt) return true;
  const name = src.slice(src.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '');
  if (name === '') return false;
  const addresses = `${element.attribs['src'] ?? ''} ${element.attribs['srcset'] ?? ''}`;
  return addresses.includes(`/${name}.`) || addresses.includes(`/${name}_`);
}

/** An address of Astro's image endpoint in an attribute (`&` written `&amp;`), up to its end in a srcset or the attribute. */
const ON_DEMAND_IMAGE = /\/_image\?href=([^&"\s,]+)[^"\s,]*/g;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The elements showing each field of `data`, by the index where each one's tag starts. */
function fieldMarks(html: string, fields: readonly FieldDescription[], data: unknown): Map<number, string> {
  const document = parseDocument(html, { withStartIndices: true });
  const body = DomUtils.findOne((node) => node.name === 'body', document.children) ?? document;
  const elements = bodyElements(body.children);
  const texts = new Map(elements.map(({ element, text }) => [element, text]));
  const marks = new Map<number, string>();
  const mark = (element: Element, path: Path) => {
    if (element.startIndex !== null && !marks.has(element.startIndex)) marks.set(element.startIndex, fieldPath(path));
  };
  for (const shown of shownValues(fields, data, [])) {
    if ('text' in shown) {
      if (shown.text.length >= SHORTEST_TEXT) for (const element of elementsShowing(elements, texts, shown.text)) mark(element, shown.path);
    } else for (const { element } of elements) if (showsImage(element, shown.image)) mark(element, shown.path);
  }
  return marks;
}

/** `html` with the attribute inserted into each marked tag, after its name. */
function withMarks(html: string, marks: Map<number, string>): string {
  let out = '';
  let from = 0;
  for (const start of [...marks.keys()].sort((a, b) => a - b)) {
    const nameEnd = html.slice(start + 1).search(/[\s/>]/) + start + 1;
    out += `${html.slice(from, nameEnd)} ${PREVIEW_FIELD_ATTRIBUTE}="${escapeAttribute(marks.get(start)!)}"`;
    from = nameEnd;
  }
  return out + html.slice(from);
}

/** The preview's page: `html` as rendered, with the pane's extras (see the module's comment). */
export function previewPageExtras(
  html: string,
  unit: { key: DocumentKey; item: string | null },
  data: Record<string, unknown> | null | undefined,
  notShown: readonly FieldProblem[],
): string {
  const fields = describeFields(unitSchema(unit.key, unit.item !== null));
  const originals = html.replace(ON_DEMAND_IMAGE, (_, original: string) => decodeURIComponent(original));
  const marked = data ? withMarks(originals, fieldMarks(originals, fields, data)) : originals;
  const meta = `<meta name="${PREVIEW_NOT_SHOWN_META}" content="${escapeAttribute(JSON.stringify(notShown))}">`;
  const uploads = adminApiPath(adminApi.mediaFile, { name: '' });
  return marked
    .replace(/<\/head>/i, `${meta}</head>`)
    .replaceAll(`="${UPLOADS_PATH}/`, `="${uploads}`)
    .replaceAll(`, ${UPLOADS_PATH}/`, `, ${uploads}`);
}
