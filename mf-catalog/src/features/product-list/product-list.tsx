import {
  groupDigits,
  BRAND_TABLE,
  catalogSlug,
  isSignedIn,
  MESSAGES,
  PRODUCT_PAGE_SIZE,
  priceVisibility,
  CATALOG_CALLS,
  siteProductBrands,
  type ProductListResponse,
} from '@storefront/contracts';
import { useShell, focusOnPress, onDemand, reachHandlers, usePageData, useWhenNeeded } from '@storefront/remote-kit';
import { Suspense, lazy, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ProductGrid, ProductGridSkeleton } from '../../ui';
import { ActiveFilters, FilterPanel } from './filters';
import { hrefWith, listSpec, requestOf, type ListSpec, type StateChange } from './list-spec';
import { Pagination } from './pagination';
import { SortSelect } from './sort';

/** Skeleton cards on a first load: three rows of the widest grid. */
const SKELETON_CARDS = 12;

/** The drawer of the filters under 992 px: no first view shows it. */
const filtersDrawer = onDemand(() => import('./filters-drawer'));
const FiltersDrawer = lazy(() => filtersDrawer.load());

/** A read of the list: its answer, or the message of its failure. */
interface Answer {
  data?: ProductListResponse;
  error?: string;
}

/** The section's exact name once the facets give it ("living-room" -> "Living Room"). */
function headingOf(spec: ListSpec, data: ProductListResponse | undefined): string {
  if (spec.search) return spec.state.keyword ? `Search results for “${spec.state.keyword}”` : 'Search Results';
  const slug = spec.sectionSlug;
  if (!slug || !data) return spec.heading;
  const { space, category } = data.facets;
  const exact = [...space, ...category].find((f) => catalogSlug(f.value) === catalogSlug(slug));
  if (exact) return exact.value;
  const portfolio = data.list.find((p) => catalogSlug(p.portfolio) === catalogSlug(slug))?.portfolio;
  return portfolio ?? spec.heading;
}

function countText(total: number, search: boolean): string {
  const n = groupDigits(total);
  if (search) return total === 1 ? '1 result' : `${n} results`;
  return total === 1 ? '1 product' : `${n} products`;
}

/**
 * Every product list and search page of every brand: /productList, searchResult, /Product/Gallery/:page, the CA
 * /product/{type}/{identifying} pages, the JC /productList/{type} pages, the ART shop, sale and search, and the FFD
 * list and search (through the outlet's call). The address is the state; the api answers 48 products a page with
 * the facet counts.
 */
export default function ProductListPage() {
  const { brand, route, api, toasts, navigate, session } = useShell();
  const spec = useMemo(() => listSpec(route, brand), [route, brand]);
  const site = BRAND_TABLE[brand].code;
  const productBrand = siteProductBrands(site)[0] ?? 'hom';
  const pricesVisible = isSignedIn(session) && priceVisibility(session.roles, session.mode, site, productBrand).retail;
  const body = useMemo(() => requestOf(spec, { pricesVisible }), [spec, pricesVisible]);
  const call = spec.call === 'ol' ? CATALOG_CALLS.outletList : CATALOG_CALLS.productList;
  // Sent in the page when the server renders it: it says whether someone is signed in, never their token.
  const key = JSON.stringify([call.path, body, session.token ? 'signed-in' : 'visitor', session.mode, session.customerId]);
  const [attempt, setAttempt] = useState(0);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useWhenNeeded(filtersDrawer);
  const drawerId = useId();

  useEffect(() => {
    if (spec.emptySearchGoesTo) navigate(spec.emptySearchGoesTo, { replace: true });
  }, [spec.emptySearchGoesTo, navigate]);

  // Read with the page on the server (usePageData): the first cards and their pictures come with the first frame.
  const answer = usePageData<Answer>(
    `list:${key}:${attempt}`,
    async (signal) => {
      if (spec.emptySearchGoesTo) return {};
      try {
        return { data: await api.call(call, { body, signal }) };
      } catch (error) {
        if (signal.aborted) throw error;
        const message = error instanceof Error && error.message ? error.message : 'The products could not be loaded';
        toasts.show({ kind: 'error', message });
        return { error: message };
      }
    },
    { error: 'The products could not be loaded' },
  );
  // While the next page or filter loads, the last answer stays on screen (dimmed).
  const shown = useRef<ProductListResponse | undefined>(undefined);
  if (answer?.data) shown.current = answer.data;
  const loaded = answer ? { data: answer.data ?? shown.current, error: answer.error } : null;

  const data = loaded?.data ?? shown.current;
  const loading = answer === null;
  const heading = headingOf(spec, data);
  const change = (c: StateChange) => navigate(hrefWith(spec, route, c));
  const pages = data ? Math.max(1, Math.ceil(data.total / PRODUCT_PAGE_SIZE)) : 1;
  const filterCount =
    spec.state.space.length + spec.state.category.length + spec.state.brand.length + (spec.state.stock ? 1 : 0) + (spec.state.minPrice !== undefined ? 1 : 0);

  const panel = <FilterPanel spec={spec} facets={data?.facets} pricesVisible={pricesVisible} onChange={change} />;

  return (
    <div className="cat-list-page">
      <header className="cat-list-header">
        <h1 className="cat-list-title">{heading}</h1>
        <p className="cat-list-count" aria-live="polite">
          {data ? countText(data.total, spec.search) : '\u00a0'}
        </p>
      </header>
      <div className="cat-list-layout">
        <aside className="cat-list-aside" aria-labelledby="cat-filters-title">
          <h2 id="cat-filters-title" className="cat-aside-title">
            Filters
          </h2>
          {panel}
        </aside>
        <section className="cat-list-main" aria-labelledby="cat-results-title" aria-busy={loading}>
          <h2 id="cat-results-title" className="cat-visually-hidden">
            Products
          </h2>
          <div className="cat-toolbar">
            <button
              type="button"
              className="cat-filter-button"
              aria-expanded={drawerOpen}
              aria-controls={drawerOpen ? drawerId : undefined}
              {...reachHandlers(drawer.reach)}
              onClick={(event) => {
                focusOnPress(event);
                drawer.reach();
                setDrawerOpen(true);
              }}
            >
              Filters{filterCount > 0 ? ` (${filterCount})` : ''}
            </button>
            <SortSelect value={spec.state.sort} pricesVisible={pricesVisible} onChange={(sort) => change({ sort })} />
          </div>
          {drawer.wanted || drawerOpen ? (
            <Suspense fallback={null}>
              <FiltersDrawer id={drawerId} isOpen={drawerOpen} onOpenChange={setDrawerOpen} doneLabel={data ? `Show ${countText(data.total, false)}` : 'Show products'}>
                {panel}
              </FiltersDrawer>
            </Suspense>
          ) : null}
          <ActiveFilters spec={spec} onChange={change} />
          {!data && loaded?.error ? (
            <div className="cat-empty" role="alert">
              <p>{loaded.error}</p>
              <button type="button" className="sf-button sf-button--secondary" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </button>
            </div>
          ) : !data ? (
            <ProductGridSkeleton count={SKELETON_CARDS} />
          ) : data.list.length === 0 ? (
            <div className="cat-empty">
              <p className="cat-empty-title">{MESSAGES.noItemsForQuery}</p>
              {filterCount > 0 && (
                <button type="button" className="sf-button sf-button--secondary" onClick={() => change({ space: [], category: [], brand: [], stock: null, price: null })}>
                  Clear all filters
                </button>
              )}
            </div>
          ) : (
            <div className={loading ? 'cat-results cat-results--loading' : 'cat-results'}>
              <ProductGrid products={data.list} brand={brand} headingLevel={3} />
              <Pagination page={Math.min(spec.state.page, pages)} pages={pages} hrefOf={(page) => hrefWith(spec, route, { page })} />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
