import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the server under test stores contact requests (set by playwright.config.ts). */
export const e2eContactDataDir = join(tmpdir(), 'ornek-site-e2e-contact-requests');
