import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { holdDataDir } from './index';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database folder is one process’s', () => {
  it('is refused to a second process while the first holds it, naming the holder', async () => {
    const dir = scratch();
    // Another process, alive, holds it.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'storefront.lock'), String(other.pid));
      expect(() => holdDataDir(dir)).toThrow(new RegExp(`in use by process ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('is taken over from a process that is gone, and given back', async () => {
    const dir = scratch();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(join(dir, 'storefront.lock'), String(gone.pid));
    const release = holdDataDir(dir);
    expect(readFileSync(join(dir, 'storefront.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'storefront.lock'))).toBe(false);
  });
});
