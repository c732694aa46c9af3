import { firestoreSdk } from './sdk';

/** Firestore values the schemas know as JSON: timestamps become ISO 8601 strings. */
export function toPlain(value: unknown): unknown {
  const { Timestamp, GeoPoint, DocumentReference } = firestoreSdk();
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof DocumentReference) return value.path;
  if (Array.isArray(value)) return value.map(toPlain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v)]));
  }
  return value;
}
