/** What a built page's HTML says about its styles: the classes it carries and whether it has islands. */
import { Parser } from 'htmlparser2';

/** Every class on any element, <template> contents included (a script may show them without an island). */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  const parser = new Parser({
    onattribute(name, value) {
      if (name !== 'class') return;
      for (const token of value.split(/\s+/)) if (token) classes.add(token);
    },
  });
  parser.end(html);
  return classes;
}

/** An island's component may add classes its server-rendered HTML does not carry yet. */
export function hasIslands(html: string): boolean {
  return /<astro-island[\s>]/.test(html);
}
