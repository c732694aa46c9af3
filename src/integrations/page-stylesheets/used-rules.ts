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

type RequiredClasses = (selector: string) => readonly string[];

/** Drops what the page cannot use from `container`, in place; at-rules emptied by that go too. */
function prune(container: Container<ChildNode>, pageClasses: ReadonlySet<string>, required: RequiredClasses): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const kept = node.selectors.filter((selector) => required(selector).every((name) => pageClasses.has(name)));
      if (kept.length === 0) node.remove();
      else {
        if (kept.length < node.selectors.length) node.selectors = kept;
        prune(node, pageClasses, required);
      }
    } else if (node.type === 'atrule' && node.nodes) {
      // @keyframes and @font-face hold declarations, not selectors a page matches.
      if (/^(?:-\w+-)?keyframes$|^font-face$|^property$/.test(node.name)) return;
      prune(node, pageClasses, required);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/**
 * What of `css` each page can use. The answer depends only on which of the stylesheet's own
 * classes a page has, so pages alike (every project's page) share one computation: a build of
 * thousands of pages prunes the stylesheet a few dozen times, not once a page.
 */
export function usedRulesOf(css: string): (pageClasses: ReadonlySet<string>) => string {
  const stylesheet = postcss.parse(css);
  const requirements = new Map<string, readonly string[]>();
  const required: RequiredClasses = (selector) => {
    let classes = requirements.get(selector);
    if (!classes) requirements.set(selector, (classes = requiredClasses(selector)));
    return classes;
  };
  const known = new Set<string>();
  stylesheet.walkRules((rule) => {
    for (const selector of rule.selectors) for (const name of required(selector)) known.add(name);
  });
  const results = new Map<string, string>();
  return (pageClasses) => {
    const relevant = [...pageClasses].filter((name) => known.has(name)).sort();
    const key = relevant.join(' ');
    let used = results.get(key);
    if (used === undefined) {
      const copy = stylesheet.clone();
      prune(copy, new Set(relevant), required);
      results.set(key, (used = copy.toString()));
    }
    return used;
  };
}

/** `css` with only the rules whose classes are all among `pageClasses`. */
export function usedRules(css: string, pageClasses: ReadonlySet<string>): string {
  return usedRulesOf(css)(pageClasses);
}
