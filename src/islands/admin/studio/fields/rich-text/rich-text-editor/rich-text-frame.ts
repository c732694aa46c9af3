/**
 * The rich-text field's frame, shared by the editor (RichTextEditor.tsx) and the place it keeps
 * while its code is fetched (RichTextField.tsx), so the one stands exactly where the other will.
 */

export const toolbarClass = 'flex flex-wrap items-center gap-1 rounded-t-md border border-b-0 border-steel-500 bg-steel-100 p-1';

/** How many buttons the toolbar has, group by group (a divider between groups): its size at every width. */
export const toolGroupSizes = [3, 3, 3, 1, 2] as const;

export const toolDividerClass = 'mx-1 h-6 w-px bg-steel-500/40';

/**
 * The editable region: the page's own rich-text styles (src/styles/global.css), so headings,
 * quotes and lists look as the page shows them, plus what TipTap's own style sheet would give ProseMirror (it injects a <style> element, which the site's
 * Content-Security-Policy refuses: injectCSS is off).
 */
export const editableClass =
  'relative whitespace-break-spaces wrap-break-word [font-variant-ligatures:none] ' +
  '[&_img.ProseMirror-separator]:m-0 [&_img.ProseMirror-separator]:inline [&_img.ProseMirror-separator]:size-0 [&_img.ProseMirror-separator]:border-0 ' +
  '[&_.ProseMirror-gapcursor]:pointer-events-none [&_.ProseMirror-gapcursor]:relative [&_.ProseMirror-gapcursor]:after:absolute [&_.ProseMirror-gapcursor]:after:-top-0.5 [&_.ProseMirror-gapcursor]:after:block [&_.ProseMirror-gapcursor]:after:w-5 [&_.ProseMirror-gapcursor]:after:border-t [&_.ProseMirror-gapcursor]:after:border-navy-900 ' +
  'rich-text block min-h-40 rounded-b-md border border-steel-500 bg-white px-3 py-2.5 text-steel-700 ' +
  'focus:outline-3 focus:outline-offset-2 focus:outline-accent-500 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600 aria-disabled:bg-steel-100 ' +
  '[&>:last-child]:mb-0';
