/**
 * The draft a tab keeps of the form until it is sent (sessionStorage: this device and tab only),
 * as plain functions: what was typed, when the visitor began (the fill time the server checks
 * counts from there), and the names of the files chosen, which a browser cannot keep, so the form
 * can name the ones to choose again after a reload.
 */
/** Where the tab keeps the draft: a project's quote form has one of its own, its subject naming that project, not another. */
export const draftKey = (project: string | undefined): string => (project ? `contact-form-draft:${project}` : 'contact-form-draft');

export interface Draft {
  values: Record<string, unknown>;
  /** Epoch milliseconds: when the form the draft belongs to was first shown. */
  begunAt: number;
  fileNames: string[];
}

/** A stored draft, or undefined for none or a broken one; a draft kept before a field existed gets its default. */
export function parseDraft(stored: string | null, now: number): Draft | undefined {
  let saved: unknown;
  try {
    saved = JSON.parse(stored ?? 'null');
  } catch {
    return undefined;
  }
  if (!saved || typeof saved !== 'object') return undefined;
  const draft = saved as Partial<Draft>;
  // A draft kept before begunAt was stored is the values alone: kept, and counted from now.
  const values = draft.values && typeof draft.values === 'object' ? draft.values : (saved as Record<string, unknown>);
  const fileNames = Array.isArray(draft.fileNames) ? draft.fileNames.filter((name) => typeof name === 'string') : [];
  // A clock that went backwards (or a draft from the future) counts from now.
  return { values, begunAt: typeof draft.begunAt === 'number' ? Math.min(draft.begunAt, now) : now, fileNames };
}

/** What the tab keeps, or null when there is nothing worth keeping (every field empty, no file chosen). */
export function draftToKeep(values: Record<string, string>, begunAt: number, fileNames: readonly string[]): string | null {
  if (!Object.values(values).some((value) => value !== '') && fileNames.length === 0) return null;
  return JSON.stringify({ values, begunAt, fileNames: [...fileNames] } satisfies Draft);
}
