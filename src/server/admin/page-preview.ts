/**
 * The studio's page preview as the server decides it, before the page is rendered: a native
 * form post (fields `unit` and `draft`, each JSON) from a signed-in account with the `content`
 * permission, checked as the staff API checks its calls (its origin, then its session), and the
 * draft laid over the content the preview starts from (src/server/content/preview-draft.ts).
 * The page itself is rendered by the site's page views in Astro's entry
 * (src/routes/page-preview-render.ts), which owns the content overlay its views read.
 * Nothing here writes: the draft lives only as long as its request.
 */
import type { ContentOverlay } from '../../content/overlay';
import type { FieldProblem } from '../../content/field-problems';
import { fromAllowedOrigin } from '../http/allowed-origin';
import { mediaType, readLimitedText } from '../http/body';
import type { Log } from '../log';
import type { ContentUnit } from '../store/content';
import { readDraft, withDraft } from '../content/preview-draft';
import { previewPageExtras } from '../content/preview-page-extras';
import type { PreviewBase } from '../content/preview-base';
import { error, FORBIDDEN } from './call';
import { MAX_CONTENT_BODY_BYTES } from './content-answers';
import type { AdminSettings } from './route';
import { validSession } from './session';

/**
 * What the page preview renders: the unit's page, from `content`; `notShown`: the draft's fields
 * shown as stored; `finish`: the rendered page with what the pane needs besides (preview-page-extras.ts).
 */
export interface PagePreviewRender {
  unit: ContentUnit;
  content: ContentOverlay;
  notShown: FieldProblem[];
  finish: (html: string) => string;
}

/** The render to make, or the answer that refuses it. */
export type PagePreviewRoute = (request: Request) => Promise<PagePreviewRender | Response>;

const FORM = 'application/x-www-form-urlencoded';

export function createPagePreview(settings: AdminSettings | Error, base: PreviewBase | undefined, log: Log): PagePreviewRoute {
  if (settings instanceof Error || !base) return async () => error(503, 'the admin API is not configured; see the server log');
  return async (request) => {
    if (request.method.toUpperCase() !== 'POST') return error(405, 'method not allowed', { Allow: 'POST' });
    if (!fromAllowedOrigin(request, settings.allowedOrigins)) return error(403, 'cross-origin requests are not accepted');
    try {
      const signed = await validSession(settings.store, await settings.sessionSecret(), request.headers.get('cookie'), Date.now());
      if (!signed) return error(401, 'sign in first');
      if (!signed.user.permissions.includes('content')) return error(403, FORBIDDEN.content);
      if (mediaType(request) !== FORM) return error(415, `send a form (${FORM})`);
      const body = await readLimitedText(request, MAX_CONTENT_BODY_BYTES);
      if (body === undefined) return error(413, `a draft of at most ${MAX_CONTENT_BODY_BYTES} bytes`);
      const form = new URLSearchParams(body);
      const draft = readDraft(form.get('unit'), form.get('draft'));
      if (typeof draft === 'string') return error(400, draft);
      const { content, shown, notShown } = withDraft(await base.content(), draft);
      const finish = (html: string) => previewPageExtras(html, draft.unit, shown, notShown);
      return { unit: draft.unit, content, notShown, finish };
    } catch (problem) {
      log.error(`POST ${new URL(request.url).pathname} failed`, problem);
      return error(503, 'the store could not be reached; try again');
    }
  };
}
