/** The Node server of the built site (src/server/main.ts), as `npm start` runs it. */
import { expect, test } from '@playwright/test';
import { contactEndpoint } from '../../src/i18n/routes';
import { rawRequest, servedSiteTests } from './served-site';

let origin = '';
test.beforeAll(({}, testInfo) => {
  origin = String(testInfo.project.use.baseURL);
});

servedSiteTests('Node server', () => origin);

test('the contact endpoint answers other methods with 405 JSON and Allow: POST', async () => {
  for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
    const response = await rawRequest(origin, contactEndpoint, method);
    expect(response.status, method).toBe(405);
    expect(response.headers['allow'], method).toBe('POST');
    expect(response.headers['content-type'], method).toMatch(/^application\/json/);
    expect(JSON.parse(response.body), method).toMatchObject({ ok: false });
  }
});
