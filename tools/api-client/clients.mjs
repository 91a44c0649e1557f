// Part of `npm run api:check`: clients that integrators would generate from the gateway's OpenAPI document,
// each type-checked, and the worked example of docs/api.md compiled against one of them, so neither the
// document nor the example can drift into something a generator refuses.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient as heyApi } from '@hey-api/openapi-ts';
import openapiTS, { astToString } from 'openapi-typescript';
import { generate as orval } from 'orval';

const root = new URL('../..', import.meta.url).pathname;
const TSC = join(root, 'node_modules/typescript/bin/tsc');
const GUIDE = join(root, 'docs/api.md');
/** The line in docs/api.md right before the example's code block. */
const EXAMPLE_MARK = '<!-- api:check compiles the example below against the @hey-api/openapi-ts client -->';

const COMPILER_OPTIONS = {
  target: 'es2022',
  lib: ['es2023', 'dom', 'dom.iterable'],
  module: 'esnext',
  moduleResolution: 'bundler',
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

/** The TypeScript of the example that follows EXAMPLE_MARK in docs/api.md. */
function workedExample() {
  const text = readFileSync(GUIDE, 'utf8');
  const at = text.indexOf(EXAMPLE_MARK);
  const block = at < 0 ? null : /```ts\n([\s\S]*?)```/.exec(text.slice(at));
  if (!block) {
    throw new Error(`docs/api.md has no \`\`\`ts block after "${EXAMPLE_MARK}"`);
  }
  return block[1];
}

/** Type-checks the files under `dir` on their own; resolves to tsc's output, or '' when they compile. */
function typeCheck(dir) {
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: COMPILER_OPTIONS, include: ['**/*.ts'] }, null, 2),
  );
  return new Promise((resolve) => {
    const tsc = spawn(process.execPath, [TSC, '-p', join(dir, 'tsconfig.json')], { cwd: dir });
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    tsc.on('close', (status) => resolve(status === 0 ? '' : output || `tsc exited with ${String(status)}`));
  });
}

const GENERATORS = {
  'openapi-typescript': async (document, dir) => {
    const ast = await openapiTS(JSON.parse(readFileSync(document, 'utf8')));
    writeFileSync(join(dir, 'schema.ts'), astToString(ast));
  },
  '@hey-api/openapi-ts': async (document, dir) => {
    await heyApi({
      input: document,
      output: { path: join(dir, 'stamp-client') },
      plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
      logs: { level: 'silent' },
    });
    writeFileSync(join(dir, 'example.ts'), workedExample());
  },
  orval: async (document, dir) => {
    const target = join(dir, 'client.ts');
    await orval({
      input: { target: document },
      output: { target, client: 'fetch', mode: 'single', prettier: false },
    });
    // orval reports a document it refuses (and resolves) rather than throwing.
    if (!existsSync(target)) throw new Error('orval refused the document (its message is above)');
  },
};

/**
 * Generates each client from `document` into its own folder under `workDir` and type-checks them (in
 * parallel); returns the names of the generators whose output did not compile, having printed why.
 */
export async function checkClients(document, workDir) {
  const checks = Object.entries(GENERATORS).map(async ([name, generate]) => {
    const dir = join(workDir, name.replace(/[@/]/g, '_'));
    mkdirSync(dir, { recursive: true });
    const started = Date.now();
    try {
      await generate(document, dir);
    } catch (error) {
      return { name, problem: `did not generate: ${error instanceof Error ? error.message : String(error)}` };
    }
    const problem = await typeCheck(dir);
    return { name, problem, seconds: (Date.now() - started) / 1000 };
  });
  const results = await Promise.all(checks);
  for (const { name, problem, seconds } of results) {
    if (problem) {
      console.error(`${name}: ${problem}`);
    } else {
      console.log(`${name}: generated and type-checked (${seconds.toFixed(1)} s)`);
    }
  }
  return results.filter((result) => result.problem).map((result) => result.name);
}
