/**
 * The sample privacy notice tells what the site really hands on: the map provider whose frame
 * "show the map here" loads (what it receives, and that nothing goes before the click), and the
 * GDPR beside KVKK for the visitors the German subsidiary serves.
 */
import { describe, expect, it } from 'vitest';
import { defaultContent } from '../../src/content/defaults';
import { languages } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { directionsUrl } from '../../src/lib/directions';

describe('the sample privacy notice', () => {
  for (const lang of languages) {
    const content = defaultContent(lang);
    const notice = [content.privacy.intro, ...content.privacy.sections.flatMap((s) => [s.title, s.body])].join('\n');

    it(`${lang}: names the map provider by its address, and when it is reached: after "${ui[lang].showMap}"`, () => {
      const directions = content.contact.addresses.map((a) => directionsUrl(a.lines));
      for (const url of [content.contact.mapSource, content.contact.mapLinkUrl, ...directions].filter(Boolean)) {
        const host = new URL(url!).hostname.replace(/^www\./, '');
        expect(notice, host).toContain(host);
      }
      expect(notice).toContain(ui[lang].showMap);
    });

    it(`${lang}: names the GDPR beside KVKK, for the visitors of ${content.site.subsidiary!.name}`, () => {
      expect(notice).toMatch(/\bKVKK\b/);
      expect(notice).toMatch(/\bGDPR\b/);
      expect(notice).toContain(content.site.subsidiary!.name);
    });
  }
});
