import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cspDirectives, mergePolicies, pagePreviewHeaders, securityHeaders } from '../../src/server/security-headers';
import { parsePolicy } from './observatory';

describe('security headers', () => {
  it('merges per-page policies into one that allows every hash any page needs, once', () => {
    const merged = parsePolicy(
      mergePolicies([
        "default-src 'self'; script-src 'self' 'sha256-a='; style-src 'self' 'sha256-s='",
        "default-src 'self';script-src 'self' 'sha256-b=' 'sha256-a='",
      ]),
    );
    expect(merged.get('script-src')).toEqual(["'self'", "'sha256-a='", "'sha256-b='"]);
    expect(merged.get('style-src')).toEqual(["'self'", "'sha256-s='"]);
    expect(merged.get('default-src')).toEqual(["'self'"]);
  });

  it("loads images from the site and the pages' own data: URIs only, frames only the map's exact embed pages and the site's own (the studio's preview), and nothing frames the site", () => {
    const policy = parsePolicy(cspDirectives.join('; '));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://www.openstreetmap.org/export/embed.html',
      'https://www.google.com/maps/embed',
    ]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(cspDirectives.join(' ')).not.toContain('unsafe');
  });

  it("Firebase Hosting's policy (the committed firebase.json) names no more images or frames than that", () => {
    const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
    };
    const policies = hosting.hosting.headers.flatMap(({ headers }) =>
      headers.filter(({ key }) => key === 'Content-Security-Policy').map(({ value }) => parsePolicy(value)),
    );
    expect(policies.length).toBeGreaterThan(0);
    const ours = parsePolicy(cspDirectives.join('; '));
    // The site's own policy names exactly ours; a stricter one (a staff download's) falls back to `default-src 'none'`.
    const effective = (policy: Map<string, string[]>, directive: string) => policy.get(directive) ?? policy.get('default-src');
    expect(policies.filter((policy) => policy.has('img-src'))).not.toEqual([]);
    for (const policy of policies) {
      for (const directive of ['img-src', 'frame-src']) {
        const sources = effective(policy, directive);
        if (sources?.join(' ') === "'none'") continue;
        expect(sources, directive).toEqual(effective(ours, directive));
      }
    }
  });

  it('sends the policy beside the other headers', () => {
    expect(securityHeaders('x')).toMatchObject({ 'Content-Security-Policy': 'x', 'X-Frame-Options': 'DENY' });
  });

  it("lets the admin alone frame the studio's page preview, which runs no script, the rest of the policy the site's", () => {
    const site = securityHeaders(`${cspDirectives.join('; ')}; script-src 'self' 'sha256-a='; script-src-elem 'self'; style-src 'self'`);
    const preview = pagePreviewHeaders(site);
    const policy = parsePolicy(preview['Content-Security-Policy']!);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'none'"]);
    expect(policy.has('script-src-elem')).toBe(false);
    expect(policy.get('img-src')).toEqual(parsePolicy(site['Content-Security-Policy']!).get('img-src'));
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(preview['X-Frame-Options']).toBe('SAMEORIGIN');
    expect({ ...preview, 'Content-Security-Policy': '', 'X-Frame-Options': '' }).toEqual({
      ...site,
      'Content-Security-Policy': '',
      'X-Frame-Options': '',
    });
    // The site's own headers are left as they were.
    expect(site['X-Frame-Options']).toBe('DENY');
    expect(parsePolicy(site['Content-Security-Policy']!).get('frame-ancestors')).toEqual(["'none'"]);
  });
});
