#!/usr/bin/env node
// Regenerates libs/regions/src/data/psgc.json from the @aivangogh/ph-address package (PSA PSGC data).
//
//   node tools/regions/generate.mjs            write the data file
//   node tools/regions/generate.mjs --stdout   print the data file's text instead of writing it
//   node tools/regions/generate.mjs --check    exit 1 if the committed data file is stale
//
// Output is deterministic: records sorted by PSGC code, one record per line, trailing newline.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getAllRegions, getMunicipalitiesByProvince, getProvincesByRegion } from '@aivangogh/ph-address';

const SOURCE_PACKAGE = '@aivangogh/ph-address';
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DATA_FILE = resolve(REPO_ROOT, 'libs/regions/src/data/psgc.json');

/** "0330100000" -> 330100000: codes are kept as the number value of the 10-digit PSGC code. */
const toCode = (psgc) => {
  if (!/^\d{10}$/.test(psgc)) throw new Error(`not a 10-digit PSGC code: ${JSON.stringify(psgc)}`);
  return Number(psgc);
};

const cleanName = (name) => name.normalize('NFC').trim().replace(/\s+/g, ' ');

/** "National Capital Region" + "NCR" -> "National Capital Region (NCR)"; no designation -> name alone. */
const regionLabel = (region) => {
  const name = cleanName(region.name);
  const designation = cleanName(region.designation ?? '');
  return designation ? `${name} (${designation})` : name;
};

/** Every province-level code RR PPP 00000 of a region; ph-address indexes cities/municipalities by it. */
const provinceLevelCodes = (regionPsgc) =>
  Array.from({ length: 1000 }, (_, ppp) => `${regionPsgc.slice(0, 2)}${String(ppp).padStart(3, '0')}00000`);

/**
 * The cities/municipalities of a region that belong to no province: those filed under the region itself
 * (NCR's cities and Pateros), under their own code (highly urbanized cities) or under a pseudo-province
 * (City of Isabela, BARMM's Special Geographic Area). Sub-municipalities (Manila's districts), filed under
 * their city's code, are left out: their city is the entry.
 */
const nonProvincialLgus = (source, regionPsgc, provinceCodes) => {
  const lgus = provinceLevelCodes(regionPsgc)
    .filter((code) => !provinceCodes.has(code))
    .flatMap((code) => source.getMunicipalitiesByProvince(code));
  const lguCodes = new Set(lgus.map((lgu) => lgu.psgcCode));
  return lgus.filter((lgu) => lgu.provinceCode === lgu.psgcCode || !lguCodes.has(lgu.provinceCode));
};

const byCode = (a, b) => a.code - b.code;

const areasOfRegion = (source, region) => {
  const regionCode = toCode(region.psgcCode);
  const provinces = source.getProvincesByRegion(region.psgcCode);
  const provinceCodes = new Set(provinces.map((province) => province.psgcCode));
  return [...provinces, ...nonProvincialLgus(source, region.psgcCode, provinceCodes)].map((area) => ({
    code: toCode(area.psgcCode),
    name: cleanName(area.name),
    region: regionCode,
  }));
};

const assertUnique = (values, what) => {
  const seen = new Set();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`duplicate ${what}: ${value}`);
    seen.add(value);
  }
};

const validate = (data) => {
  assertUnique(
    data.regions.map((r) => r.code),
    'region code',
  );
  assertUnique(
    data.regions.map((r) => r.name.toLowerCase()),
    'region name',
  );
  assertUnique(
    data.areas.map((a) => a.code),
    'area code',
  );
  assertUnique(
    data.areas.map((a) => `${a.region}/${a.name.toLowerCase()}`),
    'area name within a region',
  );
};

/**
 * Pure: builds the data file's content from a ph-address-shaped source
 * ({ version, getAllRegions, getProvincesByRegion, getMunicipalitiesByProvince }).
 */
export const buildPsgcData = (source) => {
  const regions = source.getAllRegions();
  const data = {
    source: `${SOURCE_PACKAGE}@${source.version}`,
    regions: regions
      .map((region) => ({ code: toCode(region.psgcCode), name: regionLabel(region) }))
      .sort(byCode),
    areas: regions.flatMap((region) => areasOfRegion(source, region)).sort(byCode),
  };
  validate(data);
  return data;
};

const recordLines = (records) => records.map((record) => `    ${JSON.stringify(record)}`).join(',\n');

/** Pure: stable text of the data file (one record per line, trailing newline). */
export const formatPsgcData = (data) =>
  [
    '{',
    `  "source": ${JSON.stringify(data.source)},`,
    '  "regions": [',
    recordLines(data.regions),
    '  ],',
    '  "areas": [',
    recordLines(data.areas),
    '  ]',
    '}',
    '',
  ].join('\n');

export const installedSource = () => ({
  version: createRequire(import.meta.url)(`${SOURCE_PACKAGE}/package.json`).version,
  getAllRegions,
  getProvincesByRegion,
  getMunicipalitiesByProvince,
});

const readCommitted = () => {
  try {
    return readFileSync(DATA_FILE, 'utf8');
  } catch {
    return undefined;
  }
};

const main = (args) => {
  const text = formatPsgcData(buildPsgcData(installedSource()));
  if (args.includes('--stdout')) {
    process.stdout.write(text);
  } else if (args.includes('--check')) {
    if (readCommitted() !== text) {
      console.error(`${DATA_FILE} is stale: run node tools/regions/generate.mjs`);
      process.exitCode = 1;
    }
  } else {
    writeFileSync(DATA_FILE, text);
    console.log(`wrote ${DATA_FILE}`);
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2));
}
