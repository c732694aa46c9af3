import type { BuildFacts } from '../build-facts';
import type { OfficeOf } from './schedule';

/**
 * The hours a language's requests wait in, as the reminders count them: the build being served
 * says (its facts, read at every call, so a publish that changes the hours moves the due times
 * at the next pass, as the inbox's waits move with the build it answers from); a build from
 * before its facts said so leaves them to `own`, this server's own build's.
 */
export const liveOfficeOf =
  (liveFacts: () => BuildFacts, own: OfficeOf): OfficeOf =>
  (lang) => {
    const hours = liveFacts().officeHours;
    return hours ? hours[lang] : own(lang);
  };
