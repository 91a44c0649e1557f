/**
 * One "province/city" entry of a region: a province, or a city/municipality that belongs to no province.
 * `area_id` and `parent_id` are PSGC codes as numbers (the 10-digit code without its leading zero,
 * e.g. 330100000 for "0330100000").
 */
export interface AreaItem {
  /** Region label, e.g. "National Capital Region (NCR)". */
  region: string;
  /** Province or non-provincial city/municipality name, e.g. "Makati City", "Cebu". */
  province: string;
  /** PSGC code of the province/city. */
  area_id: number;
  /** PSGC code of its region. */
  parent_id: number;
}

/** A region: its label and PSGC code (a number, e.g. 1300000000 for NCR). */
export interface Region {
  region: string;
  region_id: number;
}

/** Shape of data/psgc.json, written by tools/regions/generate.mjs. */
export interface PsgcData {
  source: string;
  regions: readonly { code: number; name: string }[];
  areas: readonly { code: number; name: string; region: number }[];
}
