// Prints how many integration tests ran against the real PostgreSQL and NATS (CI reads this line).
class CountReporter {
  onRunComplete(_contexts, results) {
    const ran = results.numPassedTests + results.numFailedTests;
    process.stdout.write(
      `\nIntegration tests run against real PostgreSQL and NATS: ${ran} (${results.numPassedTests} passed, ${results.numFailedTests} failed)\n`,
    );
  }
}
module.exports = CountReporter;
