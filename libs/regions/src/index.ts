export type { AreaItem, Region } from './types';
export {
  PSGC_SOURCE,
  areaId,
  findAreas,
  isKnownArea,
  listProvinces,
  listRegionItems,
  listRegions,
  regionId,
  resolveArea,
} from './regions';
