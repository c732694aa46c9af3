/**
 * A project page on paper (src/styles/print.css), as a customer prints it to pass round the
 * office: its title, its facts, its text, every photo small, and the company's contact line,
 * in black on white; nothing of the header, the carousel's buttons, the call-to-action band or
 * the footer's dark columns. Checked with the print media on an A4 sheet's width, upright and
 * across, in every language (the contact line is the language's).
 */
import { expect, test, type Page } from '@playwright/test';
import { getContactPageData, getSiteSettings } from '../../src/content/operations';
import { languages, pathFor } from '../../src/i18n/routes';
import { projectPagePhotos } from '../../src/lib/project-photos';
import { ready } from './carousel';
import { pausedClock } from './clock';
import { gallery, projectWithPhotos } from './photo-viewer';

/** An A4 sheet's width in CSS pixels (210 mm and 297 mm at 96 per inch). */
const sheets = { upright: 794, across: 1123 };

/** Where what the paper shows may be: the title, the photos, the facts, the text, the contact line. */
const ON_PAPER = [
  '[data-page-banner]',
  '[data-untranslated-notice]',
  '[data-project-images]',
  '[data-project-rows]',
  '.rich-text',
  '[data-print-contact]',
];

/** Every element that shows text of its own, with where it is and how it is painted. Runs in the page. */
function printedText(onPaper: string[]) {
  // A visually hidden label (the skip link, clipped to nothing) puts no ink on paper.
  const isShown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && getComputedStyle(element).clipPath !== 'inset(50%)';
  return [...document.body.querySelectorAll('*')]
    .filter(
      (element) => isShown(element) && [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()),
    )
    .map((element) => ({
      text: element.textContent!.trim().slice(0, 40),
      onPaper: onPaper.some((selector) => element.closest(selector) !== null),
      color: getComputedStyle(element).color,
    }));
}

/** Every shown element painted with a colour or an image behind it other than white. Runs in the page. */
function paintedBackgrounds() {
  return [document.documentElement, ...document.body.querySelectorAll('*')]
    .filter((element) => element === document.documentElement || element.checkVisibility())
    .map((element) => ({ element, style: getComputedStyle(element) }))
    .filter(({ style }) => {
      const color = style.backgroundColor;
      const transparent = /^rgba\(.*,\s*0\)$/.test(color) || color === 'transparent';
      return !(transparent || color === 'rgb(255, 255, 255)') || style.backgroundImage !== 'none';
    })
    .map(
      ({ element, style }) =>
        `${element.tagName.toLowerCase()}.${element.className}: ${style.backgroundColor} ${style.backgroundImage.slice(0, 30)}`,
    );
}

async function openPrinted(page: Page, width: number, lang: (typeof languages)[number]) {
  await page.setViewportSize({ width, height: 1123 });
  await pausedClock(page);
  await page.goto(pathFor('projectDetail', lang, projectWithPhotos(lang).url));
  // Printed once the gallery's island runs, as a visitor prints a page they have looked at.
  await ready(gallery(page));
  await page.emulateMedia({ media: 'print' });
}

for (const lang of languages) {
  for (const [sheet, width] of Object.entries(sheets)) {
    test(`${lang}, A4 ${sheet}: a project prints its title, facts, text, every photo small and the contact line, black on white`, async ({
      page,
    }) => {
      await openPrinted(page, width, lang);
      const project = projectWithPhotos(lang);

      await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
      await expect(page.locator('[data-project-rows]')).toContainText(project.customer);
      await expect(page.locator('[data-project-rows]')).toContainText(project.location);
      if (project.htmlContent) await expect(page.locator('main .rich-text')).toBeVisible();

      // Every photo on the sheet, side by side and small: none left out, cropped or outside the sheet.
      const photos = gallery(page).locator('img');
      await expect(photos).toHaveCount(projectPagePhotos(project).length);
      for (const photo of await photos.all()) {
        await expect(photo).toBeVisible();
        const box = (await photo.boundingBox())!;
        expect(box.x, 'inside the sheet').toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, 'inside the sheet').toBeLessThanOrEqual(width);
        expect(box.width, 'small: a third of the sheet at most').toBeLessThanOrEqual(width / 3);
      }

      // The company's contact line, in the page's language.
      const [contact] = getContactPageData(lang).offices;
      const line = page.locator('[data-print-contact]');
      await expect(line).toBeVisible();
      await expect(line).toContainText(getSiteSettings(lang).companyName);
      await expect(line).toContainText(contact!.phoneNumbers[0]!);
      await expect(line).toContainText(contact!.emails[0]!);

      // Nothing to press or to find one's way with on paper.
      await expect(page.locator('[data-site-header]')).toBeHidden();
      await expect(page.locator('button:visible')).toHaveCount(0);
      const texts = await page.evaluate(printedText, ON_PAPER);
      expect(
        texts.filter((text) => !text.onPaper).map((text) => text.text),
        'text on paper besides the title, photos, facts, text and contact line',
      ).toEqual([]);
      expect(
        texts.filter((text) => text.color !== 'rgb(0, 0, 0)').map((text) => `${text.text}: ${text.color}`),
        'text not in black',
      ).toEqual([]);
      expect(await page.evaluate(paintedBackgrounds), 'backgrounds other than white').toEqual([]);
    });
  }
}
