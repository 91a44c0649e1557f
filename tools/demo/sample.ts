// The demo's sample: 30 small stores across Luzon, Visayas and Mindanao (region and province names from
// @stamp/regions, the same PSGC data the app uses), the mission each one runs and in which state, and 200
// members with Filipino names. Everything else (who visits where, how many stamps) comes from a seeded
// Random, so every run makes the same sample.
import { areaId, isKnownArea, regionId } from '@stamp/regions';

import type { StoreKind } from './photos';
import type { Random } from './random';

/** What the demo leaves a store's mission as: still running, paused, ended, past its date, or none. */
export type MissionPlan = 'ongoing' | 'pended' | 'finished' | 'expired' | 'none';

export interface SampleStore {
  name: string;
  kind: StoreKind;
  region: string;
  province: string;
  address: string;
  owner_name: string;
  mission: MissionPlan;
}

export interface SampleMember {
  member_id: string;
  member_name: string;
  member_name2: string;
  hphone_num: string;
  addr1: string;
  area1: number;
  area2: number;
}

const LUZON = {
  ncr: 'National Capital Region (NCR)',
  car: 'Cordillera Administrative Region (CAR)',
  ilocos: 'Region I (Ilocos Region)',
  central: 'Region III (Central Luzon)',
  calabarzon: 'Region IV-A (CALABARZON)',
  bicol: 'Region V (Bicol Region)',
  mimaropa: 'MIMAROPA Region',
};
const VISAYAS = {
  western: 'Region VI (Western Visayas)',
  central: 'Region VII (Central Visayas)',
  eastern: 'Region VIII (Eastern Visayas)',
  negros: 'Negros Island Region (NIR)',
};
const MINDANAO = {
  zamboanga: 'Region IX (Zamboanga Peninsula)',
  northern: 'Region X (Northern Mindanao)',
  davao: 'Region XI (Davao Region)',
  soccsksargen: 'Region XII (SOCCSKSARGEN)',
  caraga: 'Region XIII (Caraga)',
};

/** name, kind, region, province/city, street address, owner, and the mission's state at the end. */
// prettier-ignore
const STORES: readonly (readonly [string, StoreKind, string, string, string, string, MissionPlan])[] = [
  ['Aling Nena Sari-Sari Store', 'sari-sari', LUZON.ncr, 'Quezon City', '27 Kamuning Rd., Brgy. Kamuning', 'Nena Villanueva', 'ongoing'],
  ['Kape Kalye Cubao', 'cafe', LUZON.ncr, 'Quezon City', '5 General Romulo Ave., Cubao', 'Paolo Reyes', 'ongoing'],
  ['Panaderia de Manila', 'bakery', LUZON.ncr, 'Manila City', '1180 Masangkay St., Binondo', 'Rosario Tan', 'ongoing'],
  ['Lutong Bahay ni Lola Caring', 'carinderia', LUZON.ncr, 'Pasig City', '14 Dr. Sixto Antonio Ave., Caniogan', 'Caridad Mendoza', 'ongoing'],
  ['Labada Express Taguig', 'laundry', LUZON.ncr, 'Taguig City', '3 C-5 Rd., Brgy. Ususan', 'Ramon Aquino', 'pended'],
  ['Tindahan ni Mang Pilo', 'sari-sari', LUZON.ncr, 'Quezon City', '88 Maginhawa St., Teachers Village', 'Porfirio Santos', 'none'],
  ['Makati Laba Station', 'laundry', LUZON.ncr, 'Makati City', '12 Kalayaan Ave., Poblacion', 'Cynthia Velasco', 'ongoing'],
  ['Session Road Brew', 'cafe', LUZON.car, 'Baguio City', '42 Session Rd.', 'Kristine Bautista', 'ongoing'],
  ['Vigan Bibingka House', 'bakery', LUZON.ilocos, 'Ilocos Sur', '9 Calle Crisologo, Vigan', 'Imelda Rivera', 'ongoing'],
  ['Kusina ni Apo Rosing', 'carinderia', LUZON.ilocos, 'Ilocos Norte', '31 Rizal St., Laoag', 'Rosa Agbayani', 'finished'],
  ['Kapampangan Panciteria', 'carinderia', LUZON.central, 'Pampanga', '16 MacArthur Hwy., San Fernando', 'Dante Manalo', 'ongoing'],
  ['Bulacan Pasalubong Bakery', 'bakery', LUZON.central, 'Bulacan', '7 Paseo del Congreso, Malolos', 'Teresita Cruz', 'ongoing'],
  ['Tagaytay Ridge Café', 'cafe', LUZON.calabarzon, 'Cavite', '120 Aguinaldo Hwy., Tagaytay', 'Miguel Ramos', 'ongoing'],
  ['Lucena Suki Store', 'sari-sari', LUZON.calabarzon, 'Lucena City', '55 Quezon Ave., Brgy. 3', 'Lourdes Garcia', 'expired'],
  ['Bicol Express Eatery', 'carinderia', LUZON.bicol, 'Albay', '18 Peñaranda St., Legazpi', 'Ernesto Bañez', 'ongoing'],
  ['Puerto Laba & Fold', 'laundry', LUZON.mimaropa, 'Puerto Princesa City', '60 Rizal Ave.', 'Marites Ocampo', 'ongoing'],
  ['Iloilo Batchoy Corner', 'carinderia', VISAYAS.western, 'Iloilo City', '22 JM Basa St.', 'Arnel Jalandoni', 'ongoing'],
  ['Kalibo Kapehan', 'cafe', VISAYAS.western, 'Aklan', '4 Martelino St., Kalibo', 'Gemma Tolentino', 'pended'],
  ['Tindahan sa Colon', 'sari-sari', VISAYAS.central, 'Cebu City', '101 Colon St.', 'Virgilio Ouano', 'ongoing'],
  ['Mandaue Bake Shop', 'bakery', VISAYAS.central, 'Mandaue City', '8 A.C. Cortes Ave.', 'Cecilia Go', 'ongoing'],
  ['Bohol Labahan Hub', 'laundry', VISAYAS.central, 'Bohol', '19 CPG Ave., Tagbilaran', 'Roberto Lim', 'none'],
  ['Tacloban Tindahan', 'sari-sari', VISAYAS.eastern, 'Tacloban City', '37 Zamora St.', 'Elena Romualdez', 'ongoing'],
  ['Bacolod Piaya Bakery', 'bakery', VISAYAS.negros, 'Bacolod City', '12 Lacson St.', 'Ferdinand Lacson', 'ongoing'],
  ['Dumaguete Boulevard Café', 'cafe', VISAYAS.negros, 'Negros Oriental', '2 Rizal Blvd., Dumaguete', 'Angela Teves', 'expired'],
  ['Davao Durian Café', 'cafe', MINDANAO.davao, 'Davao City', '15 San Pedro St.', 'Rodel Duterte', 'ongoing'],
  ['CDO Pandesal Haus', 'bakery', MINDANAO.northern, 'Cagayan De Oro City', '44 Velez St.', 'Noel Emano', 'finished'],
  ['Zamboanga Curacha Kitchen', 'carinderia', MINDANAO.zamboanga, 'Zamboanga City', '9 Pilar St.', 'Fatima Alano', 'ongoing'],
  ['GenSan Tuna Grill', 'carinderia', MINDANAO.soccsksargen, 'General Santos City', '76 Pioneer Ave.', 'Jerome Acharon', 'ongoing'],
  ['Butuan Wash & Dry', 'laundry', MINDANAO.caraga, 'Butuan City', '5 J.C. Aquino Ave.', 'Luz Plaza', 'ongoing'],
  ['Koronadal Kapehan', 'cafe', MINDANAO.soccsksargen, 'South Cotabato', '3 Gen. Santos Dr., Koronadal', 'Samuel Pingoy', 'none'],
];

/** Each kind's mission: its name (at most 30 characters) and how many stamps a card needs. */
export const MISSIONS: Readonly<Record<StoreKind, { name: string; stamps: number }>> = {
  'sari-sari': { name: '10 visits, free 1L soft drink', stamps: 10 },
  cafe: { name: 'Buy 8 coffees, get 1 free', stamps: 8 },
  bakery: { name: '10 bags of pandesal, 1 free', stamps: 10 },
  carinderia: { name: '6 meals, free halo-halo', stamps: 6 },
  laundry: { name: '5 loads, the 6th is free', stamps: 5 },
};

// prettier-ignore
const FIRST_NAMES = [
  'Juan', 'Maria', 'Jose', 'Ana', 'Mark', 'Kristine', 'John Paul', 'Angelica', 'Christian', 'Mary Joy',
  'Jerome', 'Rhea', 'Carlo', 'Jasmine', 'Miguel', 'Patricia', 'Rafael', 'Camille', 'Joshua', 'Bea',
  'Paolo', 'Andrea', 'Gabriel', 'Nicole', 'Jericho', 'Liza', 'Ramon', 'Grace', 'Noel', 'Divina',
  'Ronaldo', 'Shiela', 'Dennis', 'Marites', 'Emmanuel', 'Joy', 'Vincent', 'Cherry', 'Arnel', 'Lorna',
];

// prettier-ignore
const LAST_NAMES = [
  'Dela Cruz', 'Santos', 'Reyes', 'Garcia', 'Mendoza', 'Bautista', 'Ocampo', 'Aquino', 'Ramos', 'Villanueva',
  'Castillo', 'Flores', 'Gonzales', 'Rivera', 'Torres', 'Navarro', 'Domingo', 'Salazar', 'Manalo', 'Pascual',
  'Soriano', 'Cabrera', 'Lim', 'Tan', 'Fernandez', 'Aguilar', 'Dizon', 'Macaraeg', 'Panganiban', 'Samonte',
];

const STREETS = [
  'Rizal St.',
  'Mabini St.',
  'Bonifacio Ave.',
  'Luna St.',
  'Burgos St.',
  'Del Pilar St.',
  'Quezon Ave.',
];

const slugOf = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[^\p{Letter}\p{Number} ]/gu, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const storeCode = (random: Random): string =>
  Array.from({ length: 6 }, () => random.pick(CODE_ALPHABET.split(''))).join('');

/** A Philippine mobile number: 09 and nine digits. */
const mobileNumber = (random: Random): string => `09${String(random.int(150000000, 999999999))}`;

/** A Metro Manila landline (02 and eight digits) in NCR, elsewhere the owner's mobile, as small stores list. */
const storePhone = (random: Random, region: string): string =>
  region === LUZON.ncr ? `02${String(random.int(80000000, 89999999))}` : mobileNumber(random);

export interface DemoStore extends SampleStore {
  slug: string;
  /** The store code owners sign in with: six capitals and digits, as the server makes them. */
  code: string;
  email: string;
  phone_number: string;
  owner_phone: string;
}

/** The 30 stores, with their contact details filled in; each one's region and province are checked. */
export function sampleStores(random: Random): DemoStore[] {
  return STORES.map(([name, kind, region, province, address, owner_name, mission]) => {
    if (!isKnownArea(region, province)) {
      throw new Error(`demo sample: '${province}' is not a province/city of '${region}'`);
    }
    const slug = slugOf(name);
    return {
      name,
      kind,
      region,
      province,
      address,
      owner_name,
      mission,
      slug,
      code: storeCode(random),
      email: `owner@${slug}.example.ph`,
      phone_number: storePhone(random, region),
      owner_phone: mobileNumber(random),
    };
  });
}

/** `count` members, each living in the area of one of the stores (so regional pushes find them). */
export function sampleMembers(random: Random, stores: readonly DemoStore[], count: number): SampleMember[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    let email = `${slugOf(first)}.${slugOf(last)}@example.ph`;
    if (taken.has(email)) email = email.replace('@', `${String(index)}@`);
    taken.add(email);
    const home = random.pick(stores);
    return {
      member_id: email,
      member_name: first,
      member_name2: last,
      hphone_num: mobileNumber(random),
      addr1: `${String(random.int(1, 250))} ${random.pick(STREETS)}`,
      area1: areaIdOf(home.region),
      area2: areaIdOf(home.region, home.province),
    };
  });
}

function areaIdOf(region: string, province?: string): number {
  const id = province === undefined ? regionId(region) : areaId(region, province);
  if (id === undefined) throw new Error(`demo sample: no PSGC code for ${region} ${province ?? ''}`);
  return id;
}
