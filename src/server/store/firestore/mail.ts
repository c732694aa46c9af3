/**
 * With Firestore, notifications are documents of the `mail` collection that the Firebase
 * "Trigger Email from Firestore" extension sends and then records `delivery.state` on. The
 * document's shape is the extension's: {to, replyTo, message: {subject, text, html}}; its id is
 * the request's, so the inbox finds it.
 */
import type { NotificationMessage } from '../../notify/message';

export const MAIL_COLLECTION = 'mail';

export function mailDocument(message: NotificationMessage) {
  return {
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    message: {
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.messageId ? { messageId: message.messageId } : {}),
    },
  };
}
