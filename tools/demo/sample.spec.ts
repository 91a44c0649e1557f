import { areaId, regionId, resolveArea } from '@stamp/regions';

import { storePhotos } from './photos';
import { Random } from './random';
import { MISSIONS, sampleMembers, sampleStores } from './sample';

const SEED = 42;
const LUZON = ['National Capital Region (NCR)', 'Region I (Ilocos Region)', 'Region IV-A (CALABARZON)'];
const VISAYAS = ['Region VI (Western Visayas)', 'Region VII (Central Visayas)', 'Negros Island Region (NIR)'];
const MINDANAO = ['Region IX (Zamboanga Peninsula)', 'Region XI (Davao Region)', 'Region XIII (Caraga)'];

describe('the demo sample', () => {
  it('is the same for the same seed, names, codes and members alike', () => {
    const once = sampleStores(new Random(SEED));
    const again = sampleStores(new Random(SEED));

    expect(again).toEqual(once);
    expect(sampleMembers(new Random(SEED), again, 200)).toEqual(sampleMembers(new Random(SEED), once, 200));
    expect(sampleStores(new Random(SEED + 1)).map((store) => store.code)).not.toEqual(
      once.map((store) => store.code),
    );
  });

  it('has 30 stores with distinct names and codes in all three island groups, and every mission state', () => {
    const stores = sampleStores(new Random(SEED));
    const regions = new Set(stores.map((store) => store.region));

    expect(stores).toHaveLength(30);
    expect(new Set(stores.map((store) => store.name)).size).toBe(30);
    expect(new Set(stores.map((store) => store.code)).size).toBe(30);
    for (const group of [LUZON, VISAYAS, MINDANAO]) {
      expect(group.filter((region) => regions.has(region)).length).toBeGreaterThan(0);
    }
    expect(new Set(stores.map((store) => store.mission))).toEqual(
      new Set(['ongoing', 'pended', 'finished', 'expired', 'none']),
    );
    for (const store of stores) {
      expect(areaId(store.region, store.province)).toBeDefined();
      expect(store.code).toMatch(/^[A-Z2-9]{6}$/);
    }
  });

  it('names every mission within the 30 characters a mission name may have', () => {
    for (const mission of Object.values(MISSIONS)) {
      expect(mission.name.length).toBeLessThanOrEqual(30);
    }
  });

  it('makes members with distinct e-mails who live in a sample store’s region and province', () => {
    const stores = sampleStores(new Random(SEED));
    const members = sampleMembers(new Random(SEED), stores, 200);
    const places = new Set(stores.map((store) => `${store.region}|${store.province}`));

    expect(new Set(members.map((member) => member.member_id)).size).toBe(200);
    for (const member of members) {
      const home = resolveArea(member.area2);
      expect(home && places.has(`${home.region}|${home.province}`)).toBe(true);
      expect(member.area1).toBe(home && regionId(home.region));
      expect(member.hphone_num).toMatch(/^09\d{9}$/);
    }
  });

  it('draws each store two PNG photos', () => {
    const { front, goods } = storePhotos('alingnena', 'sari-sari', new Random(SEED));

    for (const photo of [front, goods]) {
      expect(Buffer.from(photo.bytes.subarray(0, 8)).toString('hex')).toBe('89504e470d0a1a0a');
      expect(photo.bytes.length).toBeGreaterThan(2000);
    }
    expect(Buffer.from(front.bytes).equals(Buffer.from(goods.bytes))).toBe(false);
  });
});
