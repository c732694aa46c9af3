/**
 * How the editor and the field's value stay one: the editor reports every change it makes,
 * and a value from outside (the other language's text, a restored revision, a fill) replaces
 * what it shows, unless it is only what the editor itself reported or already shows.
 */

/**
 * What a value from outside does to the editor. `agreed`: the HTML the two last agreed on
 * (what the editor was filled with or reported); `shown`: what it shows now, as it would
 * report it (asked for only when needed: serializing costs).
 * - `keep`: the value is the one they agreed on; nothing happens.
 * - `agree`: the editor already shows it; it becomes the agreed value, the content stays.
 * - `replace`: the editor's content becomes the value, without reporting it back.
 */
export function outsideValue(value: string, agreed: string, shown: () => string): 'keep' | 'agree' | 'replace' {
  if (value === agreed) return 'keep';
  return value === shown() ? 'agree' : 'replace';
}
