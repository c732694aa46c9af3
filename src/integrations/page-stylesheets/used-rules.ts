/**
 * The rules of a stylesheet a page can use, decided by the classes alone: a selector stays when
 * every class it requires is on the page. Elements, attributes and states are never a reason
 * to drop a rule, so a menu opened, a link focused or a field marked invalid without
 * JavaScript keeps its look; only what names a class the page lacks goes.
 */
import postcss, { type ChildNode, type Container } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * The classes a selector needs on the page. Inside :is(), :where() or :has() with one argument
 * they are needed as if written outside (Tailwind writes `space-y-4` as
 * `:where(.space-y-4>:not(:last-child))`); among alternatives, or inside :not(), they are not.
 */
function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  selectorParser((root) => {
    root.walkClasses((node) => {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (parent.type !== 'pseudo') continue;
        const conditional = !/^:(?:is|where|has)$/.test(parent.value) || parent.nodes.length > 1;
        if (conditional) return;
      }
      classes.push(node.value);
    });
  }).processSync(selector);
  return classes;
}

function keepsSelector(selector: string, pageClasses: ReadonlySet<string>): boolean {
  return requiredClasses(selector).every((name) => pageClasses.has(name));
}

/** Drops what the page cannot use from `container`, in place; at-rules emptied by that go too. */
function prune(container: Container<ChildNode>, pageClasses: ReadonlySet<string>): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const kept = node.selectors.filter((selector) => keepsSelector(selector, pageClasses));
      if (kept.length === 0) node.remove();
      else {
        if (kept.length < node.selectors.length) node.selectors = kept;
        prune(node, pageClasses);
      }
    } else if (node.type === 'atrule' && node.nodes) {
      // @keyframes and @font-face hold declarations, not selectors a page matches.
      if (/^(?:-\w+-)?keyframes$|^font-face$|^property$/.test(node.name)) return;
      prune(node, pageClasses);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/** `css` with only the rules whose classes are all among `pageClasses`. */
export function usedRules(css: string, pageClasses: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  prune(root, pageClasses);
  return root.toString();
}
