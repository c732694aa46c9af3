/**
 * Where a line may break inside contact details, so a narrow column wraps them where a reader
 * expects: an e-mail address after its '@' only (its domain is read as one word, never
 * "ornekelektromekanik" + ".com.tr"), an address's "No: 12" kept whole.
 */

/** The pieces of an e-mail address between which a line may break: 'a@' and 'example.com.tr'. */
export function emailBreakParts(address: string): string[] {
  const at = address.lastIndexOf('@');
  if (at < 0) return [address];
  return [address.slice(0, at + 1), address.slice(at + 1)].filter((part) => part !== '');
}

/** A label that ends in ':' stays on the line of the number after it ("No: 12", "Kat: 3"). */
export function keepLabelsWithNumbers(line: string): string {
  return line.replace(/(\S:) +(?=\d)/g, '$1\u00a0');
}
