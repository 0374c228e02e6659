import type { RemotesManifest } from '@storefront/contracts';
import type { FirstFrame } from '../src/app/first-frame';

function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The built index.html starts the shell with a module script. The page arrives with its first frame
 * already rendered, so the shell starts once that frame is painted (first-contentful-paint, or after
 * a second at most where paint timing is missing): the browser paints first, then hydrates. The chunks
 * keep loading meanwhile (modulepreload), so nothing waits longer.
 */
export function paintBeforeStart(template: string): string {
  return template.replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
    const start = [
      `let started = false;`,
      `const start = () => { if (!started) { started = true; import(${JSON.stringify(src)}); } };`,
      `try { new PerformanceObserver((list, observer) => { if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); setTimeout(start); } }).observe({ type: 'paint', buffered: true }); } catch { start(); }`,
      `setTimeout(start, 1000);`,
    ].join(' ');
    return `<link rel="modulepreload" crossorigin href="${src}">\n    <script type="module">${start}</script>`;
  });
}

/**
 * The shell's index.html for one address: its title, the shell's first frame already rendered (the
 * browser paints it before any script runs; React hydrates it), the manifest inlined (one round trip
 * fewer) and the route's remote entry with its chunks preloaded.
 */
export function renderPage(template: string, manifest: RemotesManifest, frame: FirstFrame, preloads: readonly string[]): string {
  const tags = [`<script id="sf-remotes" type="application/json">${escapeJsonForHtml(manifest)}</script>`];
  for (const href of preloads) tags.push(`<link rel="modulepreload" href="${escapeHtml(href)}" crossorigin />`);
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(frame.title)}</title>`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${frame.html}</div>`);
}
