import { describe, expect, it } from 'vitest';
import { imageSource, siteSettingsSchema } from '../../src/content/schemas';
import { getContent } from '../../src/content/loader';
import { languages } from '../../src/i18n/routes';
import { fieldMessages } from '../../src/content/field-messages';
import { isTrustedImageSource, isTrustedMapEmbed } from '../../src/content/trusted-sources';
import { UPLOADS_PATH } from '../../src/lib/content-images-folder';

describe('image sources', () => {
  it("accepts the site's own images and its uploads", () => {
    expect(isTrustedImageSource('/images/projects/p01-1.jpg')).toBe(true);
    expect(isTrustedImageSource('/images/brand/logo.svg')).toBe(true);
    expect(isTrustedImageSource(`${UPLOADS_PATH}/0123456789abcdef0123456789abcdef.jpg`)).toBe(true);
  });

  it.each([
    ['/\\evil.example/x.png', 'a backslash, which browsers read as /'],
    ['//evil.example/x.png', 'a protocol-relative URL'],
    ['/images//x.png', 'an empty segment'],
    ['/images/../x.png', 'a dot segment'],
    ['/images/x\t.png', 'a tab'],
    ['/images/x\n.png', 'a newline'],
    ['https://evil.example/x.png', 'another host'],
    ['https://firebasestorage.googleapis.com/v0/b/other-bucket/o/x.svg?alt=media', 'any Firebase Storage bucket'],
    ['https://firebasestorage.googleapis.com/v0/b/ornek.firebasestorage.app/o/uploads%2Fx.jpg?alt=media', 'even a bucket of the project'],
    ['/api/admin/summary', 'a path of the site that is no image'],
    ['/images', 'the folder itself'],
    ['javascript:alert(1)', 'a script URL'],
    ['data:image/svg+xml,<svg onload=alert(1)>', 'a data URL'],
    ['images/x.png', 'a relative path'],
  ])('refuses %j (%s) with a message that says what is allowed', (value) => {
    expect(isTrustedImageSource(value)).toBe(false);
    const result = imageSource.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(fieldMessages.imagePath().en);
    expect(result.error?.issues[0]?.message).toMatch(/^an image of this site, such as \/images\/logo\.svg or an uploaded photo/);
  });
});

describe('map embeds', () => {
  it('accepts the exact embed pages of the providers, with their query', () => {
    expect(isTrustedMapEmbed('https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4&layer=mapnik')).toBe(true);
    expect(isTrustedMapEmbed('https://www.google.com/maps/embed?pb=!1m18')).toBe(true);
    // The contact page's own maps, every office's in every language.
    for (const lang of languages)
      for (const { title, map } of getContent(lang).contact.offices) expect(isTrustedMapEmbed(map!.source), `${lang} ${title}`).toBe(true);
  });

  it.each([
    'https://www.google.com/maps/embedded-anything',
    'https://www.google.com/maps/embed/../../search?q=x',
    'https://www.google.com/maps/embed/anything',
    'https://www.google.com/maps/place/Ankara',
    'https://www.openstreetmap.org/export/embed.html.evil',
    'https://www.openstreetmap.org/export/embed.html/x',
    'https://www.openstreetmap.org:8443/export/embed.html',
    'https://www.google.com/maps/embed?pb=x#frag',
    'https://www.openstreetmap.org/user/evil',
    'https://evil.example/export/embed.html',
    'https://www.google.com.evil.example/maps/embed',
    'http://www.openstreetmap.org/export/embed.html',
    'javascript:alert(1)//https://www.google.com/maps/embed',
    'https://www.google.com\\@evil.example/maps/embed',
  ])('refuses %j', (value) => {
    expect(isTrustedMapEmbed(value)).toBe(false);
  });
});

describe('the site base URL', () => {
  it.each([
    ['https://www.ornekelektromekanik.com.tr', true],
    ['https://www.ornekelektromekanik.com.tr/', true],
    ['http://www.ornekelektromekanik.com.tr', false],
    ['https://www.ornekeljavascript:/*--></title>ektromekanik.com.tr', false],
    ['https://www.example.com.tr/path', false],
    ['https://user@www.example.com.tr', false],
  ])('%j is a site origin: %s', (value, valid) => {
    expect(siteSettingsSchema.shape.baseUrl.safeParse(value).success).toBe(valid);
  });
});
