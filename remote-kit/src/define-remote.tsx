import * as React from 'react';
import { createContext, Suspense, useContext, type ComponentType, type ElementType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { type DialogKind, readMountProps, type DialogProps, type ShellProps, type RemoteName, type RouteIdOwnedBy, CONTRACTS_VERSION } from '@storefront/contracts';
import { RegionErrorBoundary, RegionFallback } from './error-boundary';
import { NavigateContext } from './link';

const ShellContext = createContext<ShellProps | null>(null);
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

/** A page for every route the route table gives this remote: the compiler checks none is missing. */
export type PageMap<O extends RemoteName> = Record<RouteIdOwnedBy<O>, ElementType>;

export interface RemoteDefinition<O extends RemoteName> {
  owner: O;
  pages: PageMap<O>;
  /** Build label shown as data-build on the remote's root (which build of the remote is mounted). */
  build?: string;
  /**
   * The remote's stylesheet as text (`import styles from './styles.css?inline'`). Injected once into the
   * document when the remote first renders: CSS files of federated modules are not loaded by the host.
   */
  styles?: string;
}

/** Adds a remote's stylesheet to the document once (idempotent; does nothing outside a browser). */
export function ensureStyles(owner: string, css: string | undefined): void {
  if (!css || typeof document === 'undefined') return;
  if (document.head.querySelector(`style[data-styles-of="${owner}"]`)) return;
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

function lifecyclesFor<P extends ShellProps>(owner: string, Root: ElementType<P>) {
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: Root as React.FunctionComponent<P>,
    errorBoundary: () => <RegionFallback region={owner} onRetry={() => location.reload()} />,
  });
}

/** The single-spa-react lifecycles of a remote's route app: its whole public interface. */
export function defineRemote<O extends RemoteName>({ owner, pages, build = '', styles }: RemoteDefinition<O>) {
  const table = pages as Record<string, ElementType>;
  function RemoteRoot(given: ShellProps) {
    const props = mountPropsFor(owner, given);
    ensureStyles(owner, styles);
    const Page = table[props.route.id];
    // A route this build has no page for (a shell newer than the remote): said, and shown as the region's fallback.
    if (!Page) warnOnce(owner, `has no page for the route "${props.route.id}" in this build`);
    return (
      <ShellContext.Provider value={props}>
        <NavigateContext.Provider value={props.navigate}>
          <div className="sf-remote" data-boundary={owner} data-build={build || undefined} data-contracts={CONTRACTS_VERSION}>
            <RegionErrorBoundary region={owner}>
              <Suspense fallback={<PageLoading />}>{Page ? <Page /> : <RegionFallback region={owner} onRetry={() => location.reload()} />}</Suspense>
            </RegionErrorBoundary>
          </div>
        </NavigateContext.Provider>
      </ShellContext.Provider>
    );
  }
  return lifecyclesFor(owner, RemoteRoot);
}

/** The single-spa-react lifecycles of a remote's dialog bodies (the parcels the shell's dialog host mounts). */
export function defineDialogs<O extends RemoteName>({
  owner,
  bodies,
  styles,
}: {
  owner: O;
  bodies: Partial<Record<DialogKind, ElementType>>;
  styles?: string;
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
              <RegionErrorBoundary region={owner}>
                <Suspense fallback={<PageLoading />}>{Body ? <Body /> : null}</Suspense>
              </RegionErrorBoundary>
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
}: {
  owner: O;
  /** The parcel's component: it reads the shell through useShell() and gets the parcel's own props (P) as its props. */
  root: ComponentType<P>;
  styles?: string;
}) {
  function ParcelRoot(given: P) {
    const props = mountPropsFor(owner, given);
    ensureStyles(`${owner}/parcel`, styles);
    return (
      <ShellContext.Provider value={props}>
        <NavigateContext.Provider value={props.navigate}>
          <div className="sf-remote" data-boundary={owner} data-contracts={CONTRACTS_VERSION}>
            <RegionErrorBoundary region={owner}>
              <Suspense fallback={null}>
                <Root {...props} />
              </Suspense>
            </RegionErrorBoundary>
          </div>
        </NavigateContext.Provider>
      </ShellContext.Provider>
    );
  }
  return lifecyclesFor<P>(owner, ParcelRoot);
}
