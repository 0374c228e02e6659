import type { RemotesManifest } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { paintBeforeStart, renderPage } from './html';

const template = `<!doctype html><html><head><title>Loading…</title>
<script type="module" crossorigin src="/assets/entry-1.js"></script></head><body><div id="root"></div></body></html>`;

const manifest = { 'mf-catalog': '/remotes/mf-catalog/remoteEntry.js' } as unknown as RemotesManifest;

describe('the page the shell server sends', () => {
  it('starts the shell one frame after the first paint, still preloading its entry', () => {
    const html = paintBeforeStart(template);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/entry-1.js">');
    expect(html).toContain('import("/assets/entry-1.js")');
    expect(html).toContain("getEntriesByName('first-contentful-paint')");
    expect(html).not.toContain('<script type="module" crossorigin src=');
  });

  it('carries the title, the first frame, the manifest and the preloads, escaped', () => {
    const html = renderPage(
      template,
      { ...manifest, 'mf-account': '/x</script><script>alert(1)</script>' } as RemotesManifest,
      { route: { id: 'home', path: '/home', params: {}, query: {}, layout: 'site' }, title: 'A & B <C>', html: '<main>frame</main>' },
      ['/remotes/mf-catalog/remoteEntry.js', '/remotes/mf-catalog/assets/app-1.js'],
    );
    expect(html).toContain('<title>A &amp; B &lt;C&gt;</title>');
    expect(html).toContain('<div id="root"><main>frame</main></div>');
    expect(html).toContain('<link rel="modulepreload" href="/remotes/mf-catalog/assets/app-1.js" crossorigin />');
    expect(html).not.toContain('</script><script>alert(1)');
    const inline = /<script id="sf-remotes" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(inline)['mf-account']).toBe('/x</script><script>alert(1)</script>');
  });
});
