import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '../../../../../src/content/field-meta';
import { choiceKind } from '../../../../../src/islands/admin/studio/fields/choice';

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
