/**
 * A project's photos as the server renders them: an alt text in another language than the
 * page's (a project not translated yet shows its fallback's texts) carries that language, so a
 * screen reader reads it with the right voice; the page's own alt texts carry none.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { load } from 'cheerio';
import { expect, it } from 'vitest';
import { locale } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import ProjectGallery from '../../src/islands/ProjectGallery';

const image = (name: string) => ({
  src: `/_astro/${name}.jpg`,
  width: 1600,
  height: 900,
  sources: [{ type: 'image/avif', srcset: `/_astro/${name}-480.avif 480w` }],
});

it("gives a photo's alt text its own language where it is not the page's, and no other", () => {
  const strings = ui.en;
  const html = renderToStaticMarkup(
    createElement(ProjectGallery, {
      images: [
        { image: image('trafo'), alt: 'Trafo merkezinin genel görünümü', altLang: locale('tr').tag },
        { image: image('pano'), alt: 'The switchboard room' },
      ],
      label: strings.projectImages,
      labels: strings.carousel,
      viewerLabels: { ...strings.photoViewer, count: strings.carousel.slideOf },
    }),
  );
  const $ = load(html);
  const photos = $('img');
  expect(photos).toHaveLength(2);
  expect(photos.eq(0).attr('alt')).toBe('Trafo merkezinin genel görünümü');
  expect(photos.eq(0).attr('lang')).toBe(locale('tr').tag);
  expect(photos.eq(1).attr('lang')).toBeUndefined();
  // The words around the photo stay the page's: the link's "enlarge" text carries no lang.
  expect($('[data-photo-link]').first().attr('lang')).toBeUndefined();
});
