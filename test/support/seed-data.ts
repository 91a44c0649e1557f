// Field values for the records the tests seed, shared by the Jest tiers (test/support) and the end-to-end tier
// (apps/web/e2e/support). No imports: the Playwright harness loads this file too.

/** A valid store registration; `tag` makes the name and e-mail distinct. */
export function storeFields(tag: string) {
  return {
    name: `Kape ni Juan ${tag}`,
    password: '432109',
    owner_name: 'Juan Dela Cruz',
    email: `owner-${tag}@kapenijuan.ph`,
    phone_number: '0281234567',
    owner_phone: '09171234567',
    region: 'National Capital Region (NCR)',
    province: 'Makati City',
    address: '123 Ayala Ave.',
  };
}

/** A calendar date in Manila (the missions' time zone), `days` from today, as YYYY-MM-DD. */
export function manilaDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A valid mission create body for the store: 5 stamps, started yesterday, 30 days to go. */
export function missionFields(storeId: number) {
  return {
    store_id: storeId,
    name: 'Buy 5 coffees, get 1 free',
    start_date: manilaDate(-1),
    expire_date: manilaDate(30),
    max_stamp_count: 5,
  };
}
