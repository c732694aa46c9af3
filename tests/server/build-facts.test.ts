/** What a build tells its server (dist/build-facts.json): read back, or refused with the file and field named. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_FACTS_FILE, readBuildFacts } from '../../src/server/build-facts';

const folder = (facts?: unknown) => {
  const dir = mkdtempSync(join(tmpdir(), 'build-facts-'));
  if (facts !== undefined) writeFileSync(join(dir, BUILD_FACTS_FILE), typeof facts === 'string' ? facts : JSON.stringify(facts));
  return dir;
};

describe('readBuildFacts', () => {
  it('reads the site and the export time, or their absence', () => {
    const facts = { site: 'https://www.example.com.tr/', contentExportedAt: '2026-11-20T08:00:00.000Z' };
    expect(readBuildFacts(folder(facts))).toEqual(facts);
    expect(readBuildFacts(folder({ contentExportedAt: null }))).toEqual({ contentExportedAt: null });
  });

  it("reads each language's office hours, and names a field of them that does not hold", () => {
    const ankara = {
      office: 'ankara',
      timeZone: 'Europe/Istanbul',
      holidays: 'TR',
      hours: [{ from: 'mon', to: 'fri', opens: '08:30', closes: '18:00' }],
    };
    const facts = { contentExportedAt: null, officeHours: { tr: ankara, en: ankara } };
    expect(readBuildFacts(folder(facts))).toEqual(facts);
    expect(() => readBuildFacts(folder({ contentExportedAt: null, officeHours: { tr: { ...ankara, hours: [] } } }))).toThrow(
      /field 'officeHours\.tr\.hours'/,
    );
    expect(() => readBuildFacts(folder({ contentExportedAt: null, officeHours: { xx: ankara } }))).toThrow(/field 'officeHours/);
  });

  it('says to build when the file is missing or unreadable', () => {
    expect(() => readBuildFacts(folder())).toThrow(/build-facts\.json could not be read .*npm run build/);
    expect(() => readBuildFacts(folder('{'))).toThrow(/build-facts\.json could not be read/);
  });

  it('names the field that does not hold', () => {
    expect(() => readBuildFacts(folder({ site: 'not a url', contentExportedAt: null }))).toThrow(/build-facts\.json: field 'site'/);
    expect(() => readBuildFacts(folder({ contentExportedAt: 'yesterday' }))).toThrow(/field 'contentExportedAt'/);
  });
});
