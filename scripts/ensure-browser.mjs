/**
 * Browser tests drive Debian's Chromium (its headless shell: tests/browser/chromium.ts says why)
 * and Debian's Firefox ESR (tests/firefox), and the HTML check runs the Nu HTML Checker on Java.
 * When any is missing, install it on a Debian machine where we are root (one apt-get update, one
 * install); otherwise say exactly how to get it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const java = process.env.JAVA ?? 'java';

function hasJava() {
  try {
    execFileSync(java, ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const missing = () => [
  ...(existsSync(chromium) ? [] : ['chromium-headless-shell']),
  ...(existsSync(firefox) ? [] : ['firefox-esr']),
  ...(hasJava() ? [] : ['default-jre-headless']),
];

let packages = missing();
if (packages.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
// Only what we would install where the test expects it: a CHROMIUM_PATH, FIREFOX_PATH or JAVA elsewhere is the caller's.
const override = { 'chromium-headless-shell': 'CHROMIUM_PATH', 'firefox-esr': 'FIREFOX_PATH', 'default-jre-headless': 'JAVA' };
const installable = packages.filter((pkg) => process.env[override[pkg]] === undefined);
if (isRoot && isDebian && installable.length > 0) {
  console.log(`Missing for the browser tests: installing Debian's ${installable.join(' and ')} (a minute or two)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('mkdir', ['-p', '/usr/share/man/man1']);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...installable], { stdio: 'inherit', env });
  packages = missing();
  if (packages.length === 0) process.exit(0);
}

if (packages.includes('chromium-headless-shell')) {
  console.error(`Browser tests need Chromium at ${chromium}, and it is not there.
  On Debian or Ubuntu:  sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium-headless-shell
  Elsewhere: install Chromium and point CHROMIUM_PATH at its executable, e.g.
    CHROMIUM_PATH=/path/to/chromium npm test
(Playwright's own browser download, npx playwright install, is not used by this project.)`);
}
if (packages.includes('firefox-esr')) {
  console.error(`The Firefox tests (tests/firefox) need Firefox ESR at ${firefox}, and it is not there.
  On Debian:  sudo apt-get update && sudo apt-get install -y --no-install-recommends firefox-esr
  Elsewhere: install a current Firefox (it is driven over WebDriver BiDi) and point FIREFOX_PATH at its executable.`);
}
if (packages.includes('default-jre-headless')) {
  console.error(`The HTML check (the W3C Nu HTML Checker, vnu.jar) needs Java 11 or later, and '${java}' does not run.
  On Debian or Ubuntu:  sudo apt-get update && sudo apt-get install -y --no-install-recommends default-jre-headless
  Elsewhere: install a Java runtime and put it on the PATH, or point JAVA at its java executable.`);
}
process.exit(1);
