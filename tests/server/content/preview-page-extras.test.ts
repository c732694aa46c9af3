/**
 * The preview pane's extras on a rendered page: each element showing a field of the unit names
 * its path (a text by its innermost element, a rich text by the element holding its blocks, a
 * photo by its alt text or its file's name), nothing in <head> is marked, the fields not shown
 * travel in a meta element, uploads not yet built come from the media store, and apart from the
 * inserted attributes the HTML is the page's own, byte for byte.
 */
import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { adminApi, adminApiPath } from '../../../src/i18n/routes';
import { PREVIEW_FIELD_ATTRIBUTE as FIELD_ATTRIBUTE, PREVIEW_NOT_SHOWN_META as NOT_SHOWN_META } from '../../../src/admin-api/contract';
import { previewPageExtras } from '../../../src/server/content/preview-page-extras';
import { committedContent } from '../../content/helpers';

const project = committedContent('en').projects.projects[0]!.project;
const unit = { key: 'projects' as const, item: 'p01' };

const page = `<!DOCTYPE html><html lang="en"><head><title>${project.name} | Site</title>
<meta name="description" content="${project.description}"></head>
<body><header><a href="/en/">Home</a></header>
<main><nav aria-label="Breadcrumb"><ol><li><a href="/en/projects">Projects</a></li><li aria-current="page">${project.name}</li></ol></nav>
<h1 class="text-3xl">
  ${project.name}
</h1>
<p class="lead">Customer: <strong>${project.customer}</strong></p>
<section><p>${project.description}</p></section>
<div class="prose">${project.htmlContent}</div>
<picture><source type="image/avif" srcset="/_astro/p01-2.Ab12_Z1x.avif 480w"><img src="/_astro/p01-2.Ab12_Z2y.jpg" alt="a photo whose alt was changed"></picture>
<img src="/_astro/gallery-3.Cd34.jpg" alt="${project.imageAlts![2]}">
<img src="/images/uploads/abc123.jpg" alt="An uploaded photo">
</main></body></html>`;

const extras = (html = page, data: Record<string, unknown> = project) => previewPageExtras(html, unit, data, []);
const marked = (html: string) =>
  load(html)(`[${FIELD_ATTRIBUTE}]`)
    .toArray()
    .map((element) => [element.tagName, element.attribs[FIELD_ATTRIBUTE]]);

describe("the preview pane's extras", () => {
  it('names the field each element shows, innermost, and marks nothing in <head>', () => {
    const found = marked(extras());
    expect(found).toContainEqual(['li', 'name']);
    expect(found).toContainEqual(['h1', 'name']);
    expect(found).toContainEqual(['strong', 'customer']);
    expect(found).toContainEqual(['p', 'description']);
    expect(found).toContainEqual(['div', 'htmlContent']);
    expect(found).not.toContainEqual(['section', 'description']);
    expect(found).not.toContainEqual(['title', 'name']);
  });

  it('finds a photo by its alt text, or by its file name when the alt text is another', () => {
    const found = marked(extras());
    expect(found).toContainEqual(['img', 'imageSources[2]']);
    expect(found).toContainEqual(['img', 'imageSources[1]']);
  });

  it('finds a long text inside a longer one, but never a short one by chance', () => {
    const html = page.replace(`<p>${project.description}</p>`, `<p>In short: ${project.description}</p>`);
    expect(marked(extras(html))).toContainEqual(['p', 'description']);
    const short = extras(page.replace('Home</a>', 'Home of OS</a>'), { ...project, location: 'OS' });
    expect(marked(short)).not.toContainEqual(['a', 'location']);
  });

  it("keeps the page's HTML byte for byte apart from the inserted attributes", () => {
    const out = extras();
    expect(out).not.toBe(page);
    const withoutMarks = out
      .replace(new RegExp(` ${FIELD_ATTRIBUTE}="[^"]*"`, 'g'), '')
      .replace(new RegExp(`<meta name="${NOT_SHOWN_META}"[^>]*>`), '')
      .replaceAll(adminApiPath(adminApi.mediaFile, { name: '' }), '/images/uploads/');
    expect(withoutMarks).toBe(page);
  });

  it('carries the fields not shown, and shows uploads not yet built from the media store', () => {
    const notShown = [{ field: 'name', code: 'required' as const, values: {}, message: 'a non-empty text' }];
    const $ = load(previewPageExtras(page, unit, project, notShown));
    expect(JSON.parse($(`meta[name="${NOT_SHOWN_META}"]`).attr('content')!)).toEqual(notShown);
    expect($('img[alt="An uploaded photo"]').attr('src')).toBe(adminApiPath(adminApi.mediaFile, { name: 'abc123.jpg' }));
  });

  it("shows the build's photos as their originals, not through Astro's image endpoint", () => {
    const endpoint = (width: number, format: string) => `/_image?href=%2F_astro%2Fp01-3.Ef56.jpg&amp;w=${width}&amp;h=900&amp;f=${format}`;
    const html = page.replace(
      '<img src="/_astro/gallery-3.Cd34.jpg"',
      `<picture><source type="image/avif" srcset="${endpoint(480, 'avif')} 480w, ${endpoint(800, 'avif')} 800w"><img src="${endpoint(1600, 'jpg')}"`,
    );
    const $ = load(extras(html));
    expect($('source').last().attr('srcset')).toBe('/_astro/p01-3.Ef56.jpg 480w, /_astro/p01-3.Ef56.jpg 800w');
    expect($(`img[alt="${project.imageAlts![2]}"]`).attr('src')).toBe('/_astro/p01-3.Ef56.jpg');
    expect($(`img[alt="${project.imageAlts![2]}"]`).attr(FIELD_ATTRIBUTE)).toBe('imageSources[2]');
  });

  it('marks nothing for a deleted item, and escapes what it writes', () => {
    expect(marked(previewPageExtras(page, unit, null, []))).toEqual([]);
    const $ = load(previewPageExtras(page, unit, null, [{ field: 'x', code: 'invalid', values: {}, message: '"><script>' }]));
    expect($('script')).toHaveLength(0);
  });
});
