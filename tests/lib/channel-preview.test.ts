/** A Firebase Hosting preview channel's address, told from the live site's (the preview bar shows there only). */
import { describe, expect, it } from 'vitest';
import { isPreviewChannelHost } from '../../src/lib/channel-preview';

describe('a preview channel’s address', () => {
  it('is told from the live site’s by the channel in the name', () => {
    expect(isPreviewChannelHost('ornek-site--run-1b2c3d4e-5f6a-x1y2z3ab.web.app')).toBe(true);
    for (const host of ['ornek-site.web.app', 'www.ornekelektromekanik.com.tr', 'localhost', '127.0.0.1', 'a--b.web.app.example.com'])
      expect(isPreviewChannelHost(host), host).toBe(false);
  });
});
