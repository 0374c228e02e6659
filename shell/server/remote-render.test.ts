import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ShellProps } from '@storefront/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteRendererSource } from './remote-render';

let root: string;
const props = { route: { id: 'home' } } as unknown as ShellProps;
const entry = '/remotes/mf-catalog/remote.js';

function serverEntry(source: string) {
  mkdirSync(join(root, 'mf-catalog', 'dist-server'), { recursive: true });
  writeFileSync(join(root, 'mf-catalog', 'dist-server', 'render.mjs'), source);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'remote-render-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a remote's server render, as the page server gets it", () => {
  it("is the remote's server entry's answer, given the route's props", async () => {
    serverEntry(`export const render = async (props) => ({ html: '<h1>' + props.route.id + '</h1>', css: '', data: {} });`);
    const render = remoteRendererSource(root, vi.fn());
    expect(await render('mf-catalog', entry, props)).toEqual({ html: '<h1>home</h1>', css: '', data: {} });
  });

  it('is none for a remote without a server entry, or served from another origin (the browser renders it)', async () => {
    const warn = vi.fn();
    const render = remoteRendererSource(root, warn);
    expect(await render('mf-catalog', entry, props)).toBeNull();
    serverEntry(`export const render = async () => ({ html: 'x', css: '', data: {} });`);
    expect(await render('mf-catalog', 'https://cdn.example/mf-catalog/remote.js', props)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('is none, with a warning, when the render fails or runs over its budget: the page is sent without it', async () => {
    const warn = vi.fn();
    serverEntry(`export const render = async () => { throw new Error('broken'); };`);
    expect(await remoteRendererSource(root, warn)('mf-catalog', entry, props)).toBeNull();
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('broken'));

    serverEntry(`export const render = (_props, { signal }) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));`);
    expect(await remoteRendererSource(root, warn, 50)('mf-catalog', entry, props)).toBeNull();
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('over its budget of 50 ms'));
  });
});
