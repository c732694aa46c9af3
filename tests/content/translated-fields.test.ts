import { describe, expect, it } from 'vitest';
import { translatedFields } from '../../src/content/translated-fields';

describe('the fields whose words a change changed', () => {
  it('names texts and rich texts, alone, in groups and in lists, by their top-level field', () => {
    expect(translatedFields('aboutTagline', false, ['visionContent', 'aboutContent', 'imageAltText'])).toEqual([
      'visionContent',
      'aboutContent',
      'imageAltText',
    ]);
    expect(translatedFields('site', false, ['hero.headline', 'hero.lead'])).toEqual(['hero']);
    expect(translatedFields('contact', false, ['offices[0].lines[1]', 'phoneHeader', 'offices[1].phoneNumbers[0]'])).toEqual([
      'offices',
      'phoneHeader',
    ]);
    expect(translatedFields('header', false, ['menuItems[1].text', 'menuItems'])).toEqual(['menuItems']);
    expect(translatedFields('projects', true, ['imageAlts[0]', 'htmlContent'])).toEqual(['imageAlts', 'htmlContent']);
  });

  it('leaves out facts: images, numbers, booleans, dates, e-mail and web addresses, slugs, site paths, codes', () => {
    expect(translatedFields('aboutTagline', false, ['imageSource', 'lang'])).toEqual([]);
    expect(
      translatedFields('projects', true, ['url', 'index', 'ongoing', 'imageSources[0]', 'imageSources', 'primaryImageSource']),
    ).toEqual([]);
    expect(translatedFields('news', true, ['createDate', 'url'])).toEqual([]);
    expect(translatedFields('site', false, ['baseUrl', 'foundingYear', 'address.addressCountry', 'siteMaker.url'])).toEqual([]);
    expect(
      translatedFields('contact', false, ['offices[0].map.source', 'offices[0].map.linkUrl', 'offices[0].emails[0]', 'offices[1].first']),
    ).toEqual([]);
    expect(translatedFields('header', false, ['menuItems[1].url', 'menuItems[0].dropdown'])).toEqual([]);
  });

  it('names nothing for a whole unit that came or went', () => {
    expect(translatedFields('projects', true, ['(document)'])).toEqual([]);
  });
});
