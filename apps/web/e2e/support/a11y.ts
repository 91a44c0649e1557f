import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

/** One violation as a reader wants it: impact, rule, what is wrong, where, and how to fix it. */
function describe(violation: Violation): string {
  const nodes = violation.nodes.map((node) => {
    const fix = (node.failureSummary ?? '').split('\n').map((line) => `      ${line.trim()}`);
    return [`    at ${node.target.join(' ')}`, `      ${node.html}`, ...fix].join('\n');
  });
  return [
    `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    ...nodes,
  ].join('\n');
}

/**
 * Waits until no finite animation or transition is running (a toast fading in, a dialog opening): axe
 * reads colours as they are drawn, and a toast caught half-faded in fails a contrast check that its settled
 * colours pass. Endless ones (a spinner) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
}

/**
 * Runs axe on the page once its animations have settled and fails on any serious or critical violation,
 * listing each readably; the whole axe result is attached to the test. `exclude` takes CSS selectors left
 * out of the check (say why at the call).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { exclude = [] }: { exclude?: readonly string[] } = {},
): Promise<void> {
  await settled(page);
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) {
    builder = builder.exclude(selector);
  }
  const results = await builder.analyze();
  await test.info().attach('axe-results.json', {
    body: JSON.stringify(results, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking.map(describe).join('\n\n');
  expect(
    blocking.length,
    `serious or critical accessibility violations on ${page.url()}:\n\n${report}\n`,
  ).toBe(0);
}
