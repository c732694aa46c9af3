/**
 * A step of the build's Markdown processor (only the editors' handbook is Markdown): links
 * between its pages are written as files (`photos.md`), so they work where the files are read,
 * and lead to the served pages in the admin (`photos`, beside the page that links).
 */
import { servedHandbookLink } from '../lib/handbook';

interface Link {
  url: string;
}

/** What of Sätteri's visitor context this step uses. */
interface Context {
  setProperty(node: Readonly<Link>, key: 'url', value: string): void;
}

export const handbookLinks = {
  name: 'handbook-links',
  link(node: Readonly<Link>, ctx: Context) {
    const served = servedHandbookLink(node.url);
    if (served !== node.url) ctx.setProperty(node, 'url', served);
  },
};
