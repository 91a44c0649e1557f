import { apiClient } from '../../api';

/**
 * The area ids (area1, area2) of a region and province/city, or null when the lookup finds nothing
 * (sign-up's 'Invalid address', spec §5).
 */
export async function lookupAreaIds(
  region: string,
  province: string,
): Promise<{ area1: number; area2: number } | null> {
  const [regionAnswer, provinceAnswer] = await Promise.all([
    apiClient.GET('/api/v1/id/region={region}', { params: { path: { region } } }),
    apiClient.GET('/api/v1/id/region={region}/province={province}', {
      params: { path: { region, province } },
    }),
  ]);
  if (!regionAnswer.data || !provinceAnswer.data) return null;
  return { area1: regionAnswer.data.area_id, area2: provinceAnswer.data.area_id };
}
