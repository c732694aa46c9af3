/** A whole language as the site reads it: every document parsed and its links checked, as the snapshot's loader does. */
import { documentKeys, type Content, type DocumentKey } from '../../content/documents';
import { ContentError } from '../../content/errors';
import { checkContentLinks } from '../../content/links';
import { parseDocument } from '../../content/loader';
import type { Lang } from '../../i18n/routes';
import { assembled, languageViews, type ContentSource } from './document-view';

/** `where` names a document in the messages (the export names the Firestore path or the database). */
export async function readLanguage(source: ContentSource, where: (lang: Lang, key: DocumentKey) => string, lang: Lang): Promise<Content> {
  const views = await languageViews(source, lang);
  const content = Object.fromEntries(
    documentKeys.map((key, index) => [key, parseDocument(key, lang, assembled(key, views[index]!), where(lang, key))]),
  ) as Content;
  const links = checkContentLinks(content, lang, where);
  if (links.length > 0) throw new ContentError(links.join('\n'));
  return content;
}
