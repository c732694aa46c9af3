/**
 * The rich-text field's TipTap extensions: exactly what src/lib/sanitize.ts lets through to the
 * page (p, br, strong, em, u, ul, ol, li, a, h2–h4, blockquote), so that what the editor shows
 * is what the page shows. Shared by RichTextEditor.tsx and its tests.
 */
import { getExtensionField, type AnyExtension, type Mark, type Node } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { isAllowedHref } from './rich-text';

const kit = StarterKit.configure({
  // Tags the sanitizer drops (code, pre, hr, s).
  code: false,
  codeBlock: false,
  horizontalRule: false,
  strike: false,
  // It appends an empty paragraph after a closing heading, list or quote: an empty <p> on the page.
  trailingNode: false,
  heading: { levels: [2, 3, 4] },
  link: {
    openOnClick: false,
    autolink: false,
    linkOnPaste: false,
    defaultProtocol: 'https',
    isAllowedUri: (url) => isAllowedHref(url),
    HTMLAttributes: { target: null, rel: null, class: null },
  },
});

/**
 * Where StarterKit's own extension would keep what the sanitizer changes. Changing them here
 * (rather than importing @tiptap/extension-link and @tiptap/extension-list, which StarterKit
 * already brings) keeps @tiptap/starter-kit the one extension package the project depends on.
 */
const sitePatches: Record<string, (extension: AnyExtension) => AnyExtension> = {
  // The page keeps href, title, target and rel, and sets rel to 'noopener noreferrer' on target=_blank
  // links; a pasted class would be dropped, an href with another scheme too.
  link: (extension) =>
    (extension as Mark).extend({
      addAttributes() {
        // Read as written: TipTap's default reading turns '1' or 'true' into a number or a boolean.
        const read = (name: string) => ({ default: null, parseHTML: (element: HTMLElement) => element.getAttribute(name) });
        return { href: read('href'), title: read('title'), target: read('target'), rel: read('rel') };
      },
      renderHTML({ HTMLAttributes }) {
        const { href, title, target, rel } = HTMLAttributes as Record<string, string | null | undefined>;
        return ['a', { href: isAllowedHref(href) ? href : null, title, target, rel: target === '_blank' ? 'noopener noreferrer' : rel }, 0];
      },
    }),
  // The page drops <ol start> and <ol type>: a list numbered from 3 in the editor would show 1, 2… there.
  orderedList: (extension) =>
    (extension as Node).extend({
      addAttributes() {
        return {
          start: { default: 1, parseHTML: () => 1, rendered: false },
          type: { default: null, parseHTML: () => null, rendered: false },
        };
      },
      renderHTML({ HTMLAttributes }) {
        return ['ol', HTMLAttributes, 0];
      },
    }),
};

/** What StarterKit adds, configured: the editor resolves nested extensions (ListKeymap's) itself. */
const addKitExtensions = getExtensionField<() => AnyExtension[]>(kit, 'addExtensions', {
  name: kit.name,
  options: kit.options,
  storage: kit.storage,
});

/** The configured extensions (StarterKit's, one by one), for useEditor and for getSchema in the tests. */
export const richTextExtensions: AnyExtension[] = addKitExtensions().map(
  (extension) => sitePatches[extension.name]?.(extension) ?? extension,
);
