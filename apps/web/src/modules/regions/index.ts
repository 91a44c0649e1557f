export { lookupAreaIds } from './api/areaIds';
export { useAreaPlace } from './api/useRegions';
export { AreaName } from './components/AreaName';
export { AreaOrTextSearch } from './components/AreaOrTextSearch';
export { MobileAreaFields } from './components/MobileAreaFields';
export { RegionProvinceFields } from './components/RegionProvinceFields';
export { useAreaSelects } from './hooks/useAreaSelects';
