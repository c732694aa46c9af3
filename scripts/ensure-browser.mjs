/**
 * Browser tests drive Debian's Chromium (its headless shell: tests/browser/chromium.ts says why)
 * and Debian's Firefox ESR (tests/firefox), and the HTML check runs the Nu HTML Checker on Java;
 * the WebKit stage (`node scripts/ensure-browser.mjs webkit`) drives Debian's WebKitGTK through
 * its WebDriver on Xvfb (tests/webkit). Each stage asks only for what it uses. When any is
 * missing, install it on a Debian machine where we are root (one apt-get update, one install);
 * otherwise say exactly how to get it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function runs(command, args) {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * What each Debian package gives the tests: where it is looked for (an environment variable
 * names another place, which is then the caller's to provide), and how to get it elsewhere.
 */
const needs = {
  'chromium-headless-shell': {
    variable: 'CHROMIUM_PATH',
    present: (path) => existsSync(path),
    default: '/usr/bin/chromium-headless-shell',
    help: (path) => `Browser tests need Chromium at ${path}, and it is not there.
  On Debian or Ubuntu:  sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium-headless-shell
  Elsewhere: install Chromium and point CHROMIUM_PATH at its executable, e.g.
    CHROMIUM_PATH=/path/to/chromium npm test
(Playwright's own browser download, npx playwright install, is not used by this project.)`,
  },
  'firefox-esr': {
    variable: 'FIREFOX_PATH',
    present: (path) => existsSync(path),
    default: '/usr/bin/firefox-esr',
    help: (path) => `The Firefox tests (tests/firefox) need Firefox ESR at ${path}, and it is not there.
  On Debian:  sudo apt-get update && sudo apt-get install -y --no-install-recommends firefox-esr
  Elsewhere: install a current Firefox (it is driven over WebDriver BiDi) and point FIREFOX_PATH at its executable.`,
  },
  'default-jre-headless': {
    variable: 'JAVA',
    present: (java) => runs(java, ['-version']),
    default: 'java',
    help: (java) => `The HTML check (the W3C Nu HTML Checker, vnu.jar) needs Java 11 or later, and '${java}' does not run.
  On Debian or Ubuntu:  sudo apt-get update && sudo apt-get install -y --no-install-recommends default-jre-headless
  Elsewhere: install a Java runtime and put it on the PATH, or point JAVA at its java executable.`,
  },
  // MiniBrowser, which the driver starts, comes with the WebKitGTK library the driver depends on.
  'webkit2gtk-driver': {
    variable: 'WEBKIT_DRIVER_PATH',
    present: (path) => existsSync(path),
    default: '/usr/bin/WebKitWebDriver',
    help: (path) => `The WebKit tests (tests/webkit) need WebKitGTK's WebDriver at ${path}, and it is not there.
  On Debian or Ubuntu:  sudo apt-get update && sudo apt-get install -y --no-install-recommends webkit2gtk-driver xvfb
  Elsewhere: point WEBKIT_DRIVER_PATH at WebKitWebDriver and MINIBROWSER_PATH at WebKitGTK's MiniBrowser.`,
  },
  xvfb: {
    variable: 'XVFB_PATH',
    present: (path) => existsSync(path),
    default: '/usr/bin/Xvfb',
    help: (path) => `The WebKit tests (tests/webkit) run MiniBrowser on an X server of their own, Xvfb, expected at ${path}.
  On Debian or Ubuntu:  sudo apt-get update && sudo apt-get install -y --no-install-recommends xvfb
  Elsewhere: install Xvfb and point XVFB_PATH at it.`,
  },
};
const stages = {
  browser: ['chromium-headless-shell', 'firefox-esr', 'default-jre-headless'],
  webkit: ['webkit2gtk-driver', 'xvfb'],
};

const asked = process.argv.slice(2);
const unknown = asked.filter((stage) => !(stage in stages));
if (unknown.length > 0) {
  console.error(`ensure-browser: unknown ${unknown.join(', ')}; known: ${Object.keys(stages).join(', ')}`);
  process.exit(2);
}
const wanted = (asked.length > 0 ? asked : ['browser']).flatMap((stage) => stages[stage]);
const where = (pkg) => process.env[needs[pkg].variable] ?? needs[pkg].default;
const missing = () => wanted.filter((pkg) => !needs[pkg].present(where(pkg)));

let packages = missing();
if (packages.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
// Only what we would install where the test expects it: a path set in the environment is the caller's.
const installable = packages.filter((pkg) => process.env[needs[pkg].variable] === undefined);
if (isRoot && isDebian && installable.length > 0) {
  console.log(`Missing for the browser tests: installing Debian's ${installable.join(' and ')} (a minute or two)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('mkdir', ['-p', '/usr/share/man/man1']);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...installable], { stdio: 'inherit', env });
  packages = missing();
  if (packages.length === 0) process.exit(0);
}

for (const pkg of packages) console.error(needs[pkg].help(where(pkg)));
process.exit(1);
