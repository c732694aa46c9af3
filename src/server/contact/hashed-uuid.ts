/**
 * An id the server derives from what was sent, so the same thing sent again gets the same id and
 * the stores keep it once: shaped as an RFC 9562 UUID (version 8, custom), like the island's own.
 */
import { createHash } from 'node:crypto';

export function hashedUuid(parts: readonly unknown[]): string {
  const hex = createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
