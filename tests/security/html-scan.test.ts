/** The scan's rule for inline scripts: the site's own are those the build's policy hashes. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { policyScriptHashes, scanHtml } from './html-scan';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const own = 'document.documentElement.dataset.ok = "1";';
const policy = `default-src 'self'; script-src 'self' '${sha256(own)}'; style-src 'self' 'sha256-abc='`;

describe('inline scripts', () => {
  it('reads the script hashes, and only those, from a policy', () => {
    expect(policyScriptHashes(policy)).toEqual(new Set([sha256(own)]));
    expect(policyScriptHashes("default-src 'self'")).toEqual(new Set());
  });

  it('passes a classic or module script the policy hashes, and flags one it does not', () => {
    const scriptHashes = policyScriptHashes(policy);
    const page = (script: string) => `<!doctype html><title>t</title>${script}`;
    expect(scanHtml('own.html', page(`<script>${own}</script><script type="module">${own}</script>`), { scriptHashes })).toEqual([]);
    const changed = scanHtml('changed.html', page(`<script type="module">${own}alert(1)</script>`), { scriptHashes });
    expect(changed.map((f) => f.rule)).toEqual(["inline script whose hash the site's policy does not list"]);
    expect(scanHtml('none.html', page(`<script>${own}</script>`)).map((f) => f.rule)).toEqual([
      "inline script whose hash the site's policy does not list",
    ]);
  });
});
