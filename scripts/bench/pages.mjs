// Where each measured page is on a brand (the route table and the shell's address rules decide), and the cookies of
// the brand's demo person (the designer; the outlet's shopper) for the pages that need a signed-in person.
import {
  API_PORT,
  BRAND_CODES,
  CART_CALLS,
  CATALOG_CALLS,
  IDENTITY_CALLS,
  LIST_PATHS,
  SEARCH_KEYWORDS,
  SIGNED_IN_PEOPLE,
  SIGNED_IN_QUERIES,
  SIGNED_IN_ROUTES,
  SIGNED_IN_ROUTES_ON,
  resolveLocation,
  routeById,
  searchHref,
} from './config.mjs';
import { fetchWithTimeout } from './procs.mjs';

/** A call to the api as a browser makes it (the web client's token) on a brand: a visitor's, or a signed-in designer's. */
async function callApi(call, brand, body, token = null) {
  const signedIn = token ? { 'X-Auth-Token': token, Mode: 'mibd_designer' } : { Mode: 'mibd_visitor' };
  const res = await fetchWithTimeout(`http://127.0.0.1:${API_PORT}${call.path}?obtain=${BRAND_CODES[brand]}`, {
    method: call.method,
    headers: { 'content-type': 'application/json', 'Api-Token': 'storefront-web', ...signedIn },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** The brand's own list call: FFD lists the outlet, every other brand the product list. */
const listCall = (brand) => (brand === 'FFD' ? CATALOG_CALLS.outletList : CATALOG_CALLS.productList);

/** The first product of the brand's list (with a keyword: of its search), and how many there are. */
async function firstProduct(brand, keyword) {
  const envelope = await callApi(listCall(brand), brand, { page: 1, limit: 1, ...(keyword ? { keyword } : {}) });
  return { sku: envelope?.val?.list?.[0]?.sku_number ?? null, total: envelope?.val?.total ?? 0, envelope };
}

/** The detail page of the list's first product: the hub's product page, or a brand site's own address for it. */
async function detailPath(brand) {
  const { sku, envelope } = await firstProduct(brand);
  if (!sku) throw new Error(`no product to open for ${brand} (${listCall(brand).path} answered ${JSON.stringify(envelope).slice(0, 200)})`);
  // productHref in shared-contracts: /productDetail?sku_number= on the hub, /page/products/product-<sku>.html elsewhere.
  return brand === 'HOM' ? `/productDetail?sku_number=${encodeURIComponent(sku)}` : `/page/products/product-${encodeURIComponent(sku)}.html`;
}

/**
 * The brand's search results for the first word of SEARCH_KEYWORDS its catalog has results for, at the address the
 * header's search goes to (searchHref): a page of results, not the empty state.
 */
async function searchPath(brand) {
  for (const keyword of SEARCH_KEYWORDS) {
    const { total } = await firstProduct(brand, keyword);
    if (total > 0) return { path: searchHref(brand, keyword), note: `search for "${keyword}" (${total} results)` };
  }
  throw new Error(`none of ${SEARCH_KEYWORDS.join(', ')} has search results on ${brand}`);
}

/**
 * A signed-in page by its route id: its canonical path when the route table gives it to the brand (the shell's own
 * guards, for a signed-in person); else null with the reason, and the page is skipped.
 */
function signedInPath(brand, routeId) {
  const route = routeById(routeId);
  const path = route.paths[0];
  const resolution = resolveLocation({ pathname: path, search: '' }, { brand, signedIn: true });
  const about = `${route.id} (${path}, "${route.title}", ${route.owner}, sign-in needed)`;
  if (resolution.kind !== 'route') return { path: null, note: `${brand} has no ${about}: the route table sends it to ${resolution.to}` };
  return { path: `${path}${SIGNED_IN_QUERIES[routeId] ?? ''}`, note: about };
}

/**
 * Where a page is on a brand: `{ path, note }`, the note saying what was chosen (the search word, the account route);
 * `path` null when the brand has no such page.
 */
export async function pageAddress(brand, page) {
  switch (page) {
    case 'home':
      return { path: '/home', note: null };
    case 'list':
      return { path: LIST_PATHS[brand], note: null };
    case 'detail':
      return { path: await detailPath(brand), note: null };
    case 'search':
      return searchPath(brand);
    default:
      return signedInPath(brand, SIGNED_IN_ROUTES_ON[brand]?.[page] ?? SIGNED_IN_ROUTES[page]);
  }
}

/**
 * One line in the demo person's cart when it has none (the cart and checkout pages are measured as a person who
 * reaches them sees them): the first in-stock product of the brand's list, one unit.
 */
async function fillCart(brand, token) {
  const cart = await callApi(CART_CALLS.list, brand, {}, token);
  if ((cart?.val?.list?.length ?? 0) > 0) return;
  const envelope = await callApi(listCall(brand), brand, { page: 1, limit: 12, stock: 'in_stock' }, token);
  const product = envelope?.val?.list?.find((p) => p.status === 1);
  if (!product) throw new Error(`no product to put in the cart on ${brand}: ${JSON.stringify(envelope).slice(0, 200)}`);
  const added = await callApi(CART_CALLS.add, brand, { sku_number: product.sku_number, number: 1 }, token);
  if (added?.err !== 200) throw new Error(`the cart refused a line on ${brand}: ${JSON.stringify(added).slice(0, 200)}`);
}

/**
 * The cookies of the brand's demo person signed in on it, in the mode the account signs in with (designer mode for
 * both the designer and the outlet's shopper), as the shell keeps a session (spec section 4): a password login
 * through the api (IDENTITY_CALLS.login of the endpoint table).
 */
export async function signedInCookies(brand) {
  const person = SIGNED_IN_PEOPLE[brand] ?? SIGNED_IN_PEOPLE.default;
  // The outlet signs its shoppers in through its own call.
  const envelope =
    brand === 'FFD'
      ? await callApi(IDENTITY_CALLS.ffdLogin, brand, { email: person, password: 'Storefront-Demo-26' })
      : await callApi(IDENTITY_CALLS.login, brand, { username: person, password: 'Storefront-Demo-26' });
  const token = envelope?.val?.token;
  if (!token) throw new Error(`${person} could not sign in on ${brand}: ${JSON.stringify(envelope).slice(0, 200)}`);
  await fillCart(brand, token);
  return [
    { name: 'token', value: token },
    { name: 'role', value: 'mibd_designer' },
    { name: 'mode', value: 'mibd_designer' },
    { name: 'BASIC_COOKIES', value: 'true' },
  ];
}
