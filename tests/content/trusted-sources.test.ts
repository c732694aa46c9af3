import { describe, expect, it } from 'vitest';
import { imageSource, siteSettingsSchema } from '../../src/content/schemas';
import { isTrustedImageSource, isTrustedMapEmbed, trustedSources } from '../../src/content/trusted-sources';

describe('image sources', () => {
  it('accepts site paths and https images on an allowed host', () => {
    expect(isTrustedImageSource('/images/projects/p01-1.jpg')).toBe(true);
    expect(isTrustedImageSource(`https://${trustedSources.imageHosts[0]}/v0/b/x.png?alt=media`)).toBe(true);
  });

  it.each([
    ['/\\evil.example/x.png', 'a backslash, which browsers read as /'],
    ['//evil.example/x.png', 'a protocol-relative URL'],
    ['/images//x.png', 'an empty segment'],
    ['/images/../x.png', 'a dot segment'],
    ['/images/x\t.png', 'a tab'],
    ['/images/x\n.png', 'a newline'],
    ['https://evil.example/x.png', 'a host not on the list'],
    [`https://${trustedSources.imageHosts[0]}.evil.example/x.png`, 'a look-alike host'],
    [`https://user@${trustedSources.imageHosts[0]}/x.png`, 'credentials'],
    [`http://${trustedSources.imageHosts[0]}/x.png`, 'plain http'],
    ['javascript:alert(1)', 'a script URL'],
    ['data:image/svg+xml,<svg onload=alert(1)>', 'a data URL'],
    ['images/x.png', 'a relative path'],
  ])('refuses %j (%s) with a message that says what is allowed', (value) => {
    expect(isTrustedImageSource(value)).toBe(false);
    const result = imageSource.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/one leading '\/'.*allowed image host/);
  });
});

describe('map embeds', () => {
  it('accepts the embed pages of the allowed providers', () => {
    expect(isTrustedMapEmbed('https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4&layer=mapnik')).toBe(true);
    expect(isTrustedMapEmbed('https://www.google.com/maps/embed?pb=!1m18')).toBe(true);
  });

  it.each([
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
