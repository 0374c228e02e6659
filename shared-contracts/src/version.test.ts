import { readFileSync } from 'node:fs';
import { CONTRACTS_VERSION } from './version';

describe('the contracts version', () => {
  it("is package.json's, so a release cannot forget it", () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(CONTRACTS_VERSION).toBe(pkg.version);
  });
});
