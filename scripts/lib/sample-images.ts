/**
 * Every image the committed content names, in every language, with what it shows and how it is
 * drawn. A photograph is drawn as the scene its project, news item, about text or share card
 * says it shows (./sample-scenes.ts), never as a scene picked at random.
 */
import { basename } from 'node:path';
import { loadContent } from '../../src/content/loader';
import { languages } from '../../src/i18n/routes';
import { sampleScenes, type SampleScene } from './sample-scenes';
import { NAVY, clientMark, companyLogo, mapPreview } from './sample-marks';
import { drawScene } from './scenes';

export interface SampleDrawing {
  subject: SampleScene | 'company logo' | 'client mark' | 'map';
  svg: string;
}

/** Photographs by folder: the size the site's layouts and astro:assets expect of them. */
const photoSizes: Record<string, [width: number, height: number]> = {
  projects: [1600, 900],
  news: [1200, 675],
  about: [1200, 900],
  // The Open Graph card: 1.91:1, the size every network shows in full.
  brand: [1200, 630],
};

const inner = (svg: string) => svg.replace(/^<svg[^>]*>|<\/svg>$/g, '');

function photograph(src: string, scene: SampleScene): SampleDrawing {
  const folder = src.split('/')[2] ?? '';
  const size = photoSizes[folder];
  if (!size) throw new Error(`${src}: no photograph size for the folder '${folder}'`);
  const [width, height] = size;
  const picture = drawScene(scene, basename(src), width, height);
  if (folder !== 'brand') return { subject: scene, svg: picture };
  // The share card: the scene under a navy veil, the light logo over it.
  return {
    subject: scene,
    svg: `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}'>${inner(picture)}<rect width='${width}' height='${height}' fill='${NAVY}' opacity='0.55'/><g transform='translate(300 255) scale(2.5)'>${inner(companyLogo(true))}</g></svg>`,
  };
}

export function sampleDrawings(): Map<string, SampleDrawing> {
  const drawings = new Map<string, SampleDrawing>();
  const photo = (src: string) => {
    const scene = sampleScenes.get(src);
    if (!scene) throw new Error(`${src}: the content names this photograph without saying what it shows (scripts/lib/sample-scenes.ts)`);
    drawings.set(src, photograph(src, scene));
  };
  const logo = (src: string) => drawings.set(src, { subject: 'company logo', svg: companyLogo(src.includes('light')) });
  for (const lang of languages) {
    const content = loadContent(lang);
    [content.site.logoSource, content.header.logoSource, content.footer.footerLogoSource].forEach(logo);
    for (const { map } of content.contact.offices)
      if (map) drawings.set(map.previewSource, { subject: 'map', svg: mapPreview(map.previewSource) });
    [content.site.ogImageSource, content.aboutTagline.imageSource].forEach(photo);
    content.projects.projects.forEach(({ project }) => project.imageSources.forEach(photo));
    content.news.news.forEach(({ news }) => photo(news.menuImageSource));
    for (const { reference } of content.references.references) {
      drawings.set(reference.logo, { subject: 'client mark', svg: clientMark(reference.referenceName) });
    }
  }
  return drawings;
}
