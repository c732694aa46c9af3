/**
 * HTML in and out of a ProseMirror schema without a DOM implementation in the project: read
 * through a small stand-in for the DOM built on htmlparser2 (what ProseMirror's DOMParser
 * touches) and written through one for what its DOMSerializer calls.
 */
import { parseDocument } from 'htmlparser2';
import { DOMParser, DOMSerializer, type Node as ProseMirrorNode, type Schema } from 'prosemirror-model';

/** A document as ProseMirror's JSON has it (Node.toJSON, Schema.nodeFromJSON). */
export interface JSONContent {
  type: string;
  attrs?: Record<string, unknown>;
  content?: JSONContent[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

// --- Reading: a stand-in for the DOM nodes ProseMirror's DOMParser walks.
interface ParsedNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: ParsedNode[];
}
interface StandIn {
  nodeType: number;
  nodeName: string;
  tagName?: string;
  nodeValue: string | null;
  childNodes: StandIn[];
  parentNode: StandIn | null;
  nextSibling: StandIn | null;
  previousSibling: StandIn | null;
  firstChild: StandIn | null;
  ownerDocument: { createTextNode: (text: string) => StandIn };
  style: { length: number; getPropertyValue: (name: string) => string; fontWeight: string; fontStyle: string; whiteSpace: string };
  getAttribute: (name: string) => string | null;
  hasAttribute: (name: string) => boolean;
  matches: (selector: string) => boolean;
}
const ownerDocument = { createTextNode: (text: string) => standIn({ type: 'text', data: text }, null) };
function standIn(node: ParsedNode, parentNode: StandIn | null): StandIn {
  const attributes = node.attribs ?? {};
  const styles = new Map(
    (attributes['style'] ?? '')
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  );
  const element = node.type === 'tag' || node.type === 'script' || node.type === 'style';
  const self: StandIn = {
    nodeType: element ? 1 : node.type === 'text' ? 3 : 8,
    nodeName: element ? node.name!.toUpperCase() : '#text',
    ...(element ? { tagName: node.name!.toUpperCase() } : {}),
    nodeValue: element ? null : (node.data ?? ''),
    childNodes: [],
    parentNode,
    nextSibling: null,
    previousSibling: null,
    firstChild: null,
    ownerDocument,
    style: {
      length: styles.size,
      getPropertyValue: (name) => styles.get(name) ?? '',
      fontWeight: styles.get('font-weight') ?? '',
      fontStyle: styles.get('font-style') ?? '',
      whiteSpace: styles.get('white-space') ?? '',
    },
    getAttribute: (name) => attributes[name] ?? null,
    hasAttribute: (name) => name in attributes,
    // The schema's rules use `tag` and `tag[attribute]` only.
    matches: (selector) => {
      const [, tag, attribute] = /^([a-z0-9]+)(?:\[([a-z-]+)\])?$/.exec(selector) ?? [];
      return element && node.name === tag && (attribute === undefined || attribute in attributes);
    },
  };
  self.childNodes = (node.children ?? []).map((child) => standIn(child, self));
  self.childNodes.forEach((child, index) => {
    child.previousSibling = self.childNodes[index - 1] ?? null;
    child.nextSibling = self.childNodes[index + 1] ?? null;
  });
  self.firstChild = self.childNodes[0] ?? null;
  return self;
}
export const read = (schema: Schema, html: string): ProseMirrorNode =>
  DOMParser.fromSchema(schema).parse(standIn(parseDocument(html) as unknown as ParsedNode, null) as unknown as globalThis.Node);

// --- Writing: just what DOMSerializer calls.
const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
type Written = WrittenElement | { html: () => string };
class WrittenElement {
  readonly attributes = new Map<string, string>();
  readonly children: Written[] = [];
  constructor(readonly tagName: string | null) {}
  setAttribute(name: string, value: unknown) {
    this.attributes.set(name, String(value));
  }
  appendChild<T extends Written>(child: T) {
    this.children.push(child);
    return child;
  }
  html(): string {
    const inner = this.children.map((child) => child.html()).join('');
    if (this.tagName === null) return inner;
    const attributes = [...this.attributes].map(([name, value]) => ` ${name}="${escapeText(value).replace(/"/g, '&quot;')}"`).join('');
    return this.tagName === 'br' ? `<br${attributes}>` : `<${this.tagName}${attributes}>${inner}</${this.tagName}>`;
  }
}
const writer = {
  createElement: (tagName: string) => new WrittenElement(tagName),
  createDocumentFragment: () => new WrittenElement(null),
  createTextNode: (text: string) => ({ html: () => escapeText(text) }),
};
export const write = (schema: Schema, doc: ProseMirrorNode): string =>
  (
    DOMSerializer.fromSchema(schema).serializeFragment(doc.content, {
      document: writer as unknown as Document,
    }) as unknown as WrittenElement
  ).html();
