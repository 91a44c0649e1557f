import { lazy, Suspense } from 'react';

import { useMessages } from '../../i18n';
import { PhoneIcon, PinIcon } from '../../mobile-shell';
import { Spinner } from '../../ui/Spinner';
import { useGeocode } from '../api/useGeocode';
import { useMapConfig } from '../api/useMapConfig';
import { DEFAULT_CENTRE, mapsAppUrl, placeQueries } from '../utils/places';
import type { DetailStore } from './StoreDetail';
import styles from './StoreMapTab.module.css';

const StoreLeafletMap = lazy(async () => ({
  default: (await import('./StoreLeafletMap')).StoreLeafletMap,
}));

/**
 * The Map tab (spec §2): the store's address and phone, a link that opens the phone's maps app, and, when
 * the gateway names a tile server, a map centred on the place the geocoder finds (else the default centre).
 * The map comes below the address, so its late arrival moves nothing the member is reading.
 */
export function StoreMapTab({ store }: { store: DetailStore }) {
  const t = useMessages();
  const config = useMapConfig();
  const queries = placeQueries(store);
  const tileUrl = config.data?.tile_url ?? null;
  const place = useGeocode(tileUrl === null ? null : (config.data?.geocoder_url ?? null), queries);
  const geocoding = place.isFetching && place.data === undefined;
  const found = place.data ?? null;

  return (
    <div className={styles.tab}>
      <section className={styles.card} aria-labelledby="store-address-title">
        <h2 id="store-address-title" className={styles.cardTitle}>
          <PinIcon />
          {t.storeAddressTitle}
        </h2>
        <p className={styles.address}>{store.address}</p>
        <p className={styles.area}>
          {store.province}, {store.region}
        </p>
        <a className={styles.mapsLink} href={mapsAppUrl(queries.exact)}>
          {t.mapOpenInApp}
        </a>
      </section>
      {store.phone_number && (
        <section className={styles.card} aria-labelledby="store-phone-title">
          <h2 id="store-phone-title" className={styles.cardTitle}>
            <PhoneIcon />
            {t.storePhoneTitle}
          </h2>
          <a className={styles.phone} href={`tel:${store.phone_number}`}>
            {store.phone_number}
          </a>
        </section>
      )}
      {tileUrl !== null && (
        <div className={styles.mapBox}>
          {geocoding ? (
            <Spinner />
          ) : (
            <Suspense fallback={<Spinner />}>
              <StoreLeafletMap
                tileUrl={tileUrl}
                centre={found ?? DEFAULT_CENTRE}
                marked={found !== null}
                name={store.name}
              />
            </Suspense>
          )}
        </div>
      )}
      {tileUrl !== null && !geocoding && found?.exact !== true && (
        <p className={styles.note}>{t.mapApproximate}</p>
      )}
    </div>
  );
}
