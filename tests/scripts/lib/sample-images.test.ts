/**
 * The sample photographs show what their text says: each image the committed content names is
 * drawn as the scene the generator reports, and the text that goes with the image, in every
 * language, names that scene: a project photo's alt is the project's name, the about image has
 * its own alt text, a news photo illustrates its header and summary, the share card the
 * company's description.
 */
import { languages } from '../../../src/i18n/routes';
import { loadContent } from '../../../src/content/loader';
import { describe, expect, it } from 'vitest';
import type { SampleScene } from '../../../scripts/lib/sample-scenes';
import { sampleDrawings } from '../../../scripts/lib/sample-images';

/** The words, TR, EN and DE, that a text uses for what each scene shows. */
const words: Record<SampleScene, RegExp> = {
  substation: /trafo merkezi|substation|orta gerilim|medium voltage|Umspann|Mittelspannung/i,
  'solar-field': /güneş|\bGES\b|solar/i,
  hospital: /hastane|hospital|Krankenhaus/i,
  factory: /fabrika|factory/i,
  'office-block': /ofis|office|genel merkez|headquarters|Büro|Hauptsitz/i,
  'school-campus': /okul|school|Schul/i,
  'metro-station': /metro/i,
  'site-team': /ekip|ekib|team|staj|intern|İş sağlığı ve güvenliği|health and safety/i,
};

function scenesNamedBy(text: string): string[] {
  return Object.entries(words)
    .filter(([, pattern]) => pattern.test(text))
    .map(([scene]) => scene);
}

describe('sample images', () => {
  const drawings = sampleDrawings();

  for (const lang of languages) {
    const content = loadContent(lang);
    const captioned: { src: string; text: string }[] = [
      ...content.projects.projects.flatMap(({ project }) => project.imageSources.map((src) => ({ src, text: project.name }))),
      { src: content.aboutTagline.imageSource, text: content.aboutTagline.imageAltText },
      ...content.news.news.map(({ news }) => ({ src: news.menuImageSource, text: `${news.header}. ${news.description}` })),
      { src: content.site.ogImageSource, text: content.site.description },
    ];

    it(`show what their text names (${lang})`, () => {
      const mismatches = captioned
        .map(({ src, text }) => ({ src, text, drawn: drawings.get(src)?.subject ?? 'nothing', named: scenesNamedBy(text) }))
        .filter(({ drawn, named }) => !named.includes(drawn))
        .map(({ src, text, drawn, named }) => `${src} draws ${drawn}; "${text}" names ${named.join(', ') || 'no scene'}`);
      expect(mismatches).toEqual([]);
    });
  }
});
