/**
 * The content studio's interface texts, one set per language the admin speaks (a new admin
 * language is a type error here until it is translated; content languages are named from the
 * locale table), each in a module of its own (strings-tr.ts, strings-en.ts), so the studio's
 * screens fetch only the language they are shown in (use-studio-strings.ts). This record of every
 * set is for what reads them all: tests, scripts, the publish screen's list of changes.
 */
import type { AdminLang } from '../../../../i18n/admin-languages';
import { en } from './strings-en';
import { tr, type StudioStrings } from './strings-tr';

export type { StudioStrings };

export const studioStrings: Readonly<Record<AdminLang, StudioStrings>> = { tr, en };
