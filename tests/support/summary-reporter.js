/**
 * Prints one plain closing line after jest's own summary, e.g. "Tests: 116 passed, 0 failed", which CI
 * reads to tell that tests ran and how many.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const tail = skipped ? `, ${skipped} skipped` : "";
    process.stdout.write(`Tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed${tail}\n`);
  }
}
module.exports = SummaryReporter;
