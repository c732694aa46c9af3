/** When a value from outside replaces what the rich-text editor shows, and when it leaves the editor (and its undo) alone. */
import { describe, expect, it } from 'vitest';
import { outsideValue } from '../../../../../../../src/islands/admin/studio/fields/rich-text/rich-text-editor/value-sync';

const never = () => {
  throw new Error('the shown HTML was not needed');
};

describe('a value from outside the rich-text editor', () => {
  it('changes nothing when it is what the editor reported, without serializing the document', () => {
    expect(outsideValue('<p>Typed</p>', '<p>Typed</p>', never)).toBe('keep');
  });

  it('becomes the agreed value, the content untouched, when the editor already shows it', () => {
    expect(outsideValue('', '<p>Old</p>', () => '')).toBe('agree');
  });

  it("replaces the content when it is new: the other language's text, a restored revision", () => {
    expect(outsideValue('<p>Filled</p>', '', () => '')).toBe('replace');
    expect(outsideValue('<p>Restored</p>', '<p>Typed</p>', () => '<p>Typed</p>')).toBe('replace');
  });
});
