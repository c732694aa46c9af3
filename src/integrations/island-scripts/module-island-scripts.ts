/**
 * Astro writes its island runtime and each hydration directive as classic inline scripts right
 * before the first island that needs them. A classic script after a stylesheet link stops the
 * HTML parser until that stylesheet has arrived, so the first paint shows the page only up to
 * the first island (on the carousel pages: the heading, without the photo below it), and the
 * rest is parsed, laid out and painted in the next frames. As module scripts they run once the
 * page is parsed, in the same order, which is all an island needs: the parser reads the whole
 * page while the stylesheet is on its way, and the first paint shows all of the first screen.
 *
 * Only attribute-less scripts that stand directly before an `<astro-island>` (with, at most,
 * Astro's island style between them) change; any other inline script keeps its kind.
 */
import { ISLAND_STYLE_ELEMENT } from './island-style';

const SCRIPT = String.raw`<script>(?:(?!<\/script>)[\s\S])*<\/script>`;
const ISLAND_STYLE = ISLAND_STYLE_ELEMENT.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const BEFORE_ISLAND = new RegExp(String.raw`(?:${ISLAND_STYLE})?(?:${SCRIPT})+(?=<astro-island[\s>])`, 'g');

export function moduleIslandScripts(html: string): string {
  return html.replace(BEFORE_ISLAND, (scripts) => scripts.replaceAll('<script>', '<script type="module">'));
}
