import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';

import { useMessages } from '../../i18n';
import { createMap, divIcon, marker, tileLayer } from '../utils/leafletParts';
import { DEFAULT_ZOOM } from '../utils/places';
import styles from './StoreMapTab.module.css';

interface StoreLeafletMapProps {
  tileUrl: string;
  centre: { lat: number; lng: number };
  /** A dot on the store's place; none when only the default centre is known. */
  marked: boolean;
  name: string;
}

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** The store's dot on the map, named for a screen reader (built as an element: the name is never HTML). */
function storeDot(name: string): HTMLElement {
  const dot = document.createElement('span');
  dot.setAttribute('role', 'img');
  dot.setAttribute('aria-label', name);
  return dot;
}

/**
 * The Leaflet map of the map tab (its own lazy chunk: Leaflet loads only here). A tile server that does not
 * answer leaves the map grey and says so; the address and the maps link beside it still work.
 */
export function StoreLeafletMap({ tileUrl, centre, marked, name }: StoreLeafletMapProps) {
  const t = useMessages();
  const container = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    const view = createMap(container.current, { zoomControl: true }).setView(
      [centre.lat, centre.lng],
      DEFAULT_ZOOM,
    );
    tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: tileUrl.includes('openstreetmap') ? OSM_ATTRIBUTION : '',
    })
      .on('tileerror', () => {
        setTilesFailed(true);
      })
      .addTo(view);
    if (marked) {
      marker([centre.lat, centre.lng], {
        icon: divIcon({ html: storeDot(name), className: styles.dot, iconSize: [22, 22] }),
        interactive: false,
        keyboard: false,
      }).addTo(view);
    }
    return () => {
      view.remove();
    };
  }, [tileUrl, centre.lat, centre.lng, marked, name]);

  return (
    <>
      <div ref={container} className={styles.map} role="region" aria-label={t.mapRegionLabel} />
      {tilesFailed && <p className={styles.note}>{t.mapNoTiles}</p>}
    </>
  );
}
