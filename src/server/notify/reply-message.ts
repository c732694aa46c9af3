/**
 * The e-mail a staff member's reply becomes: To the visitor, from the company (its name in the
 * request's language, the configured sender's address), Reply-To the staff list and the staff
 * member, so the visitor's answer reaches them; the subject in the request's language names the
 * request's subject and the company. Plain text, as staff wrote it.
 */
import { fillPlaceholders } from '../../content/reply-placeholders';
import type { NotificationMessage } from './message';
import { oneLine } from './message';

export interface ReplyParts {
  /** The request's visitor: their name fills `{name}`, their address is the one recipient. */
  visitor: { name: string; email: string; subject: string };
  text: string;
  staffMember: string;
  staffList: readonly string[];
  /** From the request's language's content: the site's company name and the reply templates' subject line. */
  companyName: string;
  subjectLine: string;
}

export function replyMessage({ visitor, text, staffMember, staffList, companyName, subjectLine }: ReplyParts): NotificationMessage {
  return {
    to: [oneLine(visitor.email)],
    replyTo: [...new Set([...staffList, staffMember])].join(', '),
    fromName: oneLine(companyName),
    subject: oneLine(`${subjectLine}: ${visitor.subject} – ${companyName}`),
    text: fillPlaceholders(text, { name: oneLine(visitor.name) }),
    html: '',
  };
}
