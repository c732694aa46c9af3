/**
 * The reference a visitor is given for a request, and staff find it by: the first eight hex
 * digits of its id, in capitals ("3F2A9C1B"), short enough to read out on the phone. Shared by
 * the server (the native post's redirect), the form's island and the inbox.
 */
const REFERENCE = /^[0-9A-F]{8}$/;

/** The URL parameter that carries it to the 'sent' page. */
export const REFERENCE_PARAMETER = 'ref';

export const requestReference = (id: string): string => id.replace(/-/g, '').slice(0, 8).toUpperCase();

/** A reference as a URL carried it, or undefined for anything else (a hand-edited address shows none). */
export const readReference = (value: string | null | undefined): string | undefined => (value && REFERENCE.test(value) ? value : undefined);

/** The parameter that tells the 'sent' page the request was stored without its files (the day's budget for them was used up). */
export const FILES_REFUSED_PARAMETER = 'files';
const FILES_REFUSED = 'refused';

/** Whether a 'sent' page's address says the files were left out. */
export const filesWereRefused = (value: string | null | undefined): boolean => value === FILES_REFUSED;

/** The 'sent' page's address with the reference on it, and whether the request's files were left out. */
export const withReference = (sentPath: string, id: string, filesRefused = false): string =>
  `${sentPath}?${new URLSearchParams({ [REFERENCE_PARAMETER]: requestReference(id), ...(filesRefused ? { [FILES_REFUSED_PARAMETER]: FILES_REFUSED } : {}) })}`;
