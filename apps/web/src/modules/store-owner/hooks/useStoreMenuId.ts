import { useParams } from 'react-router-dom';

/** The store id of the store-menu route (`/mobile/store-menu/{id}/...`); 0 when it is not a number. */
export function useStoreMenuId(): number {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
