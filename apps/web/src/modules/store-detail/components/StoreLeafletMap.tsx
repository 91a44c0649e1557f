import 'leaflet/dist/leaflet.css';
import { circleMarker, map as leafletMap, tileLayer } from 'leaflet/dist/leaflet-src.esm.js';
import { useEffect, useRef, useState } from 'react';

import { useMessages } from '../../i18n/useMessages';
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
    const view = leafletMap(container.current, { zoomControl: true }).setView(
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
      circleMarker([centre.lat, centre.lng], {
        radius: 10,
        color: '#075e45',
        fillColor: '#0b7a5a',
        fillOpacity: 0.9,
      })
        .bindTooltip(name)
        .addTo(view);
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
