/**
 * The files sent with a contact request, in its card: each a download (never opened in the
 * admin's page) named with its kind and size, and a PDF that carries active content says so
 * beside it, in words, before anyone opens it. Nothing when the request has no files.
 */
import { useId } from 'react';
import type { AdminLang } from '../../i18n/admin-languages';
import { adminApi, adminApiPath } from '../../i18n/routes';
import { attachmentKindName, formatFileSize } from '../../lib/attachment-labels';
import type { InboxItem } from './api';
import { fill, type AdminStrings } from './strings';

/** What the card shows of each file: where to download it and how it is described. */
export function requestFileRows(item: InboxItem, lang: AdminLang, strings: AdminStrings) {
  return item.attachments.map((file) => ({
    id: file.id,
    href: adminApiPath(adminApi.contactRequestAttachment, { id: item.id, attachmentId: file.id }),
    name: file.name,
    details: fill(strings.request.fileDetails, { kind: attachmentKindName(file.type), size: formatFileSize(file.size, lang) }),
    warning: file.activeContent ? strings.request.activeContent : undefined,
  }));
}

interface Props {
  item: InboxItem;
  lang: AdminLang;
  strings: AdminStrings;
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
