/** The editor's document from the stored HTML and back, as the stored texts hold it. */
import { DOMParser, DOMSerializer, type Node } from 'prosemirror-model';
import { richTextSchema } from './rich-text-schema';

/** The document an HTML text holds; line breaks between tags are not text (as TipTap read them). */
export function parseHtml(html: string): Node {
  const body = new window.DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const layout: Text[] = [];
  while (walker.nextNode()) if (/^(\n\s\s|\n)$/.test(walker.currentNode.nodeValue ?? '')) layout.push(walker.currentNode as Text);
  for (const text of layout) text.remove();
  return DOMParser.fromSchema(richTextSchema).parse(body);
}

/** The HTML of a document, as the stored texts hold it. */
export function serializeHtml(doc: Node): string {
  const container = document.createElement('div');
  container.append(DOMSerializer.fromSchema(richTextSchema).serializeFragment(doc.content));
  return container.innerHTML;
}
