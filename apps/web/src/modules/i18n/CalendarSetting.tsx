import { useEffect } from 'react';

import { api } from '../api';
import { setProductTimeZone } from '../dates';

/**
 * Takes the product's time zone from the gateway (MISSION_TIME_ZONE, the setting the loyalty and push services
 * count days in), so the app writes dates and times in the same calendar. Until it answers, and offline,
 * Asia/Manila, the servers' default. Renders nothing; each face's app holds one.
 */
export function CalendarSetting(): null {
  const zone = api.useQuery('get', '/api/v1/config/calendar', {}, { staleTime: Infinity }).data?.time_zone;
  useEffect(() => {
    if (zone) setProductTimeZone(zone);
  }, [zone]);
  return null;
}
