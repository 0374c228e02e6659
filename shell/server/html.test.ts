import type { RemotesManifest } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { prepareTemplate, renderPage } from './html';

const built = `<!doctype html><html><head><title>Loading…</title>
<script type="module" crossorigin src="/assets/entry-1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index.css">
<link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="modulepreload" crossorigin href="/assets/index-1.js"></head>
<body><div id="root"></div></body></html>`;

const manifest = { 'mf-catalog': '/remotes/mf-catalog/remote.js' } as unknown as RemotesManifest;
const frame = { brand: 'JC' as const, route: { id: 'home' as const, path: '/home', params: {}, query: {}, layout: 'site' as const }, title: 'A & B <C>', html: '<main>frame</main>' };

describe('the page the shell server sends', () => {
  it('takes the entry and the preloads out of the built page, keeping the stylesheet', () => {
    const template = prepareTemplate(built);
    expect(template.entry).toBe('/assets/entry-1.js');
    expect(template.preloads).toEqual(['/assets/react-1.js', '/assets/index-1.js']);
    expect(template.head).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(template.head).not.toContain('modulepreload');
    expect(template.head).not.toContain('entry-1.js');
  });

  it('carries the title, the first frame, the manifest and a start script that preloads after the first paint', () => {
    const html = renderPage(prepareTemplate(built), manifest, frame, ['/remotes/mf-catalog/remote.js']);
    expect(html).toContain('<title>A &amp; B &lt;C&gt;</title>');
    expect(html).toContain('<html data-brand="JC">');
    expect(html).toContain('<div id="root"><main>frame</main></div>');
    expect(html).toContain(
      'const preloads = ["/assets/entry-1.js","/assets/react-1.js","/assets/index-1.js","/remotes/mf-catalog/remote.js"];',
    );
    expect(html).toContain("getEntriesByName('first-contentful-paint')");
    expect(html).toContain('import("/assets/entry-1.js")');
    // Nothing is fetched ahead of the paint.
    expect(html).not.toMatch(/<link rel="modulepreload"/);
  });

  it('escapes what it inlines', () => {
    const hostile = { ...manifest, 'mf-account': '/x</script><script>alert(1)</script>' } as RemotesManifest;
    const html = renderPage(prepareTemplate(built), hostile, frame, ['/a</script>']);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('/a</script>');
    const inline = /<script id="sf-remotes" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(inline)['mf-account']).toBe('/x</script><script>alert(1)</script>');
  });

  it("carries a server-rendered page's stylesheet and data where the remote looks for them, escaped", () => {
    const data = { 'home:rooms': [{ name: '</script><script>alert(1)</script>' }] };
    const html = renderPage(prepareTemplate(built), manifest, frame, [], { owner: 'mf-catalog', css: '.a{color:red}</style><b>', data });
    expect(html).toContain('<style data-styles-of="mf-catalog">.a{color:red}<\\/style><b></style>');
    expect(html).not.toContain('</script><script>alert(1)');
    const sent = /<script id="sf-data-mf-catalog" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(sent)).toEqual(data);
  });

  it('resolves the shared libraries through an import map that comes before every module script and carries the nonce', () => {
    const template = prepareTemplate(built, { react: 'assets/shared-react-1.js', 'react-dom/client': '/assets/shared-client-1.js' });
    const html = renderPage(template, manifest, frame, [], null, 'n0nce');
    const map = /<script type="importmap" nonce="n0nce">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(map?.[1] ?? '{}')).toEqual({ imports: { react: '/assets/shared-react-1.js', 'react-dom/client': '/assets/shared-client-1.js' } });
    expect(html.indexOf('type="importmap"')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('carries the menus the frame was rendered with, escaped, where the shell reads them', () => {
    const menus = { menu: [{ name: '</script><script>alert(1)</script>', link: '/x', _blank: false, role: '', line_wrap: false, children: [] }], footer: [], social: [] };
    const html = renderPage(prepareTemplate(built), manifest, frame, [], null, '', menus);
    expect(html).not.toContain('</script><script>alert(1)');
    const sent = /<script id="sf-menus" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(sent)).toEqual(menus);
    expect(renderPage(prepareTemplate(built), manifest, frame, [])).not.toContain('sf-menus');
  });

  it('refuses a build without an entry script', () => {
    expect(() => prepareTemplate('<html><head></head><body></body></html>')).toThrow(/no module entry/);
  });
});
