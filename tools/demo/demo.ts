/**
 * The demo sample (`npm run demo`, `DEMO=1 npm start`; docs/demo.md): fills a running product's empty
 * database through its gateway and prints the logins to try. Refuses, writing nothing, when the product
 * already holds stores or members (exit code 1).
 *
 *   node dist/tools/demo/demo.js [gateway URL]   default http://localhost:$PORT (3000)
 *
 * It signs in as BOOTSTRAP_ADMIN_ID (default admin) with BOOTSTRAP_ADMIN_PASSWORD.
 */
import { performance } from 'node:perf_hooks';

import { type DemoLogins, NotEmptyError, seedDemo } from './seed-demo';

function loginLines(logins: DemoLogins, baseUrl: string): string[] {
  return [
    '',
    'The demo is ready. Logins to try:',
    `  Back-office   ${baseUrl}/admin/login`,
    `    administrator  ${logins.admin.adminId} / ${logins.admin.password}`,
    `  Member app    ${baseUrl}/mobile/login`,
    ...logins.members.map((member) => `    ${member.name.padEnd(22)} ${member.email} / ${member.password}`),
    '    (every sample member has that password)',
    `  Store owners  ${baseUrl}/home, the gear icon, then the store code`,
    ...logins.owners.map(
      (owner) => `    ${owner.store.padEnd(30)} code ${owner.code}  ${owner.email} / ${owner.password}`,
    ),
    '',
  ];
}

async function main(): Promise<void> {
  const baseUrl = (process.argv[2] ?? `http://localhost:${process.env.PORT ?? '3000'}`).replace(/\/+$/, '');
  const password = process.env.BOOTSTRAP_ADMIN_PASSWORD;
  if (!password) {
    throw new Error('Set BOOTSTRAP_ADMIN_PASSWORD to the first administrator\u2019s password.');
  }
  const admin = { adminId: process.env.BOOTSTRAP_ADMIN_ID ?? 'admin', password };
  const started = performance.now();
  console.log(`Filling ${baseUrl} with the demo sample...`);
  const seconds = (): string => ((performance.now() - started) / 1000).toFixed(1);
  const { logins, counts } = await seedDemo(baseUrl, admin, (line) => {
    console.log(`${line} (${seconds()} s)`);
  });
  console.log(
    `Done in ${seconds()} s: ${String(counts.stores)} stores, ${String(counts.members)} members, ` +
      `${String(counts.stamps)} stamps, ${String(counts.tickets)} tickets.`,
  );
  console.log(loginLines(logins, baseUrl).join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof NotEmptyError || error instanceof Error ? error.message : error);
  process.exit(1);
});
