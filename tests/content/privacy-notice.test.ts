/**
 * The privacy notice tells what the site really hands on: the map provider whose frame "show the
 * map here" loads (what it receives, and that nothing goes before the click), in every language
 * as visitors read it (the content the build reads); and the sample notice names the GDPR beside
 * KVKK for the visitors the German subsidiary serves.
 */
import { loadContent } from '../../src/content/loader';
import { describe, expect, it } from 'vitest';
import type { Content } from '../../src/content/documents';
import { getContent } from '../../src/content/loader';
import { languages } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { directionsUrl } from '../../src/lib/directions';

const noticeText = (content: Content) => [content.privacy.intro, ...content.privacy.sections.flatMap((s) => [s.title, s.body])].join('\n');

describe('the privacy notice visitors read', () => {
  for (const lang of languages) {
    const content = getContent(lang);
    const notice = noticeText(content);

    it(`${lang}: names the map provider by its address, and when it is reached: after "${ui[lang].showMap}"`, () => {
      const maps = content.contact.offices.flatMap(({ map }) => (map ? [map.source, map.linkUrl] : []));
      const directions = content.contact.offices.map((office) => directionsUrl(office.lines));
      for (const url of [...maps, ...directions]) {
        const host = new URL(url).hostname.replace(/^www\./, '');
        expect(notice, host).toContain(host);
      }
      expect(notice).toContain(ui[lang].showMap);
    });

    it(`${lang}: names the subsidiary, ${content.site.subsidiary.name}, whose visitors it also serves`, () => {
      expect(notice).toContain(content.site.subsidiary.name);
    });
  }
});

describe('the sample privacy notice', () => {
  for (const lang of languages) {
    const content = loadContent(lang);
    const notice = noticeText(content);

    it(`${lang}: names the GDPR beside KVKK, for the visitors of ${content.site.subsidiary.name}`, () => {
      expect(notice).toMatch(/\bKVKK\b/);
      expect(notice).toMatch(/\bGDPR\b/);
      expect(notice).toContain(content.site.subsidiary.name);
    });
  }
});
