import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '../../../../../src/content/field-meta';
import { choiceKind } from '../../../../../src/islands/admin/studio/fields/choice';
import type { FieldInputProps } from '../../../../../src/islands/admin/studio/fields/kind/field-kind';

const icon = (optional: boolean): FieldDescription => ({
  key: 'icon',
  label: { tr: 'Simge', en: 'Icon' },
  kind: 'choice',
  optional,
  fixed: false,
  choices: ['linkedin', 'x'],
});
const parse = choiceKind.parse as (input: string, field: FieldDescription) => unknown;

describe('a choice as data', () => {
  it('is the option chosen', () => {
    expect(parse('x', icon(false))).toBe('x');
  });

  it('leaves an optional choice out when "not set" is chosen, rather than storing an option the schema has not', () => {
    expect(parse('', icon(true))).toBeUndefined();
  });
});

describe('a choice as the studio shows it', () => {
  const zone: FieldDescription = {
    key: 'timeZone',
    label: { tr: 'Saat dilimi', en: 'Time zone' },
    kind: 'choice',
    optional: false,
    fixed: false,
    choices: ['Europe/Istanbul', 'Europe/Berlin'],
    choiceLabels: { 'Europe/Istanbul': { tr: 'Türkiye saati', en: 'Turkey time' } },
  };
  const shown = (ui: 'tr' | 'en') =>
    renderToStaticMarkup(
      createElement(choiceKind.Input, {
        field: zone,
        path: ['timeZone'],
        context: { ui, change: () => {}, strings: { editor: { notSet: '' } } },
        frame: { id: 'zone', value: 'Europe/Istanbul', described: {} },
      } as unknown as FieldInputProps),
    );

  it("names each option in the admin's language where the schema names it, and stores the option's code", () => {
    expect(shown('en')).toContain('<option value="Europe/Istanbul" selected="">Turkey time</option>');
    expect(shown('tr')).toContain('<option value="Europe/Istanbul" selected="">Türkiye saati</option>');
    // An option the schema gives no name shows its code.
    expect(shown('en')).toContain('<option value="Europe/Berlin">Europe/Berlin</option>');
  });
});
