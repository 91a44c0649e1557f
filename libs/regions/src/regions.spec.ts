import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import psgc from './data/psgc.json';
import {
  areaId,
  findAreas,
  isKnownArea,
  listProvinces,
  listRegionItems,
  listRegions,
  regionId,
  resolveArea,
} from './index';

const NCR = 'National Capital Region (NCR)';
const REPO_ROOT = join(__dirname, '../../..');

/** Regions in PSGC order with [provinces, cities/municipalities outside any province]. */
const EXPECTED_REGIONS: readonly [string, number, number][] = [
  ['Region I (Ilocos Region)', 4, 0],
  ['Region II (Cagayan Valley)', 5, 0],
  ['Region III (Central Luzon)', 7, 2],
  ['Region IV-A (CALABARZON)', 5, 1],
  ['Region V (Bicol Region)', 6, 0],
  ['Region VI (Western Visayas)', 5, 1],
  ['Region VII (Central Visayas)', 2, 3],
  ['Region VIII (Eastern Visayas)', 6, 1],
  ['Region IX (Zamboanga Peninsula)', 4, 2],
  ['Region X (Northern Mindanao)', 5, 2],
  ['Region XI (Davao Region)', 5, 1],
  ['Region XII (SOCCSKSARGEN)', 4, 1],
  [NCR, 0, 17],
  ['Cordillera Administrative Region (CAR)', 6, 1],
  ['Region XIII (Caraga)', 5, 1],
  ['MIMAROPA Region', 5, 1],
  ['Negros Island Region (NIR)', 3, 1],
  ['Bangsamoro Autonomous Region In Muslim Mindanao (BARMM)', 5, 8],
];

const NCR_CITIES = [
  'Caloocan City',
  'Las Piñas City',
  'Makati City',
  'Malabon City',
  'Mandaluyong City',
  'Manila City',
  'Marikina City',
  'Muntinlupa City',
  'Navotas City',
  'Parañaque City',
  'Pasay City',
  'Pasig City',
  'Quezon City',
  'San Juan City',
  'Taguig City',
  'Valenzuela City',
];

/** Highly urbanized cities outside NCR (17) and the independent component City of Isabela. */
const OTHER_NON_PROVINCIAL_CITIES = [
  'Angeles City',
  'Bacolod City',
  'Baguio City',
  'Butuan City',
  'Cagayan De Oro City',
  'Cebu City',
  'Davao City',
  'General Santos City',
  'Iligan City',
  'Iloilo City',
  'Isabela City',
  'Lapu-Lapu City',
  'Lucena City',
  'Mandaue City',
  'Olongapo City',
  'Puerto Princesa City',
  'Tacloban City',
  'Zamboanga City',
];

/** BARMM's Special Geographic Area: municipalities that belong to no province. */
const SGA_MUNICIPALITIES = [
  'Kadayangan',
  'Kapalawan',
  'Ligawasan',
  'Malidegao',
  'Nabalawag',
  'Old Kaabakan',
  'Pahamuddin',
  'Tugunan',
];

const NON_PROVINCIAL = new Set([
  ...NCR_CITIES,
  'Pateros',
  ...OTHER_NON_PROVINCIAL_CITIES,
  ...SGA_MUNICIPALITIES,
]);

const allAreas = () =>
  listRegions().flatMap((region) => listProvinces(region).flatMap((p) => findAreas(region, p)));
const provincesOf = (region: string) => listProvinces(region).filter((name) => !NON_PROVINCIAL.has(name));
const nonProvincialOf = (region: string) => listProvinces(region).filter((name) => NON_PROVINCIAL.has(name));

describe('regions', () => {
  describe('data', () => {
    it('lists all 18 regions in PSGC order (Negros Island Region included)', () => {
      expect(listRegions()).toEqual(EXPECTED_REGIONS.map(([name]) => name));
    });

    it('gives every region its PSGC code', () => {
      expect(regionId(NCR)).toBe(1300000000);
      expect(regionId('Region I (Ilocos Region)')).toBe(100000000);
      expect(listRegionItems()).toContainEqual({ region: 'MIMAROPA Region', region_id: 1700000000 });
      expect(listRegionItems().map((r) => r.region_id)).toEqual(
        [...psgc.regions.map((r) => r.code)].sort((a, b) => a - b),
      );
    });

    it('has 82 provinces and 43 cities/municipalities outside any province: 125 areas', () => {
      const regions = listRegions();
      expect(regions.flatMap(provincesOf)).toHaveLength(82);
      expect(regions.flatMap(nonProvincialOf)).toHaveLength(43);
      expect(allAreas()).toHaveLength(125);
    });

    it('has the expected number of provinces and non-provincial cities in each region', () => {
      const counts = listRegions().map((r) => [r, provincesOf(r).length, nonProvincialOf(r).length]);
      expect(counts).toEqual(EXPECTED_REGIONS);
    });

    it('lists NCR as its 16 cities plus the municipality of Pateros', () => {
      expect(listProvinces(NCR)).toEqual([...NCR_CITIES, 'Pateros'].sort((a, b) => a.localeCompare(b, 'en')));
    });

    it('lists the highly urbanized cities outside NCR, Isabela City and the SGA municipalities on their own', () => {
      const outsideNcr = listRegions()
        .filter((r) => r !== NCR)
        .flatMap(nonProvincialOf);
      expect(outsideNcr.sort()).toEqual([...OTHER_NON_PROVINCIAL_CITIES, ...SGA_MUNICIPALITIES].sort());
      expect(nonProvincialOf('Bangsamoro Autonomous Region In Muslim Mindanao (BARMM)').sort()).toEqual(
        SGA_MUNICIPALITIES,
      );
    });

    it('places Sulu in Region IX, not BARMM (EO 91, 2025)', () => {
      expect(isKnownArea('Region IX (Zamboanga Peninsula)', 'Sulu')).toBe(true);
      expect(isKnownArea('Bangsamoro Autonomous Region In Muslim Mindanao (BARMM)', 'Sulu')).toBe(false);
    });

    it('gives every area a region code as parent_id', () => {
      const regionIds = new Set(listRegionItems().map((r) => r.region_id));
      for (const area of allAreas()) {
        expect(regionIds.has(area.parent_id)).toBe(true);
        expect(area.parent_id).toBe(regionId(area.region));
      }
    });

    it('gives every area a unique area_id that is a PSGC code of its region', () => {
      const areas = allAreas();
      expect(new Set(areas.map((a) => a.area_id)).size).toBe(areas.length);
      for (const area of areas) {
        expect(Math.floor(area.area_id / 1e8)).toBe(area.parent_id / 1e8);
        expect(area.area_id).not.toBe(area.parent_id);
      }
    });

    it('lists the province/city names of a region alphabetically', () => {
      expect(listProvinces('Region VII (Central Visayas)')).toEqual([
        'Bohol',
        'Cebu',
        'Cebu City',
        'Lapu-Lapu City',
        'Mandaue City',
      ]);
    });
  });

  describe('lookups', () => {
    it('finds an area by region and province/city name', () => {
      expect(findAreas(NCR, 'Makati City')).toEqual([
        { region: NCR, province: 'Makati City', area_id: 1380300000, parent_id: 1300000000 },
      ]);
      expect(areaId('Region III (Central Luzon)', 'Angeles City')).toBe(330100000);
    });

    it('round-trips every area through areaId and resolveArea', () => {
      for (const region of listRegions()) {
        for (const province of listProvinces(region)) {
          const id = areaId(region, province);
          expect(id).toBeDefined();
          expect(resolveArea(id as number)).toEqual({ region, province });
          expect(isKnownArea(region, province)).toBe(true);
          expect(findAreas(region, province)).toHaveLength(1);
        }
      }
    });

    it('matches names case-insensitively and ignoring surrounding whitespace', () => {
      const region = '  national capital region (ncr) ';
      expect(regionId(region)).toBe(1300000000);
      expect(listProvinces(region)).toEqual(listProvinces(NCR));
      expect(areaId(region, ' PARAÑAQUE city')).toBe(1381000000);
      expect(isKnownArea(region, 'las piñas city')).toBe(true);
      expect(findAreas('REGION VII (CENTRAL VISAYAS)', ' cebu ')).toEqual([
        {
          region: 'Region VII (Central Visayas)',
          province: 'Cebu',
          area_id: 702200000,
          parent_id: 700000000,
        },
      ]);
    });

    it('does not match partial names or inner whitespace differences', () => {
      expect(regionId('NCR')).toBeUndefined();
      expect(isKnownArea(NCR, 'Makati')).toBe(false);
      expect(isKnownArea(NCR, 'Makati  City')).toBe(false);
    });

    it('returns [] or undefined for unknown names and ids', () => {
      expect(listProvinces('Region XX')).toEqual([]);
      expect(findAreas('Region XX', 'Cebu')).toEqual([]);
      expect(findAreas(NCR, 'Cebu')).toEqual([]);
      expect(regionId('Region XX')).toBeUndefined();
      expect(areaId(NCR, 'Atlantis')).toBeUndefined();
      expect(areaId('Region I (Ilocos Region)', 'Makati City')).toBeUndefined();
      expect(isKnownArea('Region XX', 'Makati City')).toBe(false);
      expect(resolveArea(0)).toBeUndefined();
      expect(resolveArea(1300000000)).toBeUndefined();
    });

    it('returns copies, so callers cannot change the reference data', () => {
      findAreas(NCR, 'Makati City')[0].province = 'Changed';
      listRegions().pop();
      listProvinces(NCR).pop();
      expect(findAreas(NCR, 'Makati City')[0].province).toBe('Makati City');
      expect(listRegions()).toHaveLength(18);
      expect(listProvinces(NCR)).toHaveLength(17);
    });
  });

  describe('generated data file', () => {
    it('equals what tools/regions/generate.mjs produces from the installed package', () => {
      const generated = execFileSync(
        process.execPath,
        [join(REPO_ROOT, 'tools/regions/generate.mjs'), '--stdout'],
        {
          cwd: REPO_ROOT,
          encoding: 'utf8',
        },
      );
      expect(readFileSync(join(__dirname, 'data/psgc.json'), 'utf8')).toBe(generated);
    });

    it('records the source package and version', () => {
      expect(psgc.source).toMatch(/^@aivangogh\/ph-address@\d{4}\.\d+\.\d+$/);
    });
  });
});
