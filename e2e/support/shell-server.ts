import type { Brand } from '@storefront/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_PORT } from './ports';

const shellDir = fileURLToPath(new URL('../../shell', import.meta.url));

/** A shell server of its own for a test that changes the runtime manifest, or the page server's settings (`env`). */
export class ShellServer {
  private child: ChildProcess | null = null;
  constructor(
    readonly brand: Brand,
    readonly port: number,
    private readonly manifestFile: string | null,
    private readonly env: Record<string, string> = {},
  ) {}

  url(path = '/'): string {
    return `http://localhost:${this.port}${path}`;
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, ['dist-server/main.mjs'], {
      cwd: shellDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        BRAND: this.brand,
        PORT: String(this.port),
        API_URL: `http://127.0.0.1:${API_PORT}`,
        ...(this.manifestFile ? { REMOTES_MANIFEST: this.manifestFile } : {}),
        LOG_LEVEL: 'warn',
        ...this.env,
      },
    });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`http://127.0.0.1:${this.port}/remotes.json`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`shell server on ${this.port} did not start`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}
