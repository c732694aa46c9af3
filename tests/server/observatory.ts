/**
 * The header tests of Mozilla's HTTP Observatory scoring (the ones that can be judged from a
 * response's headers over any transport): each test passes or fails with the score modifier
 * the Observatory gives. The grade starts at 100; A+ needs 100 or more.
 */
export interface ObservatoryResult {
  test: string;
  pass: boolean;
  modifier: number;
  why: string;
}

type Headers = Record<string, string | undefined>;

export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const UNSAFE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", 'data:', 'http:', 'https:', '*'];

function contentSecurityPolicy(headers: Headers): ObservatoryResult {
  const policy = headers['content-security-policy'];
  if (!policy) return { test: 'content-security-policy', pass: false, modifier: -25, why: 'no Content-Security-Policy header' };
  const csp = parsePolicy(policy);
  const defaultSrc = csp.get('default-src');
  const scriptSrc = csp.get('script-src') ?? defaultSrc;
  const objectSrc = csp.get('object-src') ?? defaultSrc;
  if (!scriptSrc)
    return {
      test: 'content-security-policy',
      pass: false,
      modifier: -20,
      why: 'scripts are not restricted (no script-src, no default-src)',
    };
  const unsafe = scriptSrc.filter((source) => UNSAFE_SCRIPT_SOURCES.includes(source.toLowerCase()));
  if (unsafe.length > 0)
    return { test: 'content-security-policy', pass: false, modifier: -20, why: `script-src allows ${unsafe.join(' ')}` };
  if (!objectSrc || objectSrc.some((s) => ['*', 'https:', 'http:', 'data:'].includes(s))) {
    return { test: 'content-security-policy', pass: false, modifier: -20, why: 'object-src is not restricted' };
  }
  const defaultNone = defaultSrc?.length === 1 && defaultSrc[0] === "'none'";
  return {
    test: 'content-security-policy',
    pass: true,
    modifier: defaultNone ? 10 : 0,
    why: 'implemented without unsafe sources for scripts',
  };
}

function strictTransportSecurity(headers: Headers): ObservatoryResult {
  const maxAge = Number(/max-age=(\d+)/i.exec(headers['strict-transport-security'] ?? '')?.[1] ?? NaN);
  const pass = maxAge >= 15_768_000;
  return {
    test: 'strict-transport-security',
    pass,
    modifier: pass ? 0 : -20,
    why: pass ? `max-age ${maxAge} s (>= 6 months)` : 'missing or under 6 months',
  };
}

function contentTypeOptions(headers: Headers): ObservatoryResult {
  const pass = headers['x-content-type-options']?.toLowerCase() === 'nosniff';
  return { test: 'x-content-type-options', pass, modifier: pass ? 0 : -5, why: pass ? 'nosniff' : 'missing' };
}

function frameOptions(headers: Headers): ObservatoryResult {
  const ancestors = parsePolicy(headers['content-security-policy'] ?? '').get('frame-ancestors');
  if (ancestors && !ancestors.includes('*'))
    return { test: 'x-frame-options', pass: true, modifier: 5, why: 'implemented via CSP frame-ancestors' };
  const pass = /^(deny|sameorigin)$/i.test(headers['x-frame-options'] ?? '');
  return { test: 'x-frame-options', pass, modifier: pass ? 0 : -20, why: pass ? 'X-Frame-Options' : 'no clickjacking protection' };
}

function referrerPolicy(headers: Headers): ObservatoryResult {
  const policy =
    (headers['referrer-policy'] ?? '')
      .split(',')
      .map((p) => p.trim().toLowerCase())
      .at(-1) ?? '';
  const privateOnes = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  if (privateOnes.includes(policy)) return { test: 'referrer-policy', pass: true, modifier: 5, why: policy };
  const unsafe = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(policy);
  return { test: 'referrer-policy', pass: false, modifier: unsafe ? -5 : 0, why: policy || 'missing' };
}

export function observatory(headers: Headers): { score: number; grade: string; results: ObservatoryResult[] } {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const results = [contentSecurityPolicy, strictTransportSecurity, contentTypeOptions, frameOptions, referrerPolicy].map((test) =>
    test(lower),
  );
  const score = 100 + results.reduce((sum, r) => sum + r.modifier, 0);
  const grade =
    score >= 100
      ? 'A+'
      : score >= 90
        ? 'A'
        : score >= 85
          ? 'A-'
          : score >= 80
            ? 'B+'
            : score >= 70
              ? 'B'
              : score >= 50
                ? 'C'
                : score >= 25
                  ? 'D'
                  : 'F';
  return { score, grade, results };
}
