import { describe, expect, it } from 'vitest';
import { withEmailLinks } from '../../src/lib/email-links';

describe('withEmailLinks', () => {
  it('picks out an address and leaves the full stop after it to the sentence', () => {
    expect(withEmailLinks('Write to info@ornekelektromekanik.com.tr.')).toEqual([
      { text: 'Write to ' },
      { email: 'info@ornekelektromekanik.com.tr' },
      { text: '.' },
    ]);
  });

  it('finds every address, at the start and the end of the text too', () => {
    expect(withEmailLinks('kvkk@ornek.com.tr ya da bilgi+kvkk@ornek.de')).toEqual([
      { email: 'kvkk@ornek.com.tr' },
      { text: ' ya da ' },
      { email: 'bilgi+kvkk@ornek.de' },
    ]);
  });

  it('keeps text without an address as it is', () => {
    expect(withEmailLinks('Başvurularınızı bize iletebilirsiniz.')).toEqual([{ text: 'Başvurularınızı bize iletebilirsiniz.' }]);
    expect(withEmailLinks('a @ b, x@y, @handle')).toEqual([{ text: 'a @ b, x@y, @handle' }]);
    expect(withEmailLinks('')).toEqual([]);
  });
});
