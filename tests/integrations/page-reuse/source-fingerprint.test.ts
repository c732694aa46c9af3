import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uploadsFolder } from '../../../src/lib/content-images-folder';
import { sourceFingerprint } from '../../../src/integrations/page-reuse/source-fingerprint';

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'source-fingerprint-'));
  mkdirSync(join(dir, 'src', 'components'), { recursive: true });
  mkdirSync(join(dir, uploadsFolder), { recursive: true });
  mkdirSync(join(dir, 'node_modules'));
  writeFileSync(join(dir, 'src', 'components', 'Footer.astro'), '<footer />');
  writeFileSync(join(dir, 'astro.config.mjs'), 'export default {};');
  writeFileSync(join(dir, 'node_modules', '.package-lock.json'), '{"packages":{"astro":"7.0.0"}}');
  return dir;
}

describe('the fingerprint of what pages are rendered with', () => {
  const site = 'https://www.example.com';

  it('is the same for two copies of a project, and changes with a component, the packages, the site or the year', () => {
    const [one, two] = [project(), project()];
    const before = sourceFingerprint(one, site, 2026);
    expect(sourceFingerprint(two, site, 2026)).toBe(before);
    expect(sourceFingerprint(one, 'https://www.example.org', 2026)).not.toBe(before);
    expect(sourceFingerprint(one, site, 2027)).not.toBe(before);
    writeFileSync(join(one, 'src', 'components', 'Footer.astro'), '<footer>©</footer>');
    expect(sourceFingerprint(one, site, 2026)).not.toBe(before);
    writeFileSync(join(two, 'node_modules', '.package-lock.json'), '{"packages":{"astro":"7.0.1"}}');
    expect(sourceFingerprint(two, site, 2026)).not.toBe(before);
  });

  it('leaves uploaded photos out: each is named by its bytes, and the content naming it changes', () => {
    const dir = project();
    const before = sourceFingerprint(dir, site, 2026);
    writeFileSync(join(dir, uploadsFolder, `${'a'.repeat(32)}.jpg`), 'jpeg bytes');
    expect(sourceFingerprint(dir, site, 2026)).toBe(before);
  });
});
