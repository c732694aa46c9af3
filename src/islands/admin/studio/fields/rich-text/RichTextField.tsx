/**
 * The rich-text field's editor as the form places it. The editor (rich-text-editor/: ProseMirror,
 * most of the studio's code) is fetched only when a rich-text field is shown; until
 * it arrives, its frame stands where it will be, as large (the toolbar's buttons as empty places
 * under a line saying it is loading, the text read only), so nothing below moves when it comes.
 */
import type { ReactNode } from 'react';
import type { FieldDescription } from '../../../../../content/field-meta';
import { onDemand } from '../../../on-demand';
import type { RichTextEditorProps } from './rich-text-editor/RichTextEditor';
import { editableClass, toolbarClass, toolDividerClass, toolGroupSizes } from './rich-text-editor/rich-text-frame';

const Editor = onDemand(() => import('./rich-text-editor/RichTextEditor').then((module) => module.RichTextEditor));

const hasRichText = (fields: readonly FieldDescription[]): boolean =>
  fields.some((field) => field.kind === 'richText' || field.entry === 'richText' || hasRichText(field.fields ?? []));

/** Fetches the editor ahead when `fields` have a rich-text one: while the form waits for its data. */
export function preloadRichTextEditor(fields: readonly FieldDescription[]) {
  if (hasRichText(fields)) Editor.preload();
}

/**
 * The text as the editor will show it, read only: its blocks with their tags, their inline
 * formatting dropped, so the box is about as tall as the editor will be. The HTML is read by
 * DOMParser, whose document runs no script and loads nothing; only its text reaches the page.
 */
function textBlocks(html: string): ReactNode[] {
  const blockTags = new Set(['p', 'h2', 'h3', 'h4', 'blockquote']);
  const listTags = new Set(['ul', 'ol']);
  return [...new DOMParser().parseFromString(html, 'text/html').body.childNodes].flatMap((node, index) => {
    const text = node.textContent ?? '';
    if (!(node instanceof Element)) return text.trim() ? [<p key={index}>{text}</p>] : [];
    const tag = node.tagName.toLowerCase();
    if (listTags.has(tag)) {
      const List = tag as 'ul';
      return [
        <List key={index}>
          {[...node.children].map((item, position) => (
            <li key={position}>{item.textContent}</li>
          ))}
        </List>,
      ];
    }
    const Block = blockTags.has(tag) ? (tag as 'p') : 'p';
    return [<Block key={index}>{text}</Block>];
  });
}

export function RichTextField(props: RichTextEditorProps) {
  const t = props.texts.placeholder;
  const text = (
    <div lang={props.lang} className={editableClass}>
      {textBlocks(props.value)}
    </div>
  );
  const loading = (
    <div data-rich-text-placeholder aria-busy="true">
      <div className={`relative ${toolbarClass}`}>
        {toolGroupSizes.map((size, group) => (
          <span key={group} className="contents">
            {Array.from({ length: size }, (_, index) => (
              <span key={index} className="size-11" />
            ))}
            {group < toolGroupSizes.length - 1 && <span className={`invisible ${toolDividerClass}`} />}
          </span>
        ))}
        <p className="absolute inset-0 flex items-center px-3 font-medium text-navy-900">{t.loading}</p>
      </div>
      {text}
    </div>
  );
  return (
    <Editor
      {...props}
      fallback={loading}
      failed={(retry) => (
        <div data-rich-text-placeholder>
          <div role="alert" className="rounded-t-md border border-b-0 border-steel-500 bg-red-50 p-3">
            <p className="font-medium text-red-800">{t.failed}</p>
            <button type="button" onClick={retry} className="mt-2 min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white">
              {t.retry}
            </button>
          </div>
          {text}
        </div>
      )}
    />
  );
}
