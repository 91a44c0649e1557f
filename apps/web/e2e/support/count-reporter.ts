import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Closes the run with one line CI and `npm test` readers look for: `e2e: N passed, N failed`. */
export default class CountReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, ReturnType<TestCase['outcome']>>();

  onTestEnd(test: TestCase, _result: TestResult): void {
    this.outcomes.set(test, test.outcome());
  }

  onEnd(result: FullResult): void {
    const count = (outcome: ReturnType<TestCase['outcome']>) =>
      [...this.outcomes.values()].filter((value) => value === outcome).length;
    const flaky = count('flaky');
    const skipped = count('skipped');
    const extra = [flaky ? `${flaky} flaky` : '', skipped ? `${skipped} skipped` : ''].filter(Boolean);
    process.stdout.write(
      `\ne2e: ${count('expected') + flaky} passed, ${count('unexpected')} failed` +
        `${extra.length ? `, ${extra.join(', ')}` : ''} (${result.status}, ${Math.round(result.duration / 1000)} s)\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
