import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroBuildArguments } from '../../../src/server/publish/astro-build';

describe("a publish run's Astro build", () => {
  it("runs Node with the arguments of package.json's build:astro, its heap limit among them", () => {
    const args = astroBuildArguments('.');
    expect(args.slice(-2)).toEqual(['node_modules/astro/bin/astro.mjs', 'build']);
    expect(args.some((arg) => arg.startsWith('--max-old-space-size='))).toBe(true);
  });

  it('names the file and the script when the script is not a Node command', () => {
    const dir = mkdtempSync(join(tmpdir(), 'astro-build-'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ scripts: { 'build:astro': 'astro build' } }));
    expect(() => astroBuildArguments(dir)).toThrow(
      `${join(dir, 'package.json')}: scripts['build:astro'] must be 'node <arguments>' (it is "astro build")`,
    );
  });
});
