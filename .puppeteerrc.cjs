/**
 * pa11y drives puppeteer, and puppeteer's install would download a Chrome of its own: that
 * download cannot work here, and the tests use Debian's Chromium (tests/browser/accessibility-pa11y.desktop.spec.ts).
 */
module.exports = { skipDownload: true };
