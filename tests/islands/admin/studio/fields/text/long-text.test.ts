/** Which texts are paragraphs is said by the schemas (`longText`), never guessed from a field's name or length. */
import { describe, expect, it } from 'vitest';
import { unitFields } from '../../../../../../src/islands/admin/studio/unit/unit-data';
import { textRows } from '../../../../../../src/islands/admin/studio/fields/text/long-text';

const kindAt = (fields: ReturnType<typeof unitFields>, path: string): string | undefined => {
  const [head, ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.key === head);
  return rest.length ? kindAt(field?.fields ?? [], rest.join('.')) : field?.kind;
};

describe('long texts', () => {
  it('are the paragraphs: descriptions, leads, the vision and mission, the privacy notice', () => {
    expect(kindAt(unitFields('site', false), 'description')).toBe('longText');
    expect(kindAt(unitFields('site', false), 'hero.lead')).toBe('longText');
    expect(kindAt(unitFields('projects', true), 'description')).toBe('longText');
    expect(kindAt(unitFields('projects', false), 'description')).toBe('longText');
    expect(kindAt(unitFields('news', true), 'description')).toBe('longText');
    expect(kindAt(unitFields('aboutTagline', false), 'visionContent')).toBe('longText');
    expect(kindAt(unitFields('privacy', false), 'intro')).toBe('longText');
    expect(kindAt(unitFields('privacy', false), 'sections.body')).toBe('longText');
  });

  it('are not the texts of one line, whatever their names say', () => {
    expect(kindAt(unitFields('header', false), 'menuItems.text')).toBe('text');
    expect(kindAt(unitFields('contact', false), 'messageLabel')).toBe('text');
    expect(kindAt(unitFields('site', false), 'hero.headline')).toBe('text');
    expect(kindAt(unitFields('projects', true), 'name')).toBe('text');
  });

  it('get a box as tall as what they hold, within three to twelve lines', () => {
    expect(textRows('')).toBe(3);
    expect(textRows('x'.repeat(300))).toBe(5);
    expect(textRows('x'.repeat(3000))).toBe(12);
    expect(textRows('a\nb\nc\nd')).toBe(4);
  });
});
