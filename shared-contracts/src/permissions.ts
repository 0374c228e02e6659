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
