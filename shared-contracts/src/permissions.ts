import { BRAND_TABLE, type Brand, type MsrpPermission } from './brands';

/** Work modes (spec section 1). */
export const MODES = ['mibd_safe', 'mibd_communicate', 'mibd_designer', 'mibd_visitor', 'mibd_customer'] as const;
export type Mode = (typeof MODES)[number];

export const MODE_LABELS: Readonly<Record<Mode, string>> = {
  mibd_safe: 'Browsing Mode',
  mibd_communicate: 'Client Mode',
  mibd_designer: 'Designer Mode',
  mibd_visitor: 'Visitor',
  mibd_customer: 'Customer',
};

/** The modes' names in Chinese (spec section 1, the second language), word for word MODE_LABELS. */
export const MODE_LABELS_ZH: Readonly<Record<Mode, string>> = {
  mibd_safe: '浏览模式',
  mibd_communicate: '客户模式',
  mibd_designer: '设计师模式',
  mibd_visitor: '访客',
  mibd_customer: '客户',
};

export function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && (MODES as readonly string[]).includes(value);
}

/** Permission names the server returns in the role list (spec section 6). */
export const PERMISSIONS = [
  'AI_customer_service_page_entrance',
  'AI_design_scheme_list',
  'designer_price',
  'msrp',
  'hom_msrp',
  'ca_msrp',
  'jc_msrp',
  'art_msrp',
  'ca_dealer_msrp',
  'shopping_cart',
  'navigation_logo',
  'brand_menu',
  'designer_benefits',
  'favorites',
  'mode',
  'designer_project',
  'order',
  'settle_accounts',
  'home',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const MSRP_PERMISSIONS: Readonly<Record<Brand, MsrpPermission | null>> = Object.fromEntries(
  Object.values(BRAND_TABLE).map((b) => [b.brand, b.msrpPermission]),
) as Record<Brand, MsrpPermission | null>;

/** Resolves the generic `msrp` name to the brand's own permission; other names are used directly. */
export function permissionFor(brand: Brand, permission: Permission): Permission | null {
  if (permission === 'msrp') return MSRP_PERMISSIONS[brand];
  return permission;
}

/** The one check used by the UI and the server: does the role list hold the permission for this brand? */
export function hasPermission(roles: readonly string[], permission: Permission, brand: Brand): boolean {
  const name = permissionFor(brand, permission);
  return name !== null && roles.includes(name);
}

/** The Mode header value: empty for the dealer variant (spec section 7). */
export function modeHeader(brand: Brand, mode: Mode): string {
  return BRAND_TABLE[brand].features.sendsModeHeader ? mode : '';
}

/** Kinds of account (spec section 1). */
export const ACCOUNT_KINDS = ['designer', 'sub_account', 'customer', 'dealer', 'client_agent', 'ffd_shopper'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Account states: applied (registration submitted), approved (activation email sent), activated, closed. */
export const ACCOUNT_STATES = ['applied', 'approved', 'activated', 'closed'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/**
 * Permissions the server checks on calls that no spec permission names; they travel in the role list too,
 * so the UI and the server ask the same question.
 */
export const SERVER_PERMISSIONS = ['customers', 'sub_accounts', 'client_agent'] as const;
export type ServerPermission = (typeof SERVER_PERMISSIONS)[number];
export type AnyPermission = Permission | ServerPermission;

/** Who asks: a visitor, or an account kind in one of its modes. */
export type Principal = 'visitor' | AccountKind;

const BROWSE: readonly AnyPermission[] = ['home', 'navigation_logo', 'brand_menu', 'designer_benefits'];
const AI: readonly AnyPermission[] = ['AI_customer_service_page_entrance', 'AI_design_scheme_list'];
const SAFE: readonly AnyPermission[] = [...BROWSE, ...AI, 'mode', 'favorites'];
const COMMUNICATE: readonly AnyPermission[] = [...SAFE, 'msrp', 'shopping_cart', 'designer_project', 'customers'];
const DESIGNER: readonly AnyPermission[] = [...COMMUNICATE, 'designer_price', 'order', 'settle_accounts'];

/**
 * The one permission matrix (spec sections 1 and 6): what each principal holds in each mode it may use.
 * A mode missing from a principal's row is a mode it does not have: asking for it is 22003 'user has no role'.
 * The api answers `user_role` from this table and checks every route against it; the UI shows
 * permission-tagged elements from the same list.
 */
export const PERMISSION_MATRIX: Readonly<Record<Principal, Partial<Record<Mode, readonly AnyPermission[]>>>> = {
  visitor: { mibd_visitor: ['home', 'navigation_logo', 'designer_benefits'] },
  designer: {
    mibd_safe: SAFE,
    mibd_communicate: COMMUNICATE,
    mibd_designer: [...DESIGNER, 'sub_accounts'],
  },
  sub_account: { mibd_safe: SAFE, mibd_communicate: COMMUNICATE, mibd_designer: DESIGNER },
  dealer: { mibd_safe: SAFE, mibd_communicate: COMMUNICATE, mibd_designer: DESIGNER },
  /** Invited customers: favorites and their own projects, retail and promotional prices; no mode switch, no cart. */
  customer: { mibd_customer: ['home', 'navigation_logo', 'brand_menu', 'msrp', 'favorites', 'designer_project'] },
  /** Staff building a cart for a customer and sending a payment link; they never check out themselves. */
  client_agent: { mibd_designer: [...BROWSE, 'msrp', 'designer_price', 'shopping_cart', 'order', 'customers', 'client_agent'] },
  /** FFD shoppers buy from the outlet: cart, checkout and their orders. */
  ffd_shopper: { mibd_designer: ['home', 'navigation_logo', 'shopping_cart', 'settle_accounts', 'order'] },
};

/** The mode an account lands in when it names none (login, and the dealer variant's empty Mode header). */
export const DEFAULT_MODE: Readonly<Record<Principal, Mode>> = {
  visitor: 'mibd_visitor',
  designer: 'mibd_safe',
  sub_account: 'mibd_safe',
  dealer: 'mibd_designer',
  customer: 'mibd_customer',
  client_agent: 'mibd_designer',
  ffd_shopper: 'mibd_designer',
};

export function modesOf(principal: Principal): Mode[] {
  return MODES.filter((m) => PERMISSION_MATRIX[principal][m] !== undefined);
}

/**
 * The role list for a principal in a mode: the matrix row with the generic `msrp` expanded to every
 * brand's own msrp name (the hub shows other brands' products). Null when the principal has no such mode.
 */
export function rolesFor(principal: Principal, mode: Mode): AnyPermission[] | null {
  const row = PERMISSION_MATRIX[principal][mode];
  if (!row) return null;
  const roles = new Set<AnyPermission>(row);
  if (roles.has('msrp')) {
    for (const name of Object.values(MSRP_PERMISSIONS)) if (name) roles.add(name);
  }
  return [...roles];
}
