/**
 * Prints one plain closing line after jest's own summary, e.g. "Tests: 116 passed, 0 failed", which CI
 * reads to tell that tests ran and how many.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const tail = skipped ? `, ${skipped} skipped` : "";
    const line = `Tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed${tail}\n`;
    // After jest's own summary, which is written later in the same run: the very last line of output.
    process.once("exit", () => process.stdout.write(line));
  }
}
module.exports = SummaryReporter;
