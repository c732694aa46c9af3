/**
 * The Node the project runs on against what its packages ask for. npm runs on the machine's own
 * Node (20 on ours) and judges every package's `engines` by that one: hence the EBADENGINE
 * warnings of `npm ci`, and, for an optional package, a silent skip. The project's scripts run
 * on the Node 24 the `node` package pins (docs/developers/node-and-npm.md); these checks judge by that one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { satisfies, subset } from 'semver';
import { describe, expect, it } from 'vitest';

interface Manifest {
  version: string;
  engines?: { node?: string };
}
interface LockEntry {
  optional?: boolean;
  devOptional?: boolean;
  engines?: { node?: string };
}

const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const pinned = read<Manifest>('node_modules/node/package.json').version;
const lock = read<{ packages: Record<string, LockEntry> }>('package-lock.json').packages;
const installed = Object.keys(lock).filter((path) => path !== '' && existsSync(join(path, 'package.json')));

describe('the pinned Node', () => {
  it('runs the tests, as it runs every npm script', () => {
    expect(process.version).toBe(`v${pinned}`);
  });

  it('is one the project and every installed package accept', () => {
    const manifests: [string, Manifest][] = [
      ['package.json', read<Manifest>('package.json')],
      ...installed.map((path): [string, Manifest] => [path, read<Manifest>(join(path, 'package.json'))]),
    ];
    expect(manifests.length).toBeGreaterThan(500);
    const asking = manifests.filter(([, manifest]) => typeof manifest.engines?.node === 'string');
    expect(asking.length).toBeGreaterThan(100);
    const refusing = asking
      .filter(([, manifest]) => !satisfies(pinned, manifest.engines?.node ?? '', { includePrerelease: true }))
      .map(([path, manifest]) => `${path}@${manifest.version} wants node ${manifest.engines?.node}`);
    expect(refusing).toEqual([]);
  });
});

describe("npm on the machine's Node", () => {
  it('leaves out no optional package the project needs: npm would, silently, one refusing the Node it runs on', () => {
    const npmNodes = read<{ devEngines: { runtime: { version: string } } }>('package.json').devEngines.runtime.version;
    expect(satisfies('20.20.2', npmNodes), "our machines' Node").toBe(true);
    const optional = Object.entries(lock).filter(([, entry]) => entry.optional || entry.devOptional);
    expect(optional.map(([path]) => path)).toContain('node_modules/re2');
    // A package refusing the pinned Node is of no use to the project, whichever Node npm runs on.
    const needed = optional.filter(([, entry]) => satisfies(pinned, entry.engines?.node ?? '*', { includePrerelease: true }));
    const skipped = needed
      .filter(([, entry]) => !subset(npmNodes, entry.engines?.node ?? '*', { includePrerelease: true }))
      .map(([path, entry]) => `${path} wants node ${entry.engines?.node}`);
    expect(skipped).toEqual([]);
  });
});
