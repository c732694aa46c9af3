import { describe, expect, it } from 'vitest';
import { usedRules, usedRulesOf } from '../../../src/integrations/page-stylesheets/used-rules';

const on = (...classes: string[]) => new Set(classes);
/** The selectors left, in order, one line per rule, with the at-rules around them. */
function selectorsLeft(css: string): string[] {
  const lines: string[] = [];
  const walk = (text: string) => {
    for (const match of text.matchAll(/([^{};]+)\{/g)) lines.push(match[1]!.trim());
  };
  walk(css);
  return lines;
}

describe('usedRules', () => {
  it('keeps a rule whose classes are all on the page and drops one that names a class it lacks', () => {
    const css = '.flex{display:flex}.grid{display:grid}.card .title{font-weight:700}.card .badge{color:red}';
    expect(selectorsLeft(usedRules(css, on('flex', 'card', 'title')))).toEqual(['.flex', '.card .title']);
  });

  it('matches escaped class names by the class the HTML writes', () => {
    const css =
      '.md\\:flex{display:flex}.w-1\\/2{width:50%}.aria-\\[current\\=page\\]\\:font-semibold[aria-current=page]{font-weight:600}.space-y-0\\.5{x:y}';
    expect(selectorsLeft(usedRules(css, on('md:flex', 'w-1/2', 'aria-[current=page]:font-semibold')))).toEqual([
      '.md\\:flex',
      '.w-1\\/2',
      '.aria-\\[current\\=page\\]\\:font-semibold[aria-current=page]',
    ]);
  });

  it('never drops a rule for an element, an attribute or a state the page does not show yet', () => {
    const css =
      'h1,h2{margin:0}details[open]>summary{color:red}:focus-visible{outline:3px solid}[hidden]:where(:not([hidden=until-found])){display:none}' +
      '.group-open\\:rotate-180:is(:where(.group):is([open],:popover-open,:open) *){rotate:180deg}' +
      '.menu:popover-open{display:block}.hover\\:underline:hover{text-decoration:underline}.field:user-invalid{border-color:red}' +
      '.summary::-webkit-details-marker{display:none}';
    const kept = selectorsLeft(usedRules(css, on('group', 'group-open:rotate-180', 'menu', 'hover:underline', 'field', 'summary')));
    expect(kept).toEqual([
      'h1,h2',
      'details[open]>summary',
      ':focus-visible',
      '[hidden]:where(:not([hidden=until-found]))',
      '.group-open\\:rotate-180:is(:where(.group):is([open],:popover-open,:open) *)',
      '.menu:popover-open',
      '.hover\\:underline:hover',
      '.field:user-invalid',
      '.summary::-webkit-details-marker',
    ]);
  });

  it('needs a class inside :where(), :is() or :has() of one argument, but not among alternatives or inside :not()', () => {
    const css =
      ':where(.space-y-4>:not(:last-child)){margin-block-start:1rem}:where(.divide-x>:not(:last-child)){border-inline-width:1px}' +
      '.list:has(.item){gap:1px}.list:has(.missing){gap:2px}:is(.a,.b) .c{color:red}.c:not(.absent){color:blue}';
    expect(selectorsLeft(usedRules(css, on('space-y-4', 'list', 'item', 'c')))).toEqual([
      ':where(.space-y-4>:not(:last-child))',
      '.list:has(.item)',
      ':is(.a,.b) .c',
      '.c:not(.absent)',
    ]);
  });

  it('keeps the used part of a selector list', () => {
    expect(usedRules('.a,.b,.c{color:red}', on('a', 'c'))).toBe('.a,.c{color:red}');
  });

  it('goes into media queries, supports and layers, and drops the ones it empties', () => {
    const css =
      '@layer theme,base,utilities;@layer utilities{.flex{display:flex}@media (min-width:48rem){.md\\:grid{display:grid}.md\\:block{display:block}}' +
      '@supports (display:grid){.gone{display:grid}}}';
    expect(usedRules(css, on('flex', 'md:block'))).toBe(
      '@layer theme,base,utilities;@layer utilities{.flex{display:flex}@media (min-width:48rem){.md\\:block{display:block}}}',
    );
  });

  it('keeps nested rules under a kept rule and drops them with a dropped one', () => {
    const css = '.link{color:blue;&:hover{@media (hover:hover){color:navy}}}.gone{&:hover{color:red}}';
    expect(usedRules(css, on('link'))).toBe('.link{color:blue;&:hover{@media (hover:hover){color:navy}}}');
  });

  it('keeps keyframes, font faces and registered properties whole', () => {
    const css =
      '@keyframes spin{0%{rotate:0}to{rotate:1turn}}@property --tw-rotate{syntax:"*";inherits:false}@font-face{font-family:x;src:url(x.woff2)}';
    expect(usedRules(css, on())).toBe(css);
  });
});

describe('usedRulesOf', () => {
  it('answers each page as usedRules does, pages alike sharing one answer', () => {
    const css = '.a{color:red}.b .c{color:blue}@media (min-width:40rem){.a.b{color:green}.d{color:gray}}';
    const pruner = usedRulesOf(css);
    const pages = [on('a'), on('a', 'b', 'c'), on('b', 'c', 'not-in-the-stylesheet'), on('d'), on()];
    for (const classes of pages) expect(pruner(classes)).toBe(usedRules(css, classes));
    expect(pruner(on('a', 'unknown'))).toBe(pruner(on('a')));
    expect(pruner(on('a', 'b'))).not.toBe(pruner(on('a')));
  });
});
