/**
 * One Lighthouse run of one page, reduced to the figures the page benchmark reports. The full
 * report is dropped: a few hundred of them would weigh tens of megabytes and say nothing the
 * figures do not.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** Lighthouse's default (mobile: emulated phone, simulated slow 4G, 4x CPU slowdown) and its desktop preset. */
export const presets = ['mobile', 'desktop'] as const;
export type Preset = (typeof presets)[number];

/** The resource types of Lighthouse's resource summary the benchmark reports, `total` last. */
export const resourceTypes = ['document', 'script', 'stylesheet', 'font', 'image', 'total'] as const;
export type ResourceType = (typeof resourceTypes)[number];

export interface Sample {
  /** Performance score, 0-100. */
  perf: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes on the wire (compressed bodies plus headers), per resource type. */
  bytes: Record<ResourceType, number>;
  /** The protocol the page's document came over, as the browser negotiated it (`h2`, `http/1.1`): the simulation models connections by it. */
  protocol: string;
}

interface SummaryItem {
  resourceType: string;
  transferSize: number;
}

interface NetworkRequestItem {
  resourceType?: string;
  protocol?: string;
}

export async function lighthouseSample(url: string, preset: Preset, debugPort: number): Promise<Sample> {
  const result = await lighthouse(
    url,
    { port: debugPort, onlyCategories: ['performance'], logLevel: 'error' },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url} (${preset})`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not measure ${url} (${preset}): ${runtimeError.code} ${runtimeError.message}`);
  const metric = (id: string) => {
    const value = audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${url} (${preset})`);
    return value;
  };
  const items = (audits['resource-summary']?.details as { items?: SummaryItem[] } | undefined)?.items ?? [];
  const bytes = Object.fromEntries(
    resourceTypes.map((type) => [type, items.find((item) => item.resourceType === type)?.transferSize ?? 0]),
  ) as Record<ResourceType, number>;
  const requests = (audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined)?.items ?? [];
  const protocol = requests.find((request) => request.resourceType === 'Document')?.protocol;
  if (!protocol) throw new Error(`Lighthouse recorded no document request for ${url} (${preset})`);
  return {
    perf: Math.round((categories['performance']?.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    bytes,
    protocol,
  };
}
