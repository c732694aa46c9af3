/**
 * The reminders' settings as the studio has them now (the private `requestReminders` document,
 * one value for every language): a saved change counts from the next pass, no publish needed,
 * as the reply templates do. A document that does not read (a store that cannot answer is the
 * caller's error) falls back to the default target and no manager, so requests are reminded.
 */
import { DEFAULT_FIRST_ANSWER_TARGET_MINUTES } from '../../admin-api/request-status';
import { requestRemindersSchema } from '../../content/schemas';
import { defaultLang } from '../../i18n/locales';
import type { ContentService } from '../content/service';
import type { ReminderSettings } from './schedule';

export async function reminderSettings(content: Pick<ContentService, 'document'>): Promise<ReminderSettings> {
  const parsed = requestRemindersSchema.safeParse((await content.document(defaultLang, 'requestReminders')).fields.data);
  if (!parsed.success) return { targetMinutes: DEFAULT_FIRST_ANSWER_TARGET_MINUTES, managerEmail: undefined };
  return { targetMinutes: parsed.data.firstAnswerTargetMinutes, managerEmail: parsed.data.managerEmail };
}
