import psgc from './data/psgc.json';
import type { AreaItem, PsgcData, Region } from './types';

interface RegionEntry {
  readonly region: Region;
  /** The region's areas, alphabetical by name. */
  readonly areas: readonly AreaItem[];
}

const data: PsgcData = psgc;
const collator = new Intl.Collator('en');

/** Name matching: exact, but case-insensitive, whitespace-trimmed and Unicode-normalized (NFC). */
const nameKey = (name: string): string => name.normalize('NFC').trim().toLowerCase();
const areaKey = (region: string, province: string): string => `${nameKey(region)}\u0000${nameKey(province)}`;

const regionEntry = (code: number, name: string): RegionEntry => ({
  region: { region: name, region_id: code },
  areas: data.areas
    .filter((area) => area.region === code)
    .map((area) => ({ region: name, province: area.name, area_id: area.code, parent_id: code }))
    .sort((a, b) => collator.compare(a.province, b.province)),
});

const regionEntries: readonly RegionEntry[] = [...data.regions]
  .sort((a, b) => a.code - b.code)
  .map((r) => regionEntry(r.code, r.name));
const regionsByName = new Map(regionEntries.map((entry) => [nameKey(entry.region.region), entry]));
const allAreas = regionEntries.flatMap((entry) => entry.areas);
const areasById = new Map(allAreas.map((area) => [area.area_id, area]));
const areasByName = new Map<string, AreaItem[]>();
for (const area of allAreas) {
  const key = areaKey(area.region, area.province);
  areasByName.set(key, [...(areasByName.get(key) ?? []), area]);
}

/** Region labels in PSGC order (ascending region code). */
export const listRegions = (): string[] => regionEntries.map((entry) => entry.region.region);

/** Regions with their PSGC codes, in PSGC order. */
export const listRegionItems = (): Region[] => regionEntries.map((entry) => ({ ...entry.region }));

/** Province/city names of a region, alphabetical; [] for an unknown region. */
export const listProvinces = (region: string): string[] =>
  regionsByName.get(nameKey(region))?.areas.map((area) => area.province) ?? [];

/** Areas named `province` in `region` (normally one); [] if none. */
export const findAreas = (region: string, province: string): AreaItem[] =>
  (areasByName.get(areaKey(region, province)) ?? []).map((area) => ({ ...area }));

/** Region and province/city names of a province/city PSGC code; undefined if unknown. */
export const resolveArea = (areaId: number): { region: string; province: string } | undefined => {
  const area = areasById.get(areaId);
  return area && { region: area.region, province: area.province };
};

/** PSGC code of a region; undefined if unknown. */
export const regionId = (region: string): number | undefined =>
  regionsByName.get(nameKey(region))?.region.region_id;

/** PSGC code of a province/city of a region; undefined if unknown. */
export const areaId = (region: string, province: string): number | undefined =>
  areasByName.get(areaKey(region, province))?.[0]?.area_id;

/** Whether `province` is a province/city of `region`. */
export const isKnownArea = (region: string, province: string): boolean =>
  areasByName.has(areaKey(region, province));

/** Which package and version data/psgc.json was generated from, e.g. "@aivangogh/ph-address@2025.4.4". */
export const PSGC_SOURCE: string = data.source;
