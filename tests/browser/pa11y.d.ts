/** The part of pa11y's API the accessibility tests use (the package ships no types). */
declare module 'pa11y' {
  interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    typeCode: number;
    message: string;
    context: string | null;
    selector: string;
    runner: string;
  }

  interface Pa11yResults {
    documentTitle: string;
    pageUrl: string;
    issues: Pa11yIssue[];
  }

  interface Pa11yOptions {
    /** A browser and page of the caller's (puppeteer's), used as they are and left open. */
    browser?: import('puppeteer-core').Browser;
    page?: import('puppeteer-core').Page;
    /** Test the page where it is instead of loading the URL. */
    ignoreUrl?: boolean;
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: string[];
    chromeLaunchConfig?: { executablePath?: string; args?: string[]; headless?: boolean | 'shell' };
    viewport?: { width: number; height: number; deviceScaleFactor?: number; isMobile?: boolean };
    timeout?: number;
    wait?: number;
    includeWarnings?: boolean;
    includeNotices?: boolean;
    ignore?: string[];
    userAgent?: string;
    actions?: string[];
  }

  function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
  export default pa11y;
}
