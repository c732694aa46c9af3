/**
 * Browser tests drive Debian's Chromium. When it is missing, install it on a Debian machine
 * where we are root; otherwise say exactly how to get it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
if (process.env.CHROMIUM_PATH === undefined && isRoot && isDebian) {
  console.log('Chromium is missing: installing Debian\'s chromium package (about a minute)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (existsSync(chromium)) process.exit(0);
}

console.error(`Browser tests need Chromium at ${chromium}, and it is not there.
  On Debian or Ubuntu:  sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium
  Elsewhere: install Chromium and point CHROMIUM_PATH at its executable, e.g.
    CHROMIUM_PATH=/path/to/chromium npm test
(Playwright's own browser download, npx playwright install, is not used by this project.)`);
process.exit(1);
