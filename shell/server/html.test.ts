import type { RemotesManifest } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { START_FALLBACK_MS, prepareTemplate, renderPage } from './html';

const built = `<!doctype html><html><head><title>Loading…</title>
<script type="module" crossorigin src="/assets/entry-1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index.css">
<link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="modulepreload" crossorigin href="/assets/index-1.js"></head>
<body><div id="root"></div></body></html>`;

const manifest = { 'mf-catalog': '/remotes/mf-catalog/remote.js' } as unknown as RemotesManifest;
const frame = { brand: 'JC' as const, route: { id: 'home' as const, path: '/home', params: {}, query: {}, layout: 'site' as const }, title: 'A & B <C>', html: '<main>frame</main>', seed: null, lang: 'en-US' };

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
    expect(html).toContain('<html lang="en-US" data-brand="JC">');
    // The page's language is the one the frame was rendered in (the template's own is replaced).
    expect(renderPage(prepareTemplate(built.replace('<html>', '<html lang="en">')), manifest, { ...frame, lang: 'zh-CN' }, [])).toContain('<html lang="zh-CN" data-brand="JC">');
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

  describe('its start script, run as a browser runs it', () => {
    /** Runs the page's start script against a stand-in browser; `imported` lists what it imported, `preloaded` its preloads. */
    function runStart({ visibility = 'visible', paintTiming = true }: { visibility?: string; paintTiming?: boolean } = {}) {
      const html = renderPage(prepareTemplate(built), manifest, frame, ['/remotes/mf-catalog/remote.js'], null, 'n0nce');
      const source = /<script type="module" nonce="n0nce">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      const imported: string[] = [];
      const preloaded: string[] = [];
      const timers: Array<{ ms: number; run: () => void }> = [];
      const listeners = new Map<string, () => void>();
      let reportPaint: (() => void) | undefined;
      class Observer {
        static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation'];
        constructor(private readonly onEntries: (list: { getEntriesByName(name: string): unknown[] }, observer: Observer) => void) {}
        observe() {
          reportPaint = () => this.onEntries({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, this);
        }
        disconnect() {}
      }
      const document = {
        visibilityState: visibility,
        createElement: () => ({}) as { href?: string },
        head: { append: (link: { href?: string }) => preloaded.push(link.href ?? '') },
      };
      const run = new Function('document', 'PerformanceObserver', 'setTimeout', 'addEventListener', '__import', source.replace(/\bimport\(/g, '__import('));
      run(
        document,
        Observer,
        (fn: () => void, ms = 0) => timers.push({ ms, run: fn }),
        (type: string, fn: () => void) => listeners.set(type, fn),
        (url: string) => imported.push(url),
      );
      const elapse = (upTo: number) => {
        for (const timer of timers.splice(0).sort((a, b) => a.ms - b.ms)) if (timer.ms <= upTo) timer.run(); else timers.push(timer);
      };
      return { imported, preloaded, elapse, paint: () => reportPaint?.(), press: () => listeners.get('pointerdown')?.() };
    }

    it('fetches nothing before the first contentful paint is reported, then preloads and starts the shell once', () => {
      const page = runStart();
      page.elapse(START_FALLBACK_MS - 1);
      expect(page.imported).toEqual([]);
      expect(page.preloaded).toEqual([]);
      page.paint();
      page.elapse(0);
      expect(page.imported).toEqual(['/assets/entry-1.js']);
      expect(page.preloaded).toEqual(['/assets/entry-1.js', '/assets/react-1.js', '/assets/index-1.js', '/remotes/mf-catalog/remote.js']);
      page.elapse(START_FALLBACK_MS);
      expect(page.imported).toHaveLength(1);
    });

    it('waits longer than a compositor that shows the first frame a second late, then starts without the paint', () => {
      expect(START_FALLBACK_MS).toBeGreaterThanOrEqual(2_000);
      const page = runStart();
      page.elapse(1_500);
      expect(page.imported).toEqual([]);
      page.elapse(START_FALLBACK_MS);
      expect(page.imported).toEqual(['/assets/entry-1.js']);
    });

    it('starts at once in a background tab, in a browser without paint timing, and on a press before the paint', () => {
      expect(runStart({ visibility: 'hidden' }).imported).toEqual(['/assets/entry-1.js']);
      expect(runStart({ paintTiming: false }).imported).toEqual(['/assets/entry-1.js']);
      const pressed = runStart();
      pressed.press();
      expect(pressed.imported).toEqual(['/assets/entry-1.js']);
    });
  });
});
