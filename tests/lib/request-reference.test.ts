/** The reference a visitor is given: eight capital hex digits of the request id, and only such a reference is read back. */
import { expect, it } from 'vitest';
import { readReference, requestReference, withReference } from '../../src/lib/request-reference';

it('is the first eight hex digits of the id, in capitals, on the sent page address', () => {
  expect(requestReference('3f2a9c1b-0d4e-4c5a-9b1e-2f3a4b5c6d7e')).toBe('3F2A9C1B');
  expect(withReference('/de/kontakt/gesendet', '3f2a9c1b-0d4e-4c5a-9b1e-2f3a4b5c6d7e')).toBe('/de/kontakt/gesendet?ref=3F2A9C1B');
  expect(withReference('/de/kontakt/gesendet', '3f2a9c1b-0d4e-4c5a-9b1e-2f3a4b5c6d7e', true)).toBe(
    '/de/kontakt/gesendet?ref=3F2A9C1B&files=refused',
  );
});

it('reads back only a reference, nothing else an address could carry', () => {
  expect(readReference('3F2A9C1B')).toBe('3F2A9C1B');
  for (const value of [null, undefined, '', '3f2a9c1b', '3F2A9C1', '3F2A9C1BB', '<script>', '3F2A9C1B\n'])
    expect(readReference(value)).toBeUndefined();
});
