/** The form's element ids: each field's input and its message, the files' input, hint and message. */
import { ATTACHMENTS_FIELD } from '../../content/attachments';
import type { FormField } from '../../content/contact-fields';

export const inputId = (field: FormField) => `contact-${field}`;
export const errorId = (field: FormField) => `contact-${field}-error`;
export const FILES_INPUT_ID = `contact-${ATTACHMENTS_FIELD}`;
export const FILES_HINT_ID = `${FILES_INPUT_ID}-hint`;
export const FILES_ERROR_ID = `${FILES_INPUT_ID}-error`;
