/**
 * The files sent with a contact request, in its card: each a download (never opened in the
 * admin's page) named with its kind and size, and a PDF that carries active content says so
 * beside it, in words, before anyone opens it. Nothing when the request has no files.
 */
import { useId } from 'react';
import type { AdminLang } from '../../i18n/admin-languages';
import { attachmentKindOfType, fileNameForKind } from '../../content/attachments';
import { adminApi, adminApiPath } from '../../i18n/routes';
import { attachmentKindName, formatFileSize } from '../../lib/attachment-labels';
import type { InboxItem } from './api';
import type { RequestStrings } from './request-strings';
import { fill } from './strings';

/** What the card shows of each file: where to download it and how it is described. */
export function requestFileRows(item: InboxItem, lang: AdminLang, strings: RequestStrings) {
  return item.attachments.map((file) => {
    // The name the download is saved under; a request stored before kept the visitor's name only.
    const name = fileNameForKind(file.name, attachmentKindOfType(file.type));
    const sentName = file.sentName ?? file.name;
    return {
      id: file.id,
      href: adminApiPath(adminApi.contactRequestAttachment, { id: item.id, attachmentId: file.id }),
      name,
      details: fill(strings.request.fileDetails, { kind: attachmentKindName(file.type), size: formatFileSize(file.size, lang) }),
      sentAs: sentName === name ? undefined : fill(strings.request.sentAs, { name: sentName }),
      warning: file.activeContent ? strings.request.activeContent : undefined,
    };
  });
}

interface Props {
  item: InboxItem;
  lang: AdminLang;
  strings: RequestStrings;
  /** The classes of the card's other rows and labels, so the files read as one of them. */
  rowClass: string;
  labelClass: string;
}

export function RequestFiles({ item, lang, strings, rowClass, labelClass }: Props) {
  const warningId = useId();
  const rows = requestFileRows(item, lang, strings);
  if (rows.length === 0) return null;
  return (
    <div className={`${rowClass} col-span-2`}>
      <dt className={labelClass}>{strings.request.files}</dt>
      <dd>
        <ul className="mt-1 space-y-2" data-request-files>
          {rows.map((row, position) => (
            <li key={row.id} className="min-w-0" data-request-file={row.id}>
              <a
                href={row.href}
                download={row.name}
                className="font-medium break-words text-navy-700 underline"
                {...(row.warning ? { 'aria-describedby': `${warningId}-${position}` } : {})}
              >
                {row.name}
              </a>{' '}
              <span className="text-sm whitespace-nowrap text-steel-700">({row.details})</span>
              {row.sentAs && (
                <span className="block text-sm break-words text-steel-700" data-request-file-sent-as>
                  {row.sentAs}
                </span>
              )}
              {row.warning && (
                <p id={`${warningId}-${position}`} className="mt-1 text-sm font-medium text-red-700" data-request-file-warning>
                  {row.warning}
                </p>
              )}
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
