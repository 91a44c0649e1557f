// Prints how many tests of a tier ran, as its closing line (CI reads it): "<label>: N (N passed, N failed)".
class CountReporter {
  constructor(_globalConfig, options = {}) {
    this.label = options.label ?? 'Integration tests run against real PostgreSQL and NATS';
  }

  onRunComplete(_contexts, results) {
    const ran = results.numPassedTests + results.numFailedTests;
    process.stdout.write(
      `\n${this.label}: ${ran} (${results.numPassedTests} passed, ${results.numFailedTests} failed)\n`,
    );
  }
}
module.exports = CountReporter;
