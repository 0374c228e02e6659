import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { lazySchemas } from './lazy-schemas';

// Inside the contracts' folder, where their modules live and zod resolves.
const cache = fileURLToPath(new URL('../../shared-contracts/node_modules/.cache/', import.meta.url));
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'lazy-schemas-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Builds `source` (a module of schemas) with the plugin, and returns the output's text and its module. */
async function built(source: string) {
  const entry = join(dir, 'schemas.ts');
  writeFileSync(entry, source);
  await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [lazySchemas(/\/schemas\.ts$/)],
    build: { outDir: join(dir, 'out'), emptyOutDir: true, minify: false, lib: { entry, formats: ['es'], fileName: 'schemas' } },
  });
  const file = join(dir, 'out', 'schemas.js');
  return { text: readFileSync(file, 'utf8'), module: (await import(`${pathToFileURL(file).href}?${Date.now()}`)) as Record<string, unknown> };
}

describe('the browser builds wrap the contracts schemas so they are built on first use', () => {
  it("wraps the module's top-level zod schemas, and nothing else", async () => {
    const { text } = await built(`
      import * as z from 'zod/mini';
      export const card = z.object({ sku: z.string() });
      const list = z.object({ list: z.array(card) });
      export const page = z.extend(list, { total: z.number() });
      const unreadSchema = z.object({ neverReadField: z.string() });
      export const LIMITS = Object.freeze([10, 50]);
      export const label = 'cards';
      export function parseCard(value: unknown) { const inner = z.string(); return z.parse(card, value) && inner; }
    `);
    // (the bundle names the imported helper lazySchema again)
    for (const name of ['card', 'list', 'page']) expect(text).toMatch(new RegExp(`${name} = (/\\* @__PURE__ \\*/ )?lazySchema\\(\\(\\) =>`));
    expect(text.match(/lazySchema\(\(\) =>/g)).toHaveLength(3);
    // A schema nothing reads is left out: the stand-in is marked pure.
    expect(text).not.toMatch(/neverReadField/);
    expect(text).toMatch(/LIMITS = Object\.freeze\(\[10, 50\]\)/);
    // A schema made inside a function is made when the function runs, as written.
    expect(text).toMatch(/const inner = (\/\* @__PURE__ \*\/ )?string\(\)/);
  });

  it('and what they build parses as the schemas written', async () => {
    const { module } = await built(`
      import * as z from 'zod/mini';
      export const card = z.object({ sku: z.string().check(z.minLength(1)) });
      export const page = z.object({ list: z.array(card), total: z.number() });
      export const read = (value: unknown) => z.safeParse(page, value);
    `);
    const read = module.read as (value: unknown) => { success: boolean; data?: unknown; error?: { issues: Array<{ path: unknown[] }> } };
    expect(read({ list: [{ sku: 'A' }], total: 1 })).toMatchObject({ success: true, data: { list: [{ sku: 'A' }], total: 1 } });
    expect(read({ list: [{ sku: '' }], total: 1 }).error?.issues[0]?.path).toEqual(['list', 0, 'sku']);
  });
});
