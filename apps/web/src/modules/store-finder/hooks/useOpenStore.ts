import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n';
import { memberToken } from '../../session';
import type { StoreCardData } from '../api/useAreaStores';
import { promotionProblem } from '../utils/promotion';

/**
 * A tap on a store card (spec §2, §8): a visitor goes to login; a store whose promotion cannot be joined
 * shows why (`alert`), then its map page; otherwise the stamp page.
 */
export function useOpenStore() {
  const t = useMessages();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<{ storeId: number; message: string } | null>(null);

  return {
    alert,
    open: (store: StoreCardData) => {
      if (!memberToken()) {
        void navigate(ROUTES.mobileLogin);
        return;
      }
      const problem = promotionProblem(store.Mission);
      if (problem) setAlert({ storeId: store.id, message: t[problem] });
      else void navigate(ROUTES.storeCoupon(store.id));
    },
    closeAlert: () => {
      if (!alert) return;
      setAlert(null);
      void navigate(ROUTES.storeMap(alert.storeId));
    },
  };
}
