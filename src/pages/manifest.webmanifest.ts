/** The web app manifest: the company's name and icons for a phone's home screen. */
import type { APIRoute } from 'astro';
import { getSiteSettings } from '../content/operations';
import { defaultLang, pathFor } from '../i18n/routes';
import { THEME_COLOR } from '../lib/brand';

export const GET: APIRoute = () => {
  const site = getSiteSettings(defaultLang);
  const manifest = {
    name: site.companyName,
    short_name: site.companyName.split(' ')[0],
    description: site.description,
    lang: defaultLang,
    start_url: pathFor('home', defaultLang),
    display: 'browser',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json' } });
};
