import { Client } from 'pg';
import { testEnv } from './test-env';

async function adminQuery(sql: string): Promise<void> {
  const admin = new Client({ connectionString: testEnv.adminDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database on the test server and returns its URL. */
export async function createDatabase(name: string): Promise<string> {
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(testEnv.adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
