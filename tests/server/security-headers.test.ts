import { describe, expect, it } from 'vitest';
import { mapEmbedOrigins } from '../../src/content/trusted-sources';
import { cspDirectives, mergePolicies, securityHeaders } from '../../src/server/security-headers';
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

  it('frames only the allowed map providers and nothing frames the site', () => {
    const policy = parsePolicy(cspDirectives.join('; '));
    expect(policy.get('frame-src')).toEqual(mapEmbedOrigins);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(cspDirectives.join(' ')).not.toContain('unsafe');
  });

  it('sends the policy beside the other headers', () => {
    expect(securityHeaders('x')).toMatchObject({ 'Content-Security-Policy': 'x', 'X-Frame-Options': 'DENY' });
  });
});
