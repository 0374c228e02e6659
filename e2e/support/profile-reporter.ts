import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const out = join(root, '.profile', 'journeys.tsv');

/**
 * Writes each spec file's test count, summed test time and the assertions its tests made (each `expect` that ran,
 * counted as it ran: a loop's are counted every time) for the run's profile table (scripts/profile.mjs).
 */
export default class ProfileReporter implements Reporter {
  private readonly files = new Map<string, { tests: Set<string>; ms: number; expects: number }>();

  private entry(test: TestCase) {
    const file = relative(join(root, 'e2e', 'tests'), test.location.file);
    const entry = this.files.get(file) ?? { tests: new Set<string>(), ms: 0, expects: 0 };
    this.files.set(file, entry);
    return entry;
  }

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    if (step.category === 'expect') this.entry(test).expects += 1;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const entry = this.entry(test);
    entry.tests.add(test.id);
    entry.ms += result.duration;
  }

  onEnd(): void {
    mkdirSync(dirname(out), { recursive: true });
    const rows = [...this.files].map(([file, e]) => `${file}\t${e.tests.size}\t${(e.ms / 1000).toFixed(1)}\t${e.expects}`);
    writeFileSync(out, rows.length ? `${rows.join('\n')}\n` : '');
  }

  printsToStdio(): boolean {
    return false;
  }
}
