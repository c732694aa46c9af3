import { describe, expect, it } from 'vitest';
import { directionsUrl } from '../../src/lib/directions';

describe('directions to an address', () => {
  it("opens the maps app's directions to the address as written, every line encoded", () => {
    const url = new URL(directionsUrl(['OSTİM OSB Mah. 1234. Cad. No: 12', ' 06374 Yenimahalle / Ankara ', '', 'Türkiye']));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('OSTİM OSB Mah. 1234. Cad. No: 12, 06374 Yenimahalle / Ankara, Türkiye');
  });
});
