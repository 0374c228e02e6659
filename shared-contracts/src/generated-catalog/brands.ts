/** What each product brand makes: its suites (groups of categories a collection draws from), styles, finishes, prices. */
import type { PriceLabel, ProductBrand } from '../catalog';
import { FABRICS, METALS, STONES, WOODS, type Finish } from './names';
import type { Room } from './taxonomy';

export type SuiteName = 'living' | 'dining' | 'bedroom' | 'office' | 'entry' | 'outdoor' | 'upholstery';

export interface Suite {
  name: SuiteName;
  /** The room its products are shown in when their category belongs there. */
  room: Room | null;
  categories: readonly string[];
}

export const SUITES: Readonly<Record<SuiteName, Suite>> = {
  living: {
    name: 'living',
    room: 'Living Room',
    categories: ['Sofas', 'Sectionals', 'Loveseats', 'Accent Chairs', 'Swivel Chairs', 'Ottomans', 'Coffee Tables', 'Side Tables', 'Consoles', 'Media Cabinets', 'Bookcases', 'Table Lamps', 'Floor Lamps'],
  },
  dining: { name: 'dining', room: 'Dining Room', categories: ['Dining Tables', 'Dining Chairs', 'Dining Chairs', 'Bar Stools', 'Counter Stools', 'Sideboards', 'China Cabinets', 'Chandeliers', 'Mirrors'] },
  bedroom: { name: 'bedroom', room: 'Bedroom', categories: ['Beds', 'Beds', 'Nightstands', 'Nightstands', 'Dressers', 'Chests', 'Benches', 'Mirrors', 'Accent Chairs', 'Table Lamps', 'Side Tables'] },
  office: { name: 'office', room: 'Home Office', categories: ['Desks', 'Desks', 'Office Chairs', 'Bookcases', 'Cabinets', 'Table Lamps'] },
  entry: { name: 'entry', room: 'Entryway', categories: ['Consoles', 'Consoles', 'Benches', 'Mirrors', 'Cabinets', 'Chandeliers'] },
  outdoor: { name: 'outdoor', room: 'Outdoor', categories: ['Outdoor Sofas', 'Outdoor Lounge Chairs', 'Outdoor Dining Tables', 'Outdoor Dining Chairs'] },
  upholstery: { name: 'upholstery', room: null, categories: ['Sofas', 'Sofas', 'Sectionals', 'Sectionals', 'Loveseats', 'Accent Chairs', 'Accent Chairs', 'Swivel Chairs', 'Ottomans', 'Benches'] },
};

/**
 * The broader line (issue 21): the kinds a collection of each suite may add beside its core line, when its brand
 * makes them (BrandProfile.broader). Rugs come from the hub's own line only: the furniture brands here do not weave
 * them. The outlet's closeouts are of the core line.
 */
export const BROADER_SUITES: Readonly<Record<SuiteName, readonly string[]>> = {
  living: ['Chaises', 'Daybeds', 'Credenzas', 'Etageres', 'Sleeper Sofas', 'Rugs'],
  dining: ['Buffets', 'Credenzas', 'Rugs'],
  bedroom: ['Armoires', 'Vanities', 'Chaises', 'Daybeds', 'Rugs'],
  office: ['Credenzas', 'Etageres'],
  entry: [],
  outdoor: ['Outdoor Sectionals'],
  upholstery: ['Chaises', 'Daybeds', 'Sleeper Sofas'],
};

export interface BrandProfile {
  id: Exclude<ProductBrand, 'ol'>;
  /** The SKU prefix ("CA-SOF-10234"). */
  skuPrefix: string;
  /** Share of the catalog. */
  weight: number;
  suites: ReadonlyArray<readonly [SuiteName, number]>;
  /** Categories the brand does not make, whatever the suite says. */
  excludes?: readonly string[];
  /** The kinds of the broader line (BROADER_SUITES) it makes. */
  broader: readonly string[];
  styles: readonly string[];
  /** Second words of its collection names ("Harlow Heritage"). */
  collectionWords: readonly string[];
  woods: readonly Finish[];
  metals: readonly Finish[];
  fabrics: readonly Finish[];
  /** Share of case goods and tables finished in metal rather than wood. */
  metallic: number;
  /** Multiplies the category's retail range. */
  priceFactor: readonly [number, number];
  labels: ReadonlyArray<readonly [PriceLabel, number]>;
  /** How the brand speaks of itself in descriptions. */
  voice: readonly string[];
  made: readonly string[];
}

export const BRAND_PROFILES: Readonly<Record<BrandProfile['id'], BrandProfile>> = {
  hom: {
    id: 'hom',
    broader: ['Armoires', 'Chaises', 'Daybeds', 'Credenzas', 'Buffets', 'Etageres', 'Vanities', 'Rugs', 'Sleeper Sofas', 'Outdoor Sectionals'],
    skuPrefix: 'HOM',
    weight: 0.24,
    suites: [['living', 4], ['dining', 3], ['bedroom', 3], ['office', 2], ['entry', 1], ['outdoor', 2]],
    styles: ['Modern', 'Mid-Century', 'Coastal', 'Transitional', 'Minimalist', 'Industrial', 'Scandinavian'],
    collectionWords: ['Studio', 'Loft', 'Modern', 'House', 'Living', 'Edit', 'Essentials'],
    woods: [WOODS.whiteOak, WOODS.naturalOak, WOODS.walnut, WOODS.ebonized, WOODS.ashGrey, WOODS.driftwood],
    metals: [METALS.matteBlack, METALS.brass, METALS.gunmetal],
    fabrics: [FABRICS.ivoryBoucle, FABRICS.sageBoucle, FABRICS.charcoalLinen, FABRICS.oatmealLinen, FABRICS.sandLinen, FABRICS.slateWeave, FABRICS.cognacLeather],
    metallic: 0.2,
    priceFactor: [0.75, 0.95],
    labels: [['Retail 50', 5], ['Retail 50/20', 2], ['Retail 50/30', 1], ['Stocking Dealer', 1]],
    voice: ['clean lines and everyday comfort', 'an easy, livable modern look', 'honest materials and a relaxed profile'],
    made: ['Vietnam', 'Malaysia', 'USA'],
  },
  ca: {
    id: 'ca',
    broader: ['Chaises', 'Credenzas', 'Buffets', 'Etageres', 'Vanities'],
    skuPrefix: 'CA',
    weight: 0.18,
    suites: [['living', 4], ['dining', 2], ['bedroom', 2], ['entry', 1]],
    styles: ['Glam', 'Modern Glam', 'Art Deco', 'Hollywood Regency', 'Contemporary'],
    collectionWords: ['Couture', 'Luxe', 'Salon', 'Soiree', 'Signature', 'Gilt', 'Noir', 'Lumiere'],
    woods: [WOODS.ebonized, WOODS.blackLacquer, WOODS.burlWalnut, WOODS.paintedIvory],
    metals: [METALS.brass, METALS.goldLeaf, METALS.champagne, METALS.polishedNickel, METALS.silverLeaf, METALS.antiqueBrass, METALS.bronze],
    fabrics: [FABRICS.ivoryBoucle, FABRICS.navyVelvet, FABRICS.emeraldVelvet, FABRICS.blushVelvet, FABRICS.creamMohair, FABRICS.doveChenille, FABRICS.onyxLeather],
    metallic: 0.6,
    priceFactor: [1.3, 1.7],
    labels: [['Retail 50', 6], ['Retail 50/20', 3], ['Stocking Dealer', 1]],
    voice: ['glamorous metallic accents and a luminous finish', 'couture detailing that catches the light', 'luxe materials with a sculptural, jewel-like presence'],
    made: ['China', 'Vietnam'],
  },
  rowe: {
    id: 'rowe',
    broader: ['Chaises', 'Daybeds', 'Sleeper Sofas'],
    skuPrefix: 'RW',
    weight: 0.12,
    suites: [['upholstery', 1]],
    styles: ['Transitional', 'Modern', 'Classic', 'Mid-Century'],
    collectionWords: ['Park', 'Lane', 'Collection', 'Comfort', 'Custom'],
    woods: [WOODS.walnut, WOODS.espresso, WOODS.naturalOak],
    metals: [METALS.matteBlack, METALS.antiqueBrass],
    fabrics: [FABRICS.ivoryBoucle, FABRICS.charcoalLinen, FABRICS.oatmealLinen, FABRICS.sandLinen, FABRICS.slateWeave, FABRICS.doveChenille, FABRICS.navyVelvet, FABRICS.cognacLeather, FABRICS.saddleLeather],
    metallic: 0,
    priceFactor: [0.95, 1.2],
    labels: [['Retail 50', 3], ['Retail 50/30', 2], ['Stocking Dealer', 2]],
    voice: ['made-to-order upholstery with a deep, supportive seat', 'tailored upholstery built on a kiln-dried hardwood frame', 'a relaxed silhouette with reversible, replaceable cushions'],
    made: ['USA'],
  },
  jc: {
    id: 'jc',
    broader: ['Armoires', 'Credenzas', 'Buffets', 'Etageres', 'Vanities'],
    skuPrefix: 'JC',
    weight: 0.14,
    suites: [['dining', 3], ['bedroom', 2], ['office', 2], ['living', 2], ['entry', 1]],
    excludes: ['Sofas', 'Sectionals', 'Loveseats', 'Swivel Chairs', 'Ottomans', 'Table Lamps', 'Floor Lamps', 'Chandeliers', 'Accent Chairs'],
    styles: ['Traditional', 'Regency', 'English Country', 'Georgian', 'Transitional'],
    collectionWords: ['Heritage', 'Library', 'Regency', 'Manor', 'Hall', 'Gallery'],
    woods: [WOODS.walnut, WOODS.darkWalnut, WOODS.burlWalnut, WOODS.mahogany, WOODS.cherry, WOODS.honeyPecan],
    metals: [METALS.antiqueBrass, METALS.bronze],
    fabrics: [FABRICS.cognacLeather, FABRICS.saddleLeather, FABRICS.charcoalLinen, FABRICS.oatmealLinen],
    metallic: 0.05,
    priceFactor: [1.4, 1.8],
    labels: [['Retail 50', 5], ['Retail 50/20', 2], ['Retail 50/30', 1], ['Stocking Dealer', 1]],
    voice: ['hand-finished veneers and traditional English craftsmanship', 'figured walnut and mahogany veneers, cross-banded by hand', 'cabinetmaking in the English tradition, with cast brass hardware'],
    made: ['Thailand'],
  },
  art: {
    id: 'art',
    broader: ['Armoires', 'Chaises', 'Daybeds', 'Credenzas', 'Buffets', 'Vanities'],
    skuPrefix: 'ART',
    weight: 0.18,
    suites: [['bedroom', 5], ['dining', 4], ['living', 1]],
    excludes: ['Sectionals', 'Floor Lamps', 'Chandeliers'],
    styles: ['Transitional', 'Farmhouse', 'Traditional', 'Coastal', 'Rustic'],
    collectionWords: ['Hill', 'Ridge', 'Estate', 'Commons', 'Grove', 'Harbor'],
    woods: [WOODS.naturalOak, WOODS.weatheredOak, WOODS.driftwood, WOODS.espresso, WOODS.paintedIvory, WOODS.ashGrey, WOODS.cherry],
    metals: [METALS.antiqueBrass, METALS.matteBlack, METALS.bronze],
    fabrics: [FABRICS.oatmealLinen, FABRICS.sandLinen, FABRICS.doveChenille, FABRICS.charcoalLinen],
    metallic: 0.05,
    priceFactor: [0.9, 1.15],
    labels: [['Retail 50', 4], ['Retail 50/20', 3], ['Retail 50/30', 2], ['Stocking Dealer', 2]],
    voice: ['relaxed sophistication and a collected, layered look', 'warm, lived-in finishes layered by hand', 'generous proportions and thoughtful storage'],
    made: ['Vietnam', 'China'],
  },
};

export const BRAND_ORDER: ReadonlyArray<readonly [ProductBrand, number]> = [
  ['hom', BRAND_PROFILES.hom.weight],
  ['ca', BRAND_PROFILES.ca.weight],
  ['rowe', BRAND_PROFILES.rowe.weight],
  ['jc', BRAND_PROFILES.jc.weight],
  ['art', BRAND_PROFILES.art.weight],
  ['ol', 0.14],
];

export const OUTLET_SKU_PREFIX = 'OL';
export const STONE_TOPS: readonly Finish[] = Object.values(STONES);
