/** The scan's rule for inline scripts: the site's own are those the build's policy hashes. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { policyFrameSources, policyScriptHashes, scanHtml } from './html-scan';

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

describe('frames', () => {
  const framePolicy = "default-src 'self'; frame-src https://maps.example/embed.html https://tiles.example/maps/";
  const frameSources = policyFrameSources(framePolicy);
  const scan = (frame: string) =>
    scanHtml('map.html', `<!doctype html><title>t</title><template>${frame}</template>`, { frameSources }).map((f) => f.rule);

  it('reads the sources of frame-src', () => {
    expect(frameSources).toEqual(['https://maps.example/embed.html', 'https://tiles.example/maps/']);
    expect(policyFrameSources("default-src 'self'")).toEqual([]);
  });

  it("lets the site's own sandboxed frame to a listed source through, query and all", () => {
    expect(scan('<iframe src="https://maps.example/embed.html?bbox=1,2&amp;layer=x" sandbox="allow-scripts"></iframe>')).toEqual([]);
    expect(scan('<iframe src="https://tiles.example/maps/a/b" sandbox></iframe>')).toEqual([]);
  });

  it('finds any other frame: another host or path, no sandbox, a script URL, srcdoc, no policy', () => {
    expect(scan('<iframe src="https://evil.example/embed.html" sandbox></iframe>')).toEqual(['<iframe> element']);
    expect(scan('<iframe src="https://maps.example/embed.html/x" sandbox></iframe>')).toEqual(['<iframe> element']);
    expect(scan('<iframe src="https://maps.example/embed.html"></iframe>')).toEqual(['<iframe> element']);
    expect(scan('<iframe src="javascript:alert(1)" sandbox></iframe>')).toEqual(['<iframe> element', "script URL in 'src'"]);
    expect(scan('<iframe src="https://maps.example/embed.html" sandbox srcdoc="<b>x</b>"></iframe>')).toEqual(["'srcdoc' attribute"]);
    const noPolicy = scanHtml('map.html', '<iframe src="https://maps.example/embed.html" sandbox></iframe>').map((f) => f.rule);
    expect(noPolicy).toEqual(['<iframe> element']);
  });
});
