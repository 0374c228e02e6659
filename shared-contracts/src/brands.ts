/**
 * The brand table: one build serves one brand, chosen at build time (spec section 1).
 * Everything a brand changes lives here and nowhere else.
 */
export const BRANDS = ['HOM', 'CA', 'CA_DEALER', 'ROWE', 'JC', 'ART', 'FFD'] as const;
export type Brand = (typeof BRANDS)[number];

/** Brand codes sent to the server. */
export const BRAND_CODES = ['hom', 'ca', 'rowe', 'jc', 'art', 'ol', 'ca_dealer'] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

/** Site types own a default layout and a page whitelist (spec section 2). */
export const SITE_TYPES = ['hom', 'ca', 'rowe', 'jc', 'art', 'ffd'] as const;
export type SiteType = (typeof SITE_TYPES)[number];

/** Layouts: one per site type; `ca` is the luxury-brand layout shared by CA and CA_DEALER. */
export type LayoutName = SiteType;

export type MsrpPermission = 'hom_msrp' | 'ca_msrp' | 'jc_msrp' | 'art_msrp' | 'ca_dealer_msrp';

export interface BrandFeatures {
  /**
   * Cara's visualizations (AI cases): the 'My Visualizations' entry, the header's AI indicator, case polling and
   * its notices. The luxury brand and its dealer variant only.
   */
  myVisualizations: boolean;
  /** Cara's chat bubble on the product page (for users holding AI_customer_service_page_entrance): the luxury brand. */
  caraChat: boolean;
  /** 'Request Access' for guests: the dealer brand. */
  requestAccess: boolean;
  /** ART: Designer Login, Dealer Login and the live search dropdown. */
  designerAndDealerLogin: boolean;
  liveSearchDropdown: boolean;
  /** FFD: own login, register (standalone), set/forget password screens and user menu. */
  ffdVariants: boolean;
  /** FFD uses the guest cart call and sends protected pages to /login without a redirect query. */
  guestCart: boolean;
  /** Layouts of JC and ART show a confirm dialog (spec section 2). */
  confirmDialog: boolean;
  /** The Mode header is sent empty for the dealer variant (spec section 7). */
  sendsModeHeader: boolean;
  /** The brand route (hub landing pages art, caracole, jonathanCharles, rowe). */
  brandLandings: boolean;
  /** mibd_footer_designer_info: the footer's designer-info block (name, img, email, phone_number). */
  footerDesignerInfo: boolean;
  /** mibd_footer_whole_detail: the whole footer (link columns, showroom, social icons), else legal links only. */
  footerWholeDetail: boolean;
}

export interface BrandInfo {
  brand: Brand;
  code: BrandCode;
  siteType: SiteType;
  layout: LayoutName;
  /** Name shown to people: header, titles, footer. */
  name: string;
  /** Title of the home page, and the suffix of every other page title. */
  homeTitle: string;
  titleSuffix: string;
  /** Where logout and the /noPermission click guard send a user: an external brand site, or null for /home. */
  homeUrl: string | null;
  /** ART's dealer login leads to an external dealer portal. */
  dealerPortalUrl: string | null;
  /** msrp maps per brand; ROWE and FFD have none (spec section 6). */
  msrpPermission: MsrpPermission | null;
  /** First year of the footer copyright range; null shows the current year alone. */
  copyrightSince: number | null;
  /** Brand colours for the layout frame. */
  theme: { ink: string; accent: string; surface: string };
  features: BrandFeatures;
}

const base: BrandFeatures = {
  myVisualizations: false,
  caraChat: false,
  requestAccess: false,
  designerAndDealerLogin: false,
  liveSearchDropdown: false,
  ffdVariants: false,
  guestCart: false,
  confirmDialog: false,
  sendsModeHeader: true,
  brandLandings: false,
  footerDesignerInfo: true,
  footerWholeDetail: true,
};

export const BRAND_TABLE: Readonly<Record<Brand, BrandInfo>> = {
  HOM: {
    brand: 'HOM',
    code: 'hom',
    siteType: 'hom',
    layout: 'hom',
    name: 'HOM',
    homeTitle: 'HOM | Trade Furniture for Interior Designers',
    titleSuffix: 'HOM',
    homeUrl: null,
    dealerPortalUrl: null,
    msrpPermission: 'hom_msrp',
    copyrightSince: null,
    theme: { ink: '#1f2a2e', accent: '#8a5a2b', surface: '#f7f4ef' },
    features: { ...base, brandLandings: true },
  },
  CA: {
    brand: 'CA',
    code: 'ca',
    siteType: 'ca',
    layout: 'ca',
    name: 'Caracole',
    homeTitle: 'Caracole | Luxury Furniture for the Trade',
    titleSuffix: 'Caracole',
    homeUrl: 'https://www.caracole.com',
    dealerPortalUrl: null,
    msrpPermission: 'ca_msrp',
    copyrightSince: null,
    // The accent is a darker bronze than the brand's print tone: white text on it, and it as text on white and on the
    // surface, read at WCAG AA (4.5:1).
    theme: { ink: '#14213d', accent: '#8a6642', surface: '#f5f3f0' },
    features: { ...base, myVisualizations: true, caraChat: true },
  },
  CA_DEALER: {
    brand: 'CA_DEALER',
    code: 'ca_dealer',
    siteType: 'ca',
    layout: 'ca',
    name: 'Caracole Dealer',
    homeTitle: 'Caracole Dealer | Luxury Furniture for Dealers',
    titleSuffix: 'Caracole Dealer',
    homeUrl: 'https://www.caracole.com',
    dealerPortalUrl: null,
    msrpPermission: 'ca_dealer_msrp',
    copyrightSince: null,
    theme: { ink: '#14213d', accent: '#7d5a3c', surface: '#f2f0ec' },
    features: { ...base, myVisualizations: true, requestAccess: true, sendsModeHeader: false },
  },
  ROWE: {
    brand: 'ROWE',
    code: 'rowe',
    siteType: 'rowe',
    layout: 'rowe',
    name: 'Rowe',
    homeTitle: 'Rowe | Upholstered Furniture for the Trade',
    titleSuffix: 'Rowe',
    homeUrl: 'https://www.rowefurniture.com',
    dealerPortalUrl: null,
    msrpPermission: null,
    copyrightSince: null,
    theme: { ink: '#263238', accent: '#b5462f', surface: '#f6f6f4' },
    features: { ...base },
  },
  JC: {
    brand: 'JC',
    code: 'jc',
    siteType: 'jc',
    layout: 'jc',
    name: 'Jonathan Charles',
    homeTitle: 'Jonathan Charles | Fine Furniture for the Trade',
    titleSuffix: 'Jonathan Charles',
    homeUrl: 'https://www.jonathancharles.com',
    dealerPortalUrl: null,
    msrpPermission: 'jc_msrp',
    copyrightSince: null,
    // A shade darker than the print tone so the accent reads as text on the surface at WCAG AA (4.5:1).
    theme: { ink: '#2b2118', accent: '#86683f', surface: '#f8f5f0' },
    features: { ...base, confirmDialog: true },
  },
  ART: {
    brand: 'ART',
    code: 'art',
    siteType: 'art',
    layout: 'art',
    name: 'A.R.T. Furniture',
    homeTitle: 'A.R.T. Furniture | Furniture for the Trade',
    titleSuffix: 'A.R.T. Furniture',
    homeUrl: 'https://www.artfurniture.com',
    dealerPortalUrl: 'https://dealers.artfurniture.com',
    msrpPermission: 'art_msrp',
    copyrightSince: 2020,
    theme: { ink: '#1d1d1f', accent: '#6b4f9e', surface: '#f5f5f7' },
    features: { ...base, designerAndDealerLogin: true, liveSearchDropdown: true, confirmDialog: true },
  },
  FFD: {
    brand: 'FFD',
    code: 'ol',
    siteType: 'ffd',
    layout: 'ffd',
    name: 'FFD Flash Deals',
    homeTitle: 'FFD Flash Deals | Furniture Outlet',
    titleSuffix: 'FFD Flash Deals',
    homeUrl: null,
    dealerPortalUrl: null,
    msrpPermission: null,
    copyrightSince: null,
    theme: { ink: '#1b1b1b', accent: '#c8102e', surface: '#ffffff' },
    features: { ...base, ffdVariants: true, guestCart: true, footerDesignerInfo: false },
  },
};

export function isBrand(value: unknown): value is Brand {
  return typeof value === 'string' && (BRANDS as readonly string[]).includes(value);
}

/** Reads a BRAND build value; unset means HOM, anything else is a loud error. */
export function parseBrand(value: string | undefined | null): Brand {
  if (value === undefined || value === null || value === '') return 'HOM';
  const upper = value.toUpperCase();
  if (!isBrand(upper)) {
    throw new Error(`BRAND must be one of ${BRANDS.join(', ')}; got "${value}"`);
  }
  return upper;
}

export function brandInfo(brand: Brand): BrandInfo {
  return BRAND_TABLE[brand];
}

export function brandByCode(code: BrandCode): BrandInfo {
  const found = Object.values(BRAND_TABLE).find((b) => b.code === code);
  if (!found) throw new Error(`unknown brand code ${code}`);
  return found;
}

/** Footer copyright line (spec section 9: current year; ART shows a range). */
export function copyrightLine(brand: Brand, now: Date = new Date()): string {
  const info = BRAND_TABLE[brand];
  const year = now.getFullYear();
  const years = info.copyrightSince && info.copyrightSince < year ? `${info.copyrightSince}-${year}` : `${year}`;
  return `© ${years} ${info.name}. All rights reserved.`;
}

/** Where logout and the no-permission click guard go: the external brand site, else /home. */
export function brandHomeTarget(brand: Brand): string {
  return BRAND_TABLE[brand].homeUrl ?? '/home';
}
