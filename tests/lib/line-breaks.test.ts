import { describe, expect, it } from 'vitest';
import { emailBreakParts, keepLabelsWithNumbers } from '../../src/lib/line-breaks';

describe('where contact details may break', () => {
  it("an e-mail address only after its '@': the domain stays one piece", () => {
    expect(emailBreakParts('proje@ornekelektromekanik.com.tr')).toEqual(['proje@', 'ornekelektromekanik.com.tr']);
    expect(emailBreakParts('a.b@x.de')).toEqual(['a.b@', 'x.de']);
    expect(emailBreakParts('no-at-sign')).toEqual(['no-at-sign']);
  });

  it('a label stays with its number', () => {
    expect(keepLabelsWithNumbers('Sanayi Cd. No: 12 Kat: 3')).toBe('Sanayi Cd. No:\u00a012 Kat:\u00a03');
  });
});
