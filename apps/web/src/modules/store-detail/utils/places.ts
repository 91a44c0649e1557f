/** Spec §9: the map's default centre, in the Philippines (Manila), and its zoom. */
export const DEFAULT_CENTRE = { lat: 14.5995, lng: 120.9842 } as const;
export const DEFAULT_ZOOM = 15;

interface Located {
  region: string;
  province: string;
  address: string;
}

/** The texts a place search looks for: the whole address, and its province/city and region alone. */
export function placeQueries(store: Located): { exact: string; area: string } {
  const area = [store.province, store.region, 'Philippines'].filter(Boolean).join(', ');
  return { exact: [store.address, area].filter(Boolean).join(', '), area };
}

/**
 * A link that opens the phone's maps app on this address: `geo:` on Android (its WebView and browsers
 * hand it to the maps app), Apple Maps on iOS, and Google Maps on the web elsewhere.
 */
export function mapsAppUrl(query: string, userAgent: string = navigator.userAgent): string {
  const q = encodeURIComponent(query);
  if (/android/i.test(userAgent)) return `geo:0,0?q=${q}`;
  if (/iphone|ipad|ipod/i.test(userAgent)) return `https://maps.apple.com/?q=${q}`;
  return `https://www.google.com/maps/search/?api=1&query=${q}`;
}
