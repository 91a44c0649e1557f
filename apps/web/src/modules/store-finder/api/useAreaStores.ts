import type { Schema } from '@stamp/api-client';
import type { StoreSort } from '@stamp/shared';

import { api } from '../../api';

export type StoreCardData = Schema<'StorePublicView'> | Schema<'StoreFullView'>;

/** The stores of one region and province/city in the member's chosen order; nothing until both are set. */
export function useAreaStores(region: string, province: string, sort: StoreSort) {
  return api.useQuery(
    'get',
    '/api/v1/store/region={region}/province={province}',
    { params: { path: { region, province }, query: { sort } } },
    { enabled: region !== '' && province !== '' },
  );
}
