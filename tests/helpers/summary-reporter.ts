// Prints the plain closing line "tests: N passed, N failed, N skipped" after Vitest's own summary,
// so CI logs end with one line that states the count of tests that really ran, and before it the
// slowest test files, so the suite's 15-minute budget shows where it goes.
import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST_SHOWN = 12;

function slowestFiles(testModules: ReadonlyArray<TestModule>): string {
  const timed = testModules
    .map((testModule) => ({ name: `${testModule.project.name}: ${testModule.moduleId.replace(`${process.cwd()}/`, '')}`, ms: testModule.diagnostic().duration }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST_SHOWN);
  return timed.map(({ name, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`).join('\n');
}

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      for (const testCase of testModule.children.allTests()) {
        const state = testCase.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    if (testModules.length > 1) console.log(`\nslowest test files:\n${slowestFiles(testModules)}`);
    console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
