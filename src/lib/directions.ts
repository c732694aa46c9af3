/**
 * A link that opens directions to an address in the visitor's maps app: Google's "Maps URLs"
 * (api=1) are the one form every platform opens: the Google Maps app on Android and iOS where
 * it is installed, else maps in the browser (a geo: URI opens an app on Android only, an Apple
 * Maps link a native app on Apple's systems only). The destination is the address as the
 * content writes it, so it cannot drift from the text beside it.
 */
export function directionsUrl(addressLines: readonly string[]): string {
  const destination = addressLines
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
