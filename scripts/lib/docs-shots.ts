/**
 * The screenshots the editors' handbook shows: each a screen of the admin at a width, saved as
 * docs/editors/images/<admin language>/<name>.webp. The handbook's test holds the pages to these
 * files; `npm run docs:screenshots` takes them.
 */
import type { Page } from '@playwright/test';
import { adminPath, studioQuery, type AdminChild } from '../../src/i18n/routes';

export interface DocsShot {
  name: string;
  /** The screen it shows: a handbook page shows only shots of the screens its front matter names. */
  screen: AdminChild;
  path: string;
  width: number;
  /** Whether the screen is shown to a signed-in account (else: before signing in). */
  signedIn: boolean;
  /** What to do on the screen before the picture: open a panel, scroll to a part. */
  prepare?: (page: Page) => Promise<void>;
}

const DESKTOP = 1280;
const PHONE = 375;
const projectEditor = `${adminPath('contentEdit')}?${studioQuery.document}=projects&${studioQuery.item}=p01`;

export const docsShots: readonly DocsShot[] = [
  { name: 'sign-in', screen: 'dashboard', path: adminPath('dashboard'), width: DESKTOP, signedIn: false },
  { name: 'dashboard', screen: 'dashboard', path: adminPath('dashboard'), width: DESKTOP, signedIn: true },
  { name: 'contact', screen: 'contact', path: adminPath('contact'), width: DESKTOP, signedIn: true },
  { name: 'contact-phone', screen: 'contact', path: adminPath('contact'), width: PHONE, signedIn: true },
  { name: 'content', screen: 'content', path: adminPath('content'), width: DESKTOP, signedIn: true },
  { name: 'content-edit', screen: 'contentEdit', path: projectEditor, width: DESKTOP, signedIn: true },
  { name: 'content-edit-phone', screen: 'contentEdit', path: projectEditor, width: PHONE, signedIn: true },
  {
    name: 'content-photo',
    screen: 'contentEdit',
    path: projectEditor,
    width: DESKTOP,
    signedIn: true,
    // The main photo's field, its upload button and its description in each language.
    prepare: async (page) => {
      await page
        .locator('[data-image-upload]')
        .first()
        .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    },
  },
  {
    name: 'content-history',
    screen: 'contentEdit',
    path: projectEditor,
    width: DESKTOP,
    signedIn: true,
    prepare: async (page) => {
      await page.locator('[data-history] > summary').first().click();
      await page
        .locator('[data-history]')
        .first()
        .evaluate((element) => element.scrollIntoView({ block: 'start' }));
    },
  },
  {
    name: 'content-preview',
    screen: 'contentEdit',
    path: projectEditor,
    width: DESKTOP,
    signedIn: true,
    // The live preview beside the form, once it shows the page.
    prepare: async (page) => {
      await page.locator('[data-preview-toggle]').click();
      await page.frameLocator('iframe[data-preview-frame]').locator('h1').waitFor();
    },
  },
  { name: 'publish', screen: 'publish', path: adminPath('publish'), width: DESKTOP, signedIn: true },
];
