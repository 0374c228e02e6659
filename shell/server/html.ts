import { pageDataScriptId, type RemoteName, type RemotesManifest } from '@storefront/contracts';
import type { FirstFrame } from '../src/app/first-frame';
import { SITE_MENUS_SCRIPT_ID, type SiteMenus } from '../src/features/layout/use-site-menus';
import { SESSION_SITES_SCRIPT_ID, type SessionSite } from '../src/features/session/session-sites';
import { SESSION_SEED_SCRIPT_ID } from '../src/features/session/session-store';
import { THIRD_PARTY_SCRIPT_ID, type ThirdPartyScripts } from '../src/features/third-party/third-party';

function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The built index.html taken apart: the page without its scripts, the shell's entry and the chunks it preloads. */
export interface PageTemplate {
  head: string;
  entry: string;
  preloads: string[];
  /** The import map: each shared library's bare name -> the shell's file of it (decision 021). */
  imports: Record<string, string>;
}

export function prepareTemplate(built: string, shared: Record<string, string> = {}): PageTemplate {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(built)?.[1];
  if (!entry) throw new Error('the shell build has no module entry script');
  const preloads = [...built.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)].map((m) => m[1] as string);
  const head = built
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  const imports = Object.fromEntries(Object.entries(shared).map(([specifier, file]) => [specifier, `/${file.replace(/^\/+/, '')}`]));
  return { head, entry, preloads, imports };
}

/**
 * The start script. The page arrives with its first frame rendered, so the browser paints it first;
 * once the first contentful paint is done the script preloads the shell's chunks and the route's remote
 * chunks in parallel and starts the shell, which hydrates the frame. Nothing downloads ahead of the
 * paint, on a slow network either. A browser without paint timing, or a page opened in a background tab
 * (it paints when shown), starts at once, and so does a press or a key before the paint is reported; otherwise
 * a paint not reported within `START_FALLBACK_MS` starts it anyway (decision 031: the fallback must outlast the
 * compositor's late first frame).
 */
/**
 * How long the start script waits for the first contentful paint to be reported before it starts the shell anyway.
 * Longer than the late first frame of a page that finished loading before it painted (about 1.1 s after the
 * navigation in headless Chromium, decision 031), so that delay never pulls the scripts ahead of the paint.
 */
export const START_FALLBACK_MS = 3_000;

function startScript(entry: string, preloads: readonly string[]): string {
  return [
    `const preloads = ${escapeJsonForHtml(preloads)};`,
    `let started = false;`,
    `const start = () => {`,
    `  if (started) return; started = true;`,
    `  for (const href of preloads) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; document.head.append(link); }`,
    `  import(${escapeJsonForHtml(entry)});`,
    `};`,
    `if (document.visibilityState !== 'visible' || typeof PerformanceObserver !== 'function' || !(PerformanceObserver.supportedEntryTypes || []).includes('paint')) start();`,
    `else { try { new PerformanceObserver((list, observer) => { if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); setTimeout(start); } }).observe({ type: 'paint', buffered: true }); } catch { start(); } }`,
    `setTimeout(start, ${START_FALLBACK_MS});`,
    `for (const type of ['pointerdown', 'keydown']) addEventListener(type, start, { once: true, capture: true, passive: true });`,
  ].join('\n      ');
}

/** What a remote's server render adds to the page besides its HTML (which is in the frame). */
export interface PrerenderedParts {
  owner: RemoteName;
  css: string;
  /** Set when `css` is only the part of the remote's sheet this route's page needs. */
  cssRoute?: string;
  data: Record<string, unknown>;
}

/**
 * The shell's page for one address: its title, the shell's first frame already rendered (React
 * hydrates it), the manifest and the site's menus inlined (round trips fewer) and the start script with the chunks of the
 * shell and of the route's remote. The start script carries the page's nonce, which its security policy names.
 */
export function renderPage(
  template: PageTemplate,
  manifest: RemotesManifest,
  frame: FirstFrame,
  remotePreloads: readonly string[],
  prerendered: PrerenderedParts | null = null,
  nonce = '',
  menus: SiteMenus | null = null,
  sessionSites: readonly SessionSite[] = [],
  thirdParty: ThirdPartyScripts = { tagManager: null, chatWidget: null },
): string {
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  const tags = [
    // First: a module is resolved with the import map in force when it loads, and the remotes import React by name.
    `<script type="importmap"${nonceAttribute}>${escapeJsonForHtml({ imports: template.imports })}</script>`,
    // The server-rendered page's stylesheet and data: the remote finds both where its browser build looks for them.
    ...(prerendered
      ? [
          `<style data-styles-of="${escapeHtml(prerendered.owner)}"${prerendered.cssRoute ? ` data-styles-route="${escapeHtml(prerendered.cssRoute)}"` : ''}>${prerendered.css.replace(/<\/style/gi, '<\\/style')}</style>`,
          `<script id="${pageDataScriptId(prerendered.owner)}" type="application/json">${escapeJsonForHtml(prerendered.data)}</script>`,
        ]
      : []),
    // The roles a signed-in page was rendered with: the browser's first render starts from them.
    ...(frame.seed ? [`<script id="${SESSION_SEED_SCRIPT_ID}" type="application/json">${escapeJsonForHtml(frame.seed)}</script>`] : []),
    // The menus the frame was rendered with: the header and footer hydrate with them, without a call of their own.
    ...(menus ? [`<script id="${SITE_MENUS_SCRIPT_ID}" type="application/json">${escapeJsonForHtml(menus)}</script>`] : []),
    // The brand sites that share the session (decision 035): a visitor's page asks them, /iframeMsg answers them.
    ...(sessionSites.length ? [`<script id="${SESSION_SITES_SCRIPT_ID}" type="application/json">${escapeJsonForHtml(sessionSites)}</script>`] : []),
    // The configured tag manager and chat widget (spec section 7): loaded by the shell after the performance cookies' consent.
    ...(thirdParty.tagManager || thirdParty.chatWidget ? [`<script id="${THIRD_PARTY_SCRIPT_ID}" type="application/json">${escapeJsonForHtml(thirdParty)}</script>`] : []),
    `<script id="sf-remotes" type="application/json">${escapeJsonForHtml(manifest)}</script>`,
    `<script type="module"${nonceAttribute}>\n      ${startScript(template.entry, [template.entry, ...template.preloads, ...remotePreloads])}\n    </script>`,
  ];
  return template.head
    .replace(/<html([^>]*)>/, (_all, attributes: string) => `<html${attributes.replace(/\slang="[^"]*"/, '')} lang="${escapeHtml(frame.lang)}" data-brand="${escapeHtml(frame.brand)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(frame.title)}</title>`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${frame.html}</div>`);
}
