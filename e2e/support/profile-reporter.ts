import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const out = join(root, '.profile', 'journeys.tsv');

/** Writes each spec file's test count and summed test time for the run's profile table (scripts/profile.mjs). */
export default class ProfileReporter implements Reporter {
  private readonly files = new Map<string, { tests: Set<string>; ms: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(join(root, 'e2e', 'tests'), test.location.file);
    const entry = this.files.get(file) ?? { tests: new Set<string>(), ms: 0 };
    entry.tests.add(test.id);
    entry.ms += result.duration;
    this.files.set(file, entry);
  }

  onEnd(): void {
    mkdirSync(dirname(out), { recursive: true });
    const rows = [...this.files].map(([file, e]) => `${file}\t${e.tests.size}\t${(e.ms / 1000).toFixed(1)}`);
    writeFileSync(out, rows.length ? `${rows.join('\n')}\n` : '');
  }

  printsToStdio(): boolean {
    return false;
  }
}
