import type { SiteType } from './brands';
import type { RemoteName } from './remotes';

/**
 * The route table (spec section 2): every route's path, owner, layout, auth need and whitelist
 * membership in one place. The shell's router, the remotes' page maps, the server's page fallback and
 * the tests all read it.
 */
export type RouteOwner = RemoteName | 'shell';
/** `site` renders inside the site type's layout; `standalone` renders with no layout. */
export type RouteLayout = 'site' | 'standalone';
export type RouteAuth = 'public' | 'login';

export interface RouteDef {
  readonly id: string;
  /** Patterns: literal segments and `:param` segments. The first is canonical. */
  readonly paths: readonly string[];
  readonly owner: RouteOwner;
  readonly layout: RouteLayout;
  readonly auth: RouteAuth;
  /** Page heading; the document title is `${title} | ${brand suffix}`. */
  readonly title: string;
  /** The name used by the per-site whitelists; defaults to the id. */
  readonly whitelistName?: string;
  /** Brand-specific routes: only these site types have them, everywhere else they are /404. */
  readonly onlyOn?: readonly SiteType[];
  /** Per site type layout override (/register is standalone for FFD). */
  readonly layoutOn?: Partial<Record<SiteType, RouteLayout>>;
  /** Allowed values per path parameter; anything else is /404. */
  readonly paramValues?: Readonly<Record<string, readonly string[]>>;
  /** A route that only redirects. */
  readonly redirectTo?: string;
  /** The footer is hidden on these routes (the brand route). */
  readonly hideFooter?: boolean;
  /** Query parameters the page reads (documentation and typed links). */
  readonly query?: readonly string[];
}

const CA_PRODUCT_TYPES = ['portfolio', 'shop-instock', 'last-chance', 'category', 'search', 'comingsoon'] as const;
const JC_PRODUCT_TYPES = ['search', 'portfolio', 'category', 'new', 'websiteClass'] as const;

const standalone = { layout: 'standalone', auth: 'public' } as const;
const publicPage = { layout: 'site', auth: 'public' } as const;
const loginPage = { layout: 'site', auth: 'login' } as const;

export const ROUTES = [
  // Standalone screens (no layout)
  { id: 'login', paths: ['/login'], owner: 'mf-account', ...standalone, title: 'Login', query: ['redirect'] },
  { id: 'selectMode', paths: ['/selectMode'], owner: 'mf-account', ...standalone, title: 'Select Mode' },
  { id: 'selectCustomer', paths: ['/selectCustomer'], owner: 'mf-account', ...standalone, title: 'Select Customer' },
  { id: 'createCustomer', paths: ['/createCustomer'], owner: 'mf-account', ...standalone, title: 'Create Customer' },
  { id: 'bindAccount', paths: ['/bindAccount'], owner: 'mf-account', ...standalone, title: 'Link Your Account' },
  { id: 'validateLogon', paths: ['/validateLogon'], owner: 'mf-account', ...standalone, title: 'Verify Login' },
  { id: 'clientAgent', paths: ['/clientAgent'], owner: 'mf-cart-checkout', ...standalone, title: 'Client Agent' },
  { id: 'forgetPassword', paths: ['/forgetPassword'], owner: 'mf-account', ...standalone, title: 'Forgot Password' },
  { id: 'setPassword', paths: ['/setPassword'], owner: 'mf-account', ...standalone, title: 'Set Password' },
  { id: 'accountInformation', paths: ['/accountInformation'], owner: 'mf-account', ...standalone, title: 'Account Information' },
  { id: 'subAccountActivation', paths: ['/subAccountActivation'], owner: 'mf-account', ...standalone, title: 'Account Activation' },
  /**
   * A collection shared by email (spec section 2, "favorites with wishlist sharing"): the emailed link's page, opened
   * without signing in (favoritesList, of the spec's list, needs a login).
   */
  { id: 'sharedCollection', paths: ['/sharedCollection'], owner: 'mf-account', ...standalone, title: 'Shared Collection', query: ['token'] },
  { id: 'CSRPayment', paths: ['/CSRPayment'], owner: 'mf-cart-checkout', ...standalone, title: 'Payment Link' },
  { id: 'freeWiFi-landingpage', paths: ['/freeWiFi-landingpage'], owner: 'mf-catalog', ...standalone, title: 'Free WiFi' },
  { id: 'jcLogin', paths: ['/jcLogin'], owner: 'mf-account', ...standalone, title: 'Login' },
  { id: 'bespokeDining', paths: ['/bespokeDining'], owner: 'mf-catalog', ...standalone, title: 'Bespoke Dining' },
  // The spec names /u and says nothing of it: an old link to it lands on the home page (decision 037).
  { id: 'u', paths: ['/u'], owner: 'mf-account', ...standalone, title: 'Welcome', redirectTo: '/home' },
  { id: 'TermsOfUse', paths: ['/TermsOfUse'], owner: 'mf-after-sales', ...standalone, title: 'Terms of Use' },
  { id: 'privacyPolicy', paths: ['/privacyPolicy'], owner: 'mf-after-sales', ...standalone, title: 'Privacy Policy' },
  { id: 'cookiesPolicy', paths: ['/cookiesPolicy'], owner: 'mf-after-sales', ...standalone, title: 'Cookies Policy' },
  { id: 'refundPolicy', paths: ['/refundPolicy'], owner: 'mf-after-sales', ...standalone, title: 'Standard Terms of Sale' },
  { id: 'cancellation', paths: ['/cancellation'], owner: 'mf-after-sales', ...standalone, title: 'Cancellation Policy' },
  { id: 'warranty', paths: ['/warranty'], owner: 'mf-after-sales', ...standalone, title: 'Warranty' },
  { id: 'iframeMsg', paths: ['/iframeMsg'], owner: 'shell', ...standalone, title: 'Session' },
  { id: 'fengshui', paths: ['/fengshui'], owner: 'mf-catalog', ...standalone, title: 'Feng Shui' },
  {
    id: 'register',
    paths: ['/register'],
    owner: 'mf-account',
    ...publicPage,
    layoutOn: { ffd: 'standalone' },
    title: 'Register',
    query: ['data1'],
  },

  // Public screens inside the layout
  { id: 'home', paths: ['/home'], owner: 'mf-catalog', ...publicPage, title: 'Home' },
  { id: 'redirect', paths: ['/redirect'], owner: 'shell', ...publicPage, title: 'Redirecting' },
  { id: '404', paths: ['/404'], owner: 'shell', ...publicPage, title: 'Page Not Found' },
  { id: 'feedback', paths: ['/feedback'], owner: 'mf-after-sales', ...publicPage, title: 'Claims' },
  { id: 'feedbackDetail', paths: ['/feedbackDetail'], owner: 'mf-after-sales', ...publicPage, title: 'Claim Detail' },
  { id: 'feedbackText', paths: ['/feedbackText'], owner: 'mf-after-sales', ...publicPage, title: 'Claim Submitted' },
  { id: 'subClaim', paths: ['/subClaim'], owner: 'mf-after-sales', ...publicPage, title: 'Submit a Claim' },
  { id: 'searchResult', paths: ['/searchResult'], owner: 'mf-catalog', ...publicPage, title: 'Search Results', query: ['keyWord'] },
  { id: 'brand', paths: ['/brand'], owner: 'mf-catalog', ...publicPage, title: 'Our Brands', hideFooter: true },
  { id: 'art', paths: ['/brand/art'], owner: 'mf-catalog', ...publicPage, title: 'A.R.T. Furniture', hideFooter: true },
  { id: 'caracole', paths: ['/brand/caracole'], owner: 'mf-catalog', ...publicPage, title: 'Caracole', hideFooter: true },
  {
    id: 'jonathanCharles',
    paths: ['/brand/jonathanCharles'],
    owner: 'mf-catalog',
    ...publicPage,
    title: 'Jonathan Charles',
    hideFooter: true,
  },
  { id: 'rowe', paths: ['/brand/rowe'], owner: 'mf-catalog', ...publicPage, title: 'Rowe', hideFooter: true },
  { id: 'products', paths: ['/products'], owner: 'mf-catalog', ...publicPage, title: 'Products' },
  {
    id: 'productList',
    paths: ['/productList'],
    owner: 'mf-catalog',
    ...publicPage,
    title: 'Product List',
    query: ['Room', 'Category', 'Brand'],
  },
  {
    id: 'productDetail',
    paths: ['/productDetail'],
    owner: 'mf-catalog',
    ...publicPage,
    title: 'Product Detail',
    query: ['sku_number', 'source'],
  },
  {
    id: 'designerAccount',
    paths: ['/designerAccount', '/designer-account'],
    owner: 'mf-catalog',
    ...publicPage,
    title: 'Designer Benefits',
  },
  {
    id: 'currentAccountApplication',
    paths: ['/currentAccountApplication'],
    owner: 'mf-account',
    ...publicPage,
    title: 'Account Application',
    // The application of a company that already has a trade account: the short registration (decision 037).
    redirectTo: '/register?view=existing',
  },
  { id: 'patternSelection', paths: ['/patternSelection'], owner: 'mf-catalog', ...publicPage, title: 'Pattern Selection' },
  { id: 'checkout', paths: ['/checkout'], owner: 'mf-cart-checkout', ...publicPage, title: 'Checkout', query: ['isCart', 'u'] },
  { id: 'paymentFailed', paths: ['/paymentFailed'], owner: 'mf-cart-checkout', ...publicPage, title: 'Payment Failed' },
  { id: 'magazines', paths: ['/magazines'], owner: 'mf-catalog', ...publicPage, title: 'Magazines' },
  { id: 'supPayment', paths: ['/supPayment'], owner: 'mf-cart-checkout', ...publicPage, title: 'Supplementary Payment' },
  { id: 'changeNumber', paths: ['/changeNumber'], owner: 'mf-cart-checkout', ...publicPage, title: 'Change Quantity' },
  {
    id: 'afterSalesRecords',
    paths: ['/afterSalesRecords'],
    owner: 'mf-after-sales',
    ...publicPage,
    title: 'After-Sales Records',
  },
  { id: 'uploadAfterSales', paths: ['/uploadAfterSales'], owner: 'mf-after-sales', ...publicPage, title: 'Service Request' },
  { id: 'uploadRepair', paths: ['/uploadRepair'], owner: 'mf-after-sales', ...publicPage, title: 'Upload Repair Bill' },
  { id: 'supplementaryBuy', paths: ['/supplementaryBuy'], owner: 'mf-cart-checkout', ...publicPage, title: 'Add Items' },
  { id: 'clientPay', paths: ['/clientPay'], owner: 'mf-cart-checkout', ...publicPage, title: 'Pay Your Order' },
  { id: 'contactUs', paths: ['/contactUs'], owner: 'mf-after-sales', ...publicPage, title: 'Contact Us' },
  { id: 'sample-request', paths: ['/sample-request'], owner: 'mf-after-sales', ...publicPage, title: 'Sample Request' },
  {
    id: 'FFDProductList',
    paths: ['/FFDProductList'],
    owner: 'mf-catalog',
    ...publicPage,
    title: 'Flash Deals',
    query: ['category'],
  },
  { id: 'FFDSearch', paths: ['/FFDSearch'], owner: 'mf-catalog', ...publicPage, title: 'Search Results', query: ['keyWord'] },
  { id: 'productGallery', paths: ['/Product/Gallery/:page'], owner: 'mf-catalog', ...publicPage, title: 'All Products' },

  // Screens requiring login
  {
    id: 'personalCenter',
    paths: ['/personalCenter'],
    owner: 'mf-account',
    ...loginPage,
    title: 'My Account',
    query: ['type', 'tab'],
  },
  {
    id: 'subAccountManagement',
    paths: ['/subAccountManagement'],
    owner: 'mf-account',
    ...loginPage,
    title: 'Manage Members',
  },
  { id: 'customerFavourite', paths: ['/customerFavourite'], owner: 'mf-account', ...loginPage, title: 'Customers' },
  { id: 'myDesigner', paths: ['/myDesigner'], owner: 'mf-account', ...loginPage, title: 'My Designer' },
  { id: 'visualizations', paths: ['/visualizations'], owner: 'mf-cara', ...loginPage, title: 'My Visualizations' },
  { id: 'personalProject', paths: ['/personalProject'], owner: 'mf-account', ...loginPage, title: 'Projects' },
  { id: 'customerProject', paths: ['/customerProject'], owner: 'mf-account', ...loginPage, title: 'My Projects' },
  { id: 'projectDetail', paths: ['/projectDetail'], owner: 'mf-account', ...loginPage, title: 'Project Detail' },
  { id: 'designerOrder', paths: ['/designerOrder'], owner: 'mf-cart-checkout', ...loginPage, title: 'Orders' },
  { id: 'ffdOrder', paths: ['/ffdOrder'], owner: 'mf-cart-checkout', ...loginPage, title: 'Your Orders' },
  { id: 'customerOrder', paths: ['/customerOrder'], owner: 'mf-cart-checkout', ...loginPage, title: 'My Orders' },
  { id: 'orderDetail', paths: ['/orderDetail'], owner: 'mf-cart-checkout', ...loginPage, title: 'Order Detail', query: ['number'] },
  {
    id: 'accountSettings',
    paths: ['/accountSettings'],
    owner: 'mf-account',
    ...loginPage,
    title: 'Account Settings',
    query: ['tab'],
  },
  { id: 'my-favorites', paths: ['/my-favorites'], owner: 'mf-account', ...loginPage, title: 'My Favorites' },
  { id: 'favoritesList', paths: ['/favoritesList'], owner: 'mf-account', ...loginPage, title: 'Favorites' },
  { id: 'noPermission', paths: ['/noPermission'], owner: 'shell', ...loginPage, title: 'No Permission' },
  { id: 'cart', paths: ['/cart'], owner: 'mf-cart-checkout', ...loginPage, title: 'Shopping Cart', query: ['u'] },
  /** Staff's after-sales desk (issue 19): client agents only; the page sends anyone else to /noPermission. */
  { id: 'afterSalesDesk', paths: ['/afterSalesDesk'], owner: 'mf-after-sales', ...loginPage, title: 'After-Sales Desk' },

  // Brand-specific routes
  {
    id: 'productCaracoleIndex',
    paths: ['/product'],
    owner: 'mf-catalog',
    ...publicPage,
    title: 'Products',
    whitelistName: 'productCaracole',
    redirectTo: '/home',
  },
  {
    id: 'productCaracole',
    paths: ['/product/:type', '/product/:type/:identifying'],
    owner: 'mf-catalog',
    ...publicPage,
    title: 'Products',
    paramValues: { type: CA_PRODUCT_TYPES },
  },
  {
    id: 'AISchemeDetails',
    paths: ['/AISchemeDetails'],
    owner: 'mf-cara',
    ...publicPage,
    title: 'Visualization Details',
    onlyOn: ['ca'],
    query: ['case_id'],
  },
  {
    id: 'productJC',
    paths: ['/productList/:type'],
    owner: 'mf-catalog',
    ...publicPage,
    title: 'Products',
    paramValues: { type: JC_PRODUCT_TYPES },
    query: ['keyWord', 'Category', 'WebsiteClass'],
  },
  { id: 'DealerLocator', paths: ['/DealerLocator'], owner: 'mf-catalog', ...publicPage, title: 'Dealer Locator', onlyOn: ['jc'] },
  { id: 'eCatalog', paths: ['/eCatalog'], owner: 'mf-catalog', ...publicPage, title: 'eCatalog', onlyOn: ['jc'] },
  { id: 'artShop', paths: ['/shop', '/shop/:type'], owner: 'mf-catalog', ...publicPage, title: 'Shop', query: ['keyWord'] },
  { id: 'artSale', paths: ['/artSale'], owner: 'mf-catalog', ...publicPage, title: 'Sale' },
  { id: 'artSearch', paths: ['/artSearch'], owner: 'mf-catalog', ...publicPage, title: 'Search Results', query: ['keyWord'] },
  /**
   * A brand site's product page (spec section 2, "Other paths": page/products/product-{sku}.html). The hub maps the
   * address onto /productDetail (its whitelist holds productDetail); the brand sites show the product at it.
   */
  {
    id: 'productPage',
    paths: ['/page/products/:file'],
    owner: 'mf-catalog',
    ...publicPage,
    title: 'Product Detail',
    onlyOn: ['ca', 'rowe', 'jc', 'art', 'ffd'],
    query: ['source'],
  },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTES)[number]['id'];
export type RouteOf<Id extends RouteId> = Extract<(typeof ROUTES)[number], { id: Id }>;
/** Route ids a given owner must render. */
export type RouteIdOwnedBy<O extends RouteOwner> = Extract<(typeof ROUTES)[number], { owner: O }>['id'];

const ROUTE_BY_ID: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.id, r]));

export function routeById(id: RouteId): RouteDef {
  const route = ROUTE_BY_ID.get(id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route;
}

export function routesOwnedBy(owner: RouteOwner): RouteDef[] {
  return ROUTES.filter((r) => r.owner === owner);
}

/** Per-site page whitelists (spec section 2): a route named in another site's set and not this one's is /404. */
export const SITE_WHITELISTS: Readonly<Record<SiteType, readonly string[]>> = {
  hom: [
    'searchResult',
    'designerAccount',
    'products',
    'productList',
    'productDetail',
    'brand',
    'art',
    'caracole',
    'jonathanCharles',
    'rowe',
    'freeWiFi-landingpage',
  ],
  ca: ['productCaracole'],
  rowe: ['searchResult', 'productList'],
  jc: ['productJC', 'contactUs', 'jcLogin', 'bespokeDining'],
  art: ['artSearch', 'artShop', 'artSale'],
  ffd: ['FFDProductList', 'FFDSearch', 'contactUs'],
};

const WHITELISTED_ANYWHERE = new Set(Object.values(SITE_WHITELISTS).flat());

/** Whether a site type has a route at all (whitelists and brand-specific routes). */
export function routeAvailableOn(route: RouteDef, siteType: SiteType): boolean {
  if (route.onlyOn && !route.onlyOn.includes(siteType)) return false;
  const name = route.whitelistName ?? route.id;
  if (!WHITELISTED_ANYWHERE.has(name)) return true;
  return SITE_WHITELISTS[siteType].includes(name);
}

export function routeLayoutOn(route: RouteDef, siteType: SiteType): RouteLayout {
  return route.layoutOn?.[siteType] ?? route.layout;
}
