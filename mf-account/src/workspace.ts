import type { ShellProps } from '@storefront/contracts';

/**
 * The workspace parcel (decision 023): mounted by the shell for signed-in accounts that keep projects or favorites,
 * it answers the product page's requests and draws nothing. So it is plain lifecycles over the event bus, without
 * React or the remote kit (decision 027): a product page's "Add to project" opens the AddProject dialog with the
 * product and quantity; "Favorite" loads the favorite call on the first press and saves the product.
 */
interface Mounted {
  props: ShellProps;
  off: Array<() => void>;
}

const mounted = new Map<string, Mounted>();
const keyOf = (props: ShellProps & { name?: string }) => props.name ?? 'workspace';

export async function bootstrap(): Promise<void> {}

export async function mount(props: ShellProps & { domElement?: HTMLElement }): Promise<void> {
  const key = keyOf(props);
  const entry: Mounted = { props, off: [] };
  // Its region is marked as every remote's is, so the page shows the workspace is there.
  props.domElement?.setAttribute('data-boundary', 'mf-account');
  entry.off = [
    props.events.on('catalog:add-to-project-requested', (payload, claim) => {
      claim();
      entry.props.dialogs.open('AddProject', { ...payload });
    }),
    props.events.on('catalog:favorite-requested', (payload, claim) => {
      claim();
      void import('./features/workspace/favorite').then(({ favoriteProduct }) => favoriteProduct(entry.props, payload.sku_number));
    }),
  ];
  mounted.set(key, entry);
}

/** New props (the session, a new api client) reach the listeners' next answer. */
export async function update(props: ShellProps): Promise<void> {
  const entry = mounted.get(keyOf(props));
  if (entry) entry.props = props;
}

export async function unmount(props: ShellProps): Promise<void> {
  const key = keyOf(props);
  mounted.get(key)?.off.forEach((off) => off());
  mounted.delete(key);
}
