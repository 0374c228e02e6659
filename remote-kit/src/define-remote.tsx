import * as React from 'react';
import { createContext, lazy, Suspense, useContext, useEffect, type ComponentType, type ElementType, type LazyExoticComponent, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { type DialogKind, type Language, pageDataScriptId, readMountProps, type DialogProps, type ShellProps, type RemoteName, type RouteIdOwnedBy, CONTRACTS_VERSION } from '@storefront/contracts';
import { RegionErrorBoundary, RegionFallback, reloadInPlace } from './error-boundary';
import { NavigateContext } from './link';
import { PageDataProvider, pageDataFrom, type PageData } from './page-data';

export const ShellContext = createContext<ShellProps | null>(null);
const DialogContext = createContext<DialogProps['dialog'] | null>(null);

/** The shell's props inside a remote: brand, route, session, api, navigate, events, dialogs, toasts. */
export function useShell(): ShellProps {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() outside a mounted remote');
  return shell;
}

export function useDialog(): DialogProps['dialog'] {
  const dialog = useContext(DialogContext);
  if (!dialog) throw new Error('useDialog() outside a dialog parcel');
  return dialog;
}

function PageLoading() {
  return <div className="sf-page-loading" aria-busy="true" />;
}

/** A page whose code loads when its route is first shown, and which can be loaded ahead (`load`). */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  load(): Promise<ComponentType>;
  /** The component once its code has arrived: rendered directly, it does not suspend. */
  readonly loaded: ComponentType | undefined;
};

/**
 * A route page loaded on first use, as `React.lazy` would; its `load` gives the component itself, so a page the
 * server rendered is hydrated with its code already there (a lazy page still loading when the shell passes new props
 * would be thrown away and rendered again).
 */
export function lazyPage(load: () => Promise<ComponentType | { default: ComponentType }>): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  // A module (`() => import('./page')`) gives its default export; a loader may also give the component itself.
  // A load that failed (a chunk the network lost) is forgotten, so the next one (Retry, a prefetch) fetches it again.
  const once = () =>
    (loading ??= load().then(
      (given) => {
        loaded = 'default' in given ? given.default : given;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.defineProperties(lazy(async () => ({ default: await once() })), {
    load: { value: once },
    loaded: { get: () => loaded },
  }) as LazyPage;
}

/**
 * The component to render for a route's page: a lazy page whose code has arrived (prefetched, or loaded by the
 * mount) as itself. React.lazy would suspend once even then, and React holds a suspended page's reveal for up to
 * 300 ms (its fallback throttle): a route change would wait for nothing.
 */
function pageToRender(page: ElementType | undefined): ElementType | undefined {
  return isLazyPage(page) ? (page.loaded ?? page) : page;
}

function isLazyPage(page: ElementType | undefined): page is LazyPage {
  return typeof page === 'object' && page !== null && typeof (page as Partial<LazyPage>).load === 'function';
}

/** A route's page, chosen as it renders: after a Retry has loaded a failed lazy page, the page itself. */
function RoutePage({ page }: { page: ElementType }) {
  const Page = pageToRender(page) as ElementType;
  return <Page />;
}

/** A page for every route the route table gives this remote: the compiler checks none is missing. */
export type PageMap<O extends RemoteName> = Record<RouteIdOwnedBy<O>, ElementType>;

export interface RemoteDefinition<O extends RemoteName> {
  owner: O;
  pages: PageMap<O>;
  /** Build label shown as data-build on the remote's root (which build of the remote is mounted). */
  build?: string;
  /**
   * The remote's stylesheet as text (`import styles from './styles.css?inline'`), or a loader of it
   * (`() => import('./styles')`), which keeps the text off the first load of a page the server rendered (the page
   * brings the sheet) and is awaited before any other mount. Injected once into the
   * document when the remote first renders: CSS files of federated modules are not loaded by the host.
   */
  styles?: string | StylesLoader;
  /** Wraps the remote's tree in the session's language (e.g. `AriaLocale` of `@storefront/remote-kit/aria-locale`). */
  language?: LanguageFrame;
}

/** A provider of the session's language around a remote's tree (react-aria's locale, for one). */
export type LanguageFrame = ComponentType<{ language: Language; children: ReactNode }>;

/** The tree in its language frame, when the remote has one. */
function inLanguage(Frame: LanguageFrame | undefined, language: Language, tree: ReactNode): ReactNode {
  return Frame ? <Frame language={language}>{tree}</Frame> : tree;
}

/**
 * A stylesheet's text fetched on demand: a module whose default export is the text (and whose `forRoute`, if any,
 * gives the part one route's page needs), or the text itself.
 */
export type StylesLoader = () => Promise<string | { default: string; forRoute?: (routeId: string) => string }>;

/** The text of a stylesheet given as text or as its loader. */
export async function stylesText(styles: string | StylesLoader | undefined): Promise<string> {
  if (typeof styles !== 'function') return styles ?? '';
  const loaded = await styles();
  return typeof loaded === 'string' ? loaded : loaded.default;
}

/** The part of a stylesheet the page of `routeId` needs (`route` set), or the whole sheet where it has no parts. */
export async function routeStylesText(styles: string | StylesLoader | undefined, routeId: string): Promise<{ css: string; route?: string }> {
  if (typeof styles !== 'function') return { css: styles ?? '' };
  const loaded = await styles();
  if (typeof loaded === 'string') return { css: loaded };
  const part = loaded.forRoute?.(routeId);
  return part === undefined || part === loaded.default ? { css: loaded.default } : { css: part, route: routeId };
}

/**
 * The remote's stylesheet ready for a page of `routeId`: added whole if the document has none; made whole if it holds
 * only the part another route's page needed (the page server sends only that); as it is otherwise.
 */
async function sheetFor(owner: string, styles: string | StylesLoader | undefined, routeId: string): Promise<void> {
  if (typeof styles !== 'function' || typeof document === 'undefined') return;
  const present = document.head.querySelector<HTMLStyleElement>(`style[data-styles-of="${owner}"]`);
  if (!present) return ensureStyles(owner, await stylesText(styles));
  const partFor = present.getAttribute('data-styles-route');
  if (partFor === null || partFor === routeId) return;
  const whole = await stylesText(styles);
  present.textContent = whole;
  present.removeAttribute('data-styles-route');
}

/** Whether the document holds `owner`'s stylesheet already (the page server sent it, or a mount added it). */
function hasStyles(owner: string): boolean {
  return document.head.querySelector(`style[data-styles-of="${owner}"]`) !== null;
}

/** Adds a remote's stylesheet to the document once (idempotent; does nothing outside a browser). */
export function ensureStyles(owner: string, css: string | undefined): void {
  if (!css || typeof document === 'undefined') return;
  if (hasStyles(owner)) return;
  const style = document.createElement('style');
  style.dataset.stylesOf = owner;
  style.textContent = css;
  document.head.append(style);
}

const warned = new Set<string>();

/** A warning of the wire (decision 010), once per remote and message: a newer shell must not flood the console. */
function warnOnce(owner: string, message: string): void {
  const key = `${owner} ${message}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`[${owner}] ${message}`);
}

/**
 * The mount props as this build reads them (decision 010): members it does not know replaced by their fallbacks,
 * and a shell built with other contracts named, each warned about once.
 */
function mountPropsFor<P extends ShellProps>(owner: string, props: P): P {
  const { props: read, unknown } = readMountProps(props);
  if (unknown.length) warnOnce(owner, `mounted with ${unknown.join(', ')}, which this build does not know: it uses its fallbacks`);
  if (props.contractsVersion && props.contractsVersion !== CONTRACTS_VERSION) {
    warnOnce(owner, `built with contracts ${CONTRACTS_VERSION}, mounted by a shell built with ${props.contractsVersion}`);
  }
  return read;
}

/**
 * react-dom's client whose first render runs as a transition, whether it hydrates the server's HTML or draws the page
 * from nothing: React yields to the browser every few milliseconds while it renders the remote's tree, instead of one
 * long task that blocks a tap (the shell's frame is already on screen meanwhile). Later renders are transitions too
 * (`update` below).
 */
const clientRenderingInTransition: typeof ReactDOMClient = {
  ...ReactDOMClient,
  hydrateRoot(container, initialChildren, options) {
    let root: ReactDOMClient.Root | undefined;
    React.startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, initialChildren, options);
    });
    return root as ReactDOMClient.Root;
  },
  createRoot(container, options) {
    const root = ReactDOMClient.createRoot(container, options);
    return {
      render: (children) => React.startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

function lifecyclesFor<P extends ShellProps>(owner: string, Root: ElementType<P>, hydrating: () => boolean = () => false) {
  return singleSpaReact<P>({
    React,
    ReactDOMClient: clientRenderingInTransition,
    rootComponent: Root as React.FunctionComponent<P>,
    // Read as the mount starts: a node the page server filled is hydrated, any other rendered into.
    renderType: () => (hydrating() ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: () => <RegionFallback region={owner} onRetry={reloadInPlace} />,
  });
}

/** The answers the page server sent for `owner`'s page, taken from the page once. */
function takeSentData(owner: RemoteName): PageData | null {
  const script = document.getElementById(pageDataScriptId(owner));
  if (!script) return null;
  script.remove();
  try {
    return pageDataFrom(JSON.parse(script.textContent ?? '{}') as Record<string, unknown>);
  } catch {
    return null;
  }
}

/**
 * A remote's root component for its route pages: the shell's props in context, the route's page under the remote's
 * boundary, and the page data (sent by the page server, or read in the browser). The browser mounts it through
 * single-spa-react; the page server renders it to HTML (`renderRemotePage`).
 */
/** Calls `onCommit` once its place in the tree is on screen: for a hydrated page, once its HTML is adopted. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

const nothing = () => undefined;
/** How long after its root a page that never committed (it failed) is taken as adopted. */
const PAGE_COMMIT_GRACE_MS = 2_000;

export function remoteRoot<O extends RemoteName>(
  { owner, pages, build = '', styles, language }: RemoteDefinition<O>,
  data: () => PageData | null,
  hydrated: () => { routeId: string; page: ComponentType } | null = () => null,
  onPageCommit: () => void = nothing,
) {
  const table = pages as Record<string, ElementType>;
  // Should the page never commit (it failed, and the boundary shows its fallback), the root's commit stands for it
  // a moment later.
  const onRootCommit = () => {
    setTimeout(onPageCommit, PAGE_COMMIT_GRACE_MS);
  };
  return function RemoteRoot(given: ShellProps) {
    const props = mountPropsFor(owner, given);
    // A loaded sheet is added by the mount, before this renders.
    if (typeof styles === 'string') ensureStyles(owner, styles);
    const ready = hydrated();
    // The hydrated route's page as its loaded component (nothing to wait for while hydrating); any other, lazily.
    const entry = ready?.routeId === props.route.id ? ready.page : table[props.route.id];
    // A route this build has no page for (a shell newer than the remote): said, and shown as the region's fallback.
    if (!entry) warnOnce(owner, `has no page for the route "${props.route.id}" in this build`);
    // A lazy page whose chunk failed: Retry fetches it again (React.lazy keeps its failure), then renders it loaded.
    const retry = isLazyPage(entry) ? () => entry.load() : undefined;
    return (
      <ShellContext.Provider value={props}>
        <NavigateContext.Provider value={props.navigate}>
          <PageDataProvider data={data()}>
            <div className="sf-remote" data-boundary={owner} data-build={build || undefined} data-contracts={CONTRACTS_VERSION}>
              {inLanguage(
                language,
                props.session.language,
                <RegionErrorBoundary region={owner} onRetry={retry}>
                  <Suspense fallback={<PageLoading />}>
                    {entry ? <RoutePage page={entry} /> : <RegionFallback region={owner} onRetry={reloadInPlace} />}
                    <Committed onCommit={onPageCommit} />
                  </Suspense>
                </RegionErrorBoundary>,
              )}
              <Committed onCommit={onRootCommit} />
            </div>
          </PageDataProvider>
        </NavigateContext.Provider>
      </ShellContext.Provider>
    );
  };
}

/**
 * The single-spa-react lifecycles of a remote's route app: its whole public interface. Mounted in a node the page
 * server already filled (`data-ssr`), it hydrates that HTML with the data sent beside it.
 */
export function defineRemote<O extends RemoteName>(definition: RemoteDefinition<O>) {
  const { owner } = definition;
  const table = definition.pages as Record<string, ElementType>;
  let sent: PageData | null = null;
  let hydrating = false;
  let hydrated: { routeId: string; page: ComponentType } | null = null;
  // Settled once the server's HTML is adopted: new props wait for it, or the page would hydrate with props other
  // than those the server rendered with (the roles or the user arriving meanwhile) and its text would not match.
  let adopted: Promise<void> = Promise.resolve();
  let adopt = nothing as () => void;
  const lifecycles = lifecyclesFor(
    owner,
    remoteRoot(
      definition,
      () => sent,
      () => hydrated,
      () => adopt(),
    ),
    () => hydrating,
  );
  const mount: typeof lifecycles.mount = async (props) => {
    const node = (props as { domElement?: HTMLElement }).domElement;
    const routeId = (props as { route?: { id: string } }).route?.id ?? '';
    const page = table[routeId];
    await sheetFor(owner, definition.styles, routeId);
    if (node?.hasAttribute('data-ssr')) {
      sent = takeSentData(owner);
      if (isLazyPage(page)) hydrated = { routeId, page: await page.load() };
    } else if (isLazyPage(page)) {
      // The page's code before the first render: the region stays 'loading' meanwhile, and the page shows whole.
      await page.load().catch(() => undefined);
    }
    hydrating = Boolean(node?.hasAttribute('data-ssr'));
    if (hydrating) {
      adopted = new Promise<void>((resolve) => {
        adopt = () => {
          adopt = nothing;
          resolve();
        };
      });
    }
    try {
      return await lifecycles.mount(props);
    } finally {
      hydrating = false;
    }
  };
  /** The route page's code fetched ahead of its mount (the shell calls it when a link to the route is hovered or focused). */
  const prefetch = async (routeId: string): Promise<void> => {
    const page = table[routeId];
    const { styles } = definition;
    await Promise.all([isLazyPage(page) ? page.load() : undefined, typeof styles === 'function' ? styles() : undefined]);
  };
  /**
   * New props render as a transition: React keeps the page on screen while a new page's code or data loads. A page
   * still adopting the server's HTML gets them once it has: they are not the props it was rendered with.
   */
  const update: typeof lifecycles.update = (props) =>
    adopted.then(async () => {
      // A page of another route may need more of the sheet than the page the server sent.
      await sheetFor(owner, definition.styles, (props as { route?: { id: string } }).route?.id ?? '');
      let done: Promise<unknown> = Promise.resolve();
      React.startTransition(() => {
        done = lifecycles.update?.(props) ?? done;
      });
      return done;
    });
  return { ...lifecycles, mount, update, prefetch };
}

/** The single-spa-react lifecycles of a remote's dialog bodies (the parcels the shell's dialog host mounts). */
export function defineDialogs<O extends RemoteName>({
  owner,
  bodies,
  styles,
  language,
}: {
  owner: O;
  bodies: Partial<Record<DialogKind, ElementType>>;
  styles?: string;
  language?: LanguageFrame;
}) {
  function DialogRoot(given: DialogProps) {
    const props = mountPropsFor(owner, given);
    // Keyed apart from the route app's sheet: either may load first.
    ensureStyles(`${owner}/dialogs`, styles);
    const Body = bodies[props.dialog.kind];
    if (!Body) warnOnce(owner, `has no body for the dialog "${props.dialog.kind}" in this build`);
    return (
      <ShellContext.Provider value={props}>
        <DialogContext.Provider value={props.dialog}>
          <NavigateContext.Provider value={props.navigate}>
            <div className="sf-remote" data-boundary={owner}>
              {inLanguage(
                language,
                props.session.language,
                <RegionErrorBoundary region={owner}>
                  <Suspense fallback={<PageLoading />}>{Body ? <Body /> : null}</Suspense>
                </RegionErrorBoundary>,
              )}
            </div>
          </NavigateContext.Provider>
        </DialogContext.Provider>
      </ShellContext.Provider>
    );
  }
  return lifecyclesFor(owner, DialogRoot);
}

/**
 * The single-spa-react lifecycles of a parcel that is no route's page (mf-cara's assistant, mf-cart-checkout's
 * mini-cart, mf-catalog's live search): one root component with the shell's props and the parcel's own, which the
 * shell mounts in its frame and updates on navigation.
 */
export function defineParcel<O extends RemoteName, P extends ShellProps = ShellProps>({
  owner,
  root: Root,
  styles,
  language,
}: {
  owner: O;
  /** The parcel's component: it reads the shell through useShell() and gets the parcel's own props (P) as its props. */
  root: ComponentType<P>;
  styles?: string;
  language?: LanguageFrame;
}) {
  function ParcelRoot(given: P) {
    const props = mountPropsFor(owner, given);
    ensureStyles(`${owner}/parcel`, styles);
    return (
      <ShellContext.Provider value={props}>
        <NavigateContext.Provider value={props.navigate}>
          <div className="sf-remote" data-boundary={owner} data-contracts={CONTRACTS_VERSION}>
            {inLanguage(
              language,
              props.session.language,
              <RegionErrorBoundary region={owner}>
                <Suspense fallback={null}>
                  <Root {...props} />
                </Suspense>
              </RegionErrorBoundary>,
            )}
          </div>
        </NavigateContext.Provider>
      </ShellContext.Provider>
    );
  }
  return lifecyclesFor<P>(owner, ParcelRoot);
}
