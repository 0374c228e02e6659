/**
 * The deterministic catalog generator: the same seed and count give the same products and kits on any machine.
 * Products come collection by collection (a brand's portfolio of a suite: bedroom, dining, living ...); kits follow
 * the products of their collection they include. A longer catalog of the same seed starts with the shorter one.
 * Delivery dates are counted from the first day of the month of `now`.
 */
import { CUSTOMIZABLE_COM, CUSTOMIZABLE_NONE, PRODUCT_BRAND_NAMES, PRODUCT_STATUS, type PriceLabel, type ProductBrand } from '../catalog';
import { BRAND_ORDER, BRAND_PROFILES, BROADER_SUITES, OUTLET_SKU_PREFIX, STONE_TOPS, SUITES, type BrandProfile, type Suite } from './brands';
import { KIT_CHANCE, KIT_RECIPES } from './kits';
import { MODIFIERS, NAME_STEMS, RUG_COLOURS, type Finish } from './names';
import { designerCentsFor, pricesFor, shopDollars } from './prices';
import { Random } from './random';
import { monthStart, stockFor, type Stock } from './stock';
import { CATEGORY_BY_NAME, type CategoryDef, type Room } from './taxonomy';

/**
 * A generated product: every column of the api's products table but the search vector and created_at (the api's
 * seeder checks the two agree).
 */
export interface CatalogProduct {
  skuNumber: string;
  brandId: string;
  name: string;
  style: string;
  portfolio: string;
  space: string;
  category: string;
  /** The drawing the images show (sofa, chair, bed, table, ...). */
  shape: string;
  materials: string;
  finish: string;
  /** #rrggbb: the finish colour the images are drawn in. */
  finishColor: string;
  description: string;
  specifications: Array<{ name: string; value: string }>;
  /** Inches. */
  width: number;
  length: number;
  height: number;
  msrpCents: number;
  designerCents: number;
  promotionalCents: number | null;
  consumerCents: number;
  priceLabel: string;
  status: number;
  stock: number;
  futureStock: number;
  backorderQuantity: number;
  expectedDelivery: Date | null;
  customizableType: number;
  views: number;
  isNew: boolean;
  isHot: boolean;
  /** A stable popularity rank for the default sort. */
  rank: number;
  searchText: string;
}
/** A kit's component line. */
export interface CatalogKit {
  kitSku: string;
  componentSku: string;
  quantity: number;
}

export interface CatalogOptions {
  seed: number | string;
  count: number;
  /** Delivery dates fall in the months after this one; default today. */
  now?: Date;
}

export interface CatalogItem {
  product: CatalogProduct;
  /** When the product is a kit: its components. */
  kit: CatalogKit[];
}

/** Three letters of the category in the SKU ("CA-SOF-10234"). */
export const CATEGORY_CODES: Readonly<Record<string, string>> = {
  Sofas: 'SOF', Sectionals: 'SEC', Loveseats: 'LOV', 'Accent Chairs': 'CHR', 'Swivel Chairs': 'SWV', Ottomans: 'OTT',
  'Coffee Tables': 'CKT', 'Side Tables': 'SDT', Consoles: 'CON', 'Media Cabinets': 'MED', 'Table Lamps': 'LMP',
  'Floor Lamps': 'FLP', 'Dining Tables': 'DTB', 'Dining Chairs': 'DCH', 'Bar Stools': 'BAR', 'Counter Stools': 'CTR',
  Sideboards: 'SBD', 'China Cabinets': 'CHN', Chandeliers: 'CHD', Beds: 'BED', Nightstands: 'NST', Dressers: 'DRS',
  Chests: 'CHS', Benches: 'BEN', Mirrors: 'MIR', Desks: 'DSK', 'Office Chairs': 'OFC', Bookcases: 'BKC', Cabinets: 'CAB',
  'Outdoor Sofas': 'OSF', 'Outdoor Lounge Chairs': 'OLC', 'Outdoor Dining Tables': 'ODT', 'Outdoor Dining Chairs': 'ODC',
  // The broader line.
  Armoires: 'ARM', Chaises: 'CHL', Daybeds: 'DAY', Credenzas: 'CRD', Buffets: 'BUF', Etageres: 'ETG', Vanities: 'VAN',
  Rugs: 'RUG', 'Sleeper Sofas': 'SLP', 'Outdoor Sectionals': 'OSC',
};
export const KIT_CODE = 'SET';

interface Collection {
  /** Its place among the collections of the seed, from 0. */
  number: number;
  brand: ProductBrand;
  /** The brand whose line it is: for the outlet, the brand its closeouts come from. */
  profile: BrandProfile;
  outlet: boolean;
  suite: Suite;
  stem: string;
  portfolio: string;
  style: string;
  wood: Finish;
  metal: Finish;
  fabric: Finish;
  label: PriceLabel;
  categories: string[];
  members: CatalogProduct[];
}

/** A stream products are drawn from: its random source and the count of SKUs it has numbered. */
interface Stream {
  random: Random;
  skus: { index: number };
}

const CUSHIONS = ['high-resiliency foam cushions', 'down-blend cushions', 'spring-down seat cushions', 'foam and fiber-wrapped cushions'];

function species(finish: Finish): string {
  const name = finish.name.toLowerCase();
  for (const wood of ['walnut', 'mahogany', 'cherry', 'pecan', 'teak']) if (name.includes(wood)) return wood;
  if (/oak|driftwood|ash|ivory/.test(name)) return 'oak';
  return 'hardwood';
}

function isFabric(finish: Finish, profile: BrandProfile): boolean {
  return profile.fabrics.includes(finish);
}

function roomOf(category: CategoryDef, suite: Suite): Room {
  return suite.room && category.rooms.includes(suite.room) ? suite.room : category.rooms[0]!;
}

function inches(n: number): string {
  return `${n}"`;
}

function careFor(kind: CategoryDef['kind'], finish: Finish, fabric: boolean): string {
  if (kind === 'rug') return 'Vacuum without the beater bar; rotate twice a year; blot spills at once; professional cleaning recommended.';
  if (kind === 'outdoor') return 'Hose off and let dry; store cushions or cover in winter.';
  if (fabric && /leather/i.test(finish.name)) return 'Dust and wipe with a soft, dry cloth; condition twice a year; keep out of direct sunlight.';
  if (fabric) return 'Vacuum regularly; blot spills at once; professional cleaning recommended.';
  if (kind === 'lighting' || kind === 'mirror') return 'Wipe with a soft, dry cloth; no abrasive or ammonia cleaners.';
  return 'Dust with a soft, dry cloth; use coasters and pads; avoid direct sunlight and heat.';
}

function assemblyFor(kind: CategoryDef['kind'], category: string): string {
  if (kind === 'rug') return 'None; a rug pad is recommended';
  if (kind === 'upholstery') return 'Legs attach; tools included';
  if (kind === 'bed') return 'Assembly required (headboard, footboard and rails)';
  if (kind === 'lighting') return 'Shade attaches; bulbs not included';
  if (kind === 'table' || category.includes('Table')) return 'Base attaches to the top';
  if (kind === 'mirror') return 'Hanging hardware included';
  return 'No assembly required';
}

const KIND_SENTENCE: Readonly<Record<CategoryDef['kind'], string>> = {
  upholstery: 'The seat rests on sinuous springs beneath {cushion}, and the frame is corner-blocked, glued and screwed.',
  seating: 'A contoured seat and a braced frame keep it comfortable and steady for hours at the table or the desk.',
  case: 'Drawers glide on full-extension guides, and the interiors are finished as carefully as the outside.',
  table: 'A generous top on a stable base leaves room for books, trays and everyday life.',
  bed: 'A substantial headboard anchors the room; the bed takes a standard mattress with a foundation.',
  mirror: 'Beveled glass carries light deep into the room.',
  lighting: 'Dimmable with a compatible switch; it spreads a warm, even light.',
  outdoor: 'Built for the weather, with materials that resist fading and dry quickly.',
  rug: 'Woven to lie flat, with a bound edge.',
};

/** How the rugs are made: the construction, then its fibre's colours. */
const RUG_MAKES: ReadonlyArray<readonly [string, readonly Finish[]]> = [
  ['Hand-knotted New Zealand wool', [RUG_COLOURS.ivoryWool, RUG_COLOURS.indigoWool, RUG_COLOURS.rustWool, RUG_COLOURS.charcoalWool]],
  ['Hand-tufted wool and viscose', [RUG_COLOURS.ivoryWool, RUG_COLOURS.greyWool, RUG_COLOURS.blushWool, RUG_COLOURS.sageWool]],
  ['Flatwoven wool and cotton', [RUG_COLOURS.greyWool, RUG_COLOURS.indigoWool, RUG_COLOURS.sageWool, RUG_COLOURS.rustWool]],
  ['Hand-loomed jute and wool', [RUG_COLOURS.naturalJute]],
  ['Power-loomed performance polypropylene', [RUG_COLOURS.ivoryWool, RUG_COLOURS.greyWool, RUG_COLOURS.charcoalWool]],
];

/** Feet and inches of a rug's side ("8'" or "2'6\"). */
function feet(inchesLong: number): string {
  const rest = inchesLong % 12;
  return `${Math.floor(inchesLong / 12)}'${rest ? `${rest}"` : ''}`;
}

export class CatalogGenerator {
  private readonly random: Random;
  /** The core line's stream. */
  private readonly core: Stream;
  private readonly anchor: Date;
  private collections = 0;
  private readonly stemsByBrand = new Map<string, Set<string>>();
  /** The broader line's SKU count, across its collections. */
  private readonly broaderSkus = { index: 0 };

  /** `onCollection` hears of each collection as it is made, before its first product. */
  constructor(
    private readonly seed: number | string,
    now: Date = new Date(),
    private readonly onCollection?: (collection: Collection) => void,
  ) {
    this.random = new Random(seed);
    this.core = { random: this.random, skus: { index: 0 } };
    this.anchor = monthStart(now);
  }

  /** Items (products, kits after their components) without end; take as many as wanted. */
  *items(): Generator<CatalogItem> {
    for (;;) {
      const collection = this.newCollection();
      this.onCollection?.(collection);
      const size = collection.outlet ? this.random.int(6, 14) : this.random.int(8, 22);
      for (let j = 0; j < size; j++) {
        const category = j < 3 && collection.categories[j] ? collection.categories[j]! : this.random.pick(collection.categories);
        const product = this.product(collection, category);
        collection.members.push(product);
        yield { product, kit: [] };
        if (!collection.outlet && j >= 3 && this.random.chance(KIT_CHANCE)) {
          const kit = this.kit(collection);
          if (kit) yield kit;
        }
      }
    }
  }

  private newCollection(): Collection {
    const random = this.random;
    const brand = this.collections < BRAND_ORDER.length ? BRAND_ORDER[this.collections]![0] : random.weighted(BRAND_ORDER);
    const number = this.collections;
    this.collections += 1;
    const outlet = brand === 'ol';
    const profile = outlet ? BRAND_PROFILES[random.weighted([['hom', 3], ['ca', 2], ['rowe', 2], ['jc', 2], ['art', 3]] as const)] : BRAND_PROFILES[brand];
    const suite = SUITES[random.weighted(profile.suites)];
    // The first categories of a suite are what its collections are built around (a bed, nightstands, a dresser).
    const categories = suite.categories.filter((c) => !profile.excludes?.includes(c));
    const distinct = [...new Set(categories)];
    const seen = this.stemsByBrand.get(brand) ?? new Set<string>();
    this.stemsByBrand.set(brand, seen);
    let stem = random.pick(NAME_STEMS);
    for (let tries = 0; tries < 4 && seen.has(stem); tries++) stem = random.pick(NAME_STEMS);
    seen.add(stem);
    const portfolio = random.chance(0.55) ? stem : `${stem} ${random.pick(profile.collectionWords)}`;
    return {
      number,
      brand,
      profile,
      outlet,
      suite,
      stem,
      portfolio,
      style: random.pick(profile.styles),
      wood: random.pick(profile.woods),
      metal: random.pick(profile.metals),
      fabric: random.pick(profile.fabrics),
      label: random.weighted(profile.labels),
      categories: [...distinct.slice(0, 3), ...categories],
      members: [],
    };
  }

  private nextSku(stream: Stream, prefix: string, code: string): string {
    const number = 10000 + stream.skus.index * 3 + stream.random.int(0, 2);
    stream.skus.index += 1;
    return `${prefix}-${code}-${number}`;
  }

  /**
   * The broader line of a collection (BROADER_SUITES): each kind its suite adds and its brand makes, about half the
   * time, one piece (now and then two); rugs nearly always, one to three designs. Each kind of each collection draws from a stream of its own, seeded by the
   * catalog's seed, the collection, its brand and the kind, so the core line never moves.
   */
  broaderLine(collection: Collection): CatalogProduct[] {
    if (collection.outlet) return [];
    const out: CatalogProduct[] = [];
    // Names are told apart within the broader line (its nouns are not the core line's).
    const own: Collection = { ...collection, members: out };
    for (const category of BROADER_SUITES[collection.suite.name]) {
      if (!collection.profile.broader.includes(category)) continue;
      const stream: Stream = { random: new Random(`${this.seed}/${collection.number}/${collection.brand}/${category}`), skus: this.broaderSkus };
      // Rugs come in several designs a collection; the rest, one piece about half the time.
      const rugs = category === 'Rugs';
      if (!stream.random.chance(rugs ? 0.9 : 0.55)) continue;
      const pieces = rugs ? stream.random.int(1, 3) : stream.random.chance(0.2) ? 2 : 1;
      for (let i = 0; i < pieces; i++) {
        out.push(this.product(own, category, stream));
      }
    }
    return out;
  }

  private product(collection: Collection, categoryName: string, stream: Stream = this.core): CatalogProduct {
    const random = stream.random;
    const { profile } = collection;
    const category = CATEGORY_BY_NAME.get(categoryName)!;
    const sku = this.nextSku(stream, collection.outlet ? OUTLET_SKU_PREFIX : profile.skuPrefix, CATEGORY_CODES[category.name]!);

    // Name: the collection's stem or another, an optional modifier, the noun; beds always say their size.
    // A collection seldom repeats a name: a few more draws find another one.
    const modifiers = MODIFIERS[category.name] ?? [];
    let stem = '';
    let modifier = '';
    for (let tries = 0; tries < 5; tries++) {
      stem = tries === 0 && random.chance(0.6) ? collection.stem : random.pick(NAME_STEMS);
      modifier = category.kind === 'bed' || random.chance(0.35) ? random.pick(modifiers) : '';
      const candidate = `${stem} ${modifier ? `${modifier} ` : ''}${category.noun}`;
      if (!collection.members.some((m) => m.name === candidate)) break;
    }
    const round = Boolean(category.round && (modifier === 'Round' || modifier === 'Drum' || (modifier === 'Pedestal' && category.name === 'Dining Tables')));
    const noun = `${modifier ? `${modifier} ` : ''}${category.noun}`;
    const name = `${stem} ${noun}`;

    // Dimensions inside the category's ranges (a king bed is wider than a queen).
    let width: number;
    let length: number;
    if (round) {
      width = random.int(category.round![0], category.round![1]);
      length = width;
    } else if (category.kind === 'bed') {
      width = modifier.startsWith('King') ? random.int(80, category.width[1]) : random.int(category.width[0], 70);
      length = random.int(category.depth[0], category.depth[1]);
    } else if (category.sizes) {
      [width, length] = random.pick(category.sizes);
    } else {
      width = random.int(category.width[0], category.width[1]);
      length = random.int(category.depth[0], category.depth[1]);
    }
    const height = random.int(category.height[0], category.height[1]);

    // Finish and materials by what the piece is and who makes it.
    const { finish, materials, fabric } = this.finishFor(random, collection, category, modifier);

    const label = random.chance(0.75) ? collection.label : random.weighted(profile.labels);
    const prices = pricesFor(random, { retail: category.retail, factor: profile.priceFactor, label, outlet: collection.outlet });
    const big = ['Sectionals', 'Beds', 'China Cabinets', 'Sideboards', 'Dressers', 'Armoires', 'Buffets', 'Daybeds', 'Sleeper Sofas', 'Outdoor Sectionals'].includes(category.name);
    const stock = stockFor(random, { anchor: this.anchor, outlet: collection.outlet, big });

    // COM for some upholstery; else, now and then, one of the customized types (1 to 3).
    let customizableType: number = CUSTOMIZABLE_NONE;
    if (!collection.outlet) {
      if (category.kind === 'upholstery' && random.chance(profile.id === 'rowe' ? 0.5 : 0.3)) customizableType = CUSTOMIZABLE_COM;
      else if (random.chance(category.kind === 'upholstery' ? 0.2 : 0.1)) customizableType = random.int(1, 3);
    }

    const room = roomOf(category, collection.suite);
    const seat = category.seat ? random.int(category.seat[0], category.seat[1]) : null;
    const specifications = [
      { name: 'Dimensions', value: round ? `Dia ${inches(width)} x H ${inches(height)}` : `W ${inches(width)} x D ${inches(length)} x H ${inches(height)}` },
      ...(category.sizes ? [{ name: 'Size', value: `${feet(width)} x ${feet(length)}` }] : []),
      { name: 'Materials', value: materials },
      { name: 'Finish', value: finish.name },
      ...(seat ? [{ name: 'Seat height', value: inches(seat) }] : []),
      ...(category.capacity ? [{ name: 'Weight capacity', value: `${category.capacity} lb` }] : []),
      { name: 'Assembly', value: assemblyFor(category.kind, category.name) },
      { name: 'Care', value: careFor(category.kind, finish, fabric) },
      { name: 'Collection', value: collection.portfolio },
      { name: 'Country of origin', value: random.pick(profile.made) },
    ];
    if (customizableType === CUSTOMIZABLE_COM) specifications.push({ name: 'COM', value: `Customer's own material accepted: ${Math.ceil((width * length) / 180)} yards` });

    const description = this.describe(random, collection, category, name, room, finish, materials);
    const isHot = random.chance(0.08);
    return this.row({
      skuNumber: sku,
      brandId: collection.brand,
      name,
      style: collection.style,
      portfolio: collection.portfolio,
      space: room,
      category: category.name,
      shape: round ? category.roundShape! : category.shape,
      materials,
      finish: finish.name,
      finishColor: finish.color,
      description,
      specifications,
      width,
      length,
      height,
      ...prices,
      ...stock,
      customizableType,
      views: random.int(2, 5),
      isNew: !collection.outlet && random.chance(0.12),
      isHot,
      rank: isHot ? random.int(1, 2000) : random.int(1000, 99_999),
    });
  }

  private finishFor(random: Random, collection: Collection, category: CategoryDef, modifier: string): { finish: Finish; materials: string; fabric: boolean } {
    const { profile } = collection;
    const fabricChoice = random.chance(0.6) ? collection.fabric : random.pick(profile.fabrics);
    const woodChoice = random.chance(0.7) ? collection.wood : random.pick(profile.woods);
    const metalChoice = random.chance(0.7) ? collection.metal : random.pick(profile.metals);
    switch (category.kind) {
      case 'upholstery': {
        const legs = profile.metallic > 0.3 && random.chance(0.5) ? metalChoice : woodChoice;
        return { finish: fabricChoice, materials: `${fabricChoice.name} upholstery, kiln-dried hardwood frame, ${random.pick(CUSHIONS)}, ${legs.name.toLowerCase()} legs`, fabric: true };
      }
      case 'seating': {
        const seatFabric = isFabric(fabricChoice, profile) ? fabricChoice.name.toLowerCase() : 'upholstered';
        if (random.chance(profile.metallic)) return { finish: metalChoice, materials: `Steel frame in ${metalChoice.name.toLowerCase()}, ${seatFabric} seat`, fabric: false };
        return { finish: woodChoice, materials: `Solid ${species(woodChoice)} in ${woodChoice.name.toLowerCase()}, ${seatFabric} seat`, fabric: false };
      }
      case 'bed': {
        if (modifier.includes('Upholstered')) return { finish: fabricChoice, materials: `${fabricChoice.name} upholstered headboard, solid hardwood frame, ${woodChoice.name.toLowerCase()} legs`, fabric: true };
        return { finish: woodChoice, materials: this.caseMaterials(collection, woodChoice, metalChoice), fabric: false };
      }
      case 'mirror': {
        const frame = random.chance(Math.max(0.3, profile.metallic)) ? metalChoice : woodChoice;
        return { finish: frame, materials: `Beveled mirror glass, ${frame.name.toLowerCase()} frame`, fabric: false };
      }
      case 'lighting': {
        const shade = random.pick(['ivory linen shade', 'white silk shade', 'crystal accents', 'frosted glass shades']);
        return { finish: metalChoice, materials: `Iron with a ${metalChoice.name.toLowerCase()} finish, ${shade}`, fabric: false };
      }
      case 'rug': {
        // The make follows the name: a hand-knotted rug is knotted, a kilim flatwoven; a patterned one is not jute.
        const make = modifier === 'Hand-Knotted' ? 0 : modifier === 'Flatweave' || modifier === 'Kilim' ? 2 : modifier ? random.pick([0, 1, 2, 4]) : random.int(0, RUG_MAKES.length - 1);
        const [construction, colours] = RUG_MAKES[make]!;
        const colour = random.pick(colours);
        return { finish: colour, materials: `${construction}, ${colour.name.toLowerCase()}${colour === RUG_COLOURS.naturalJute ? '' : ' field'}, cotton backing`, fabric: true };
      }
      case 'outdoor': {
        const teak = { name: 'Teak', color: '#a0703f' };
        if (random.chance(0.5)) return { finish: teak, materials: 'Grade A teak, solution-dyed acrylic cushions, stainless steel hardware', fabric: false };
        const aluminum = random.pick([{ name: 'Graphite Aluminum', color: '#4b4e52' }, { name: 'White Aluminum', color: '#e9e9e6' }]);
        return { finish: aluminum, materials: 'Powder-coated aluminum, all-weather woven rope, solution-dyed acrylic cushions', fabric: false };
      }
      default: {
        if (category.name === 'Etageres' && random.chance(Math.max(0.5, profile.metallic))) {
          const shelves = random.pick(['glass shelves', 'smoked glass shelves', `${woodChoice.name.toLowerCase()} veneer shelves`, 'white marble shelves']);
          const article = /^[aeiou]/i.test(metalChoice.name) ? 'an' : 'a';
          return { finish: metalChoice, materials: `Steel frame with ${article} ${metalChoice.name.toLowerCase()} finish, ${shelves}`, fabric: false };
        }
        if (random.chance(profile.metallic)) {
          const top = category.kind === 'table' ? random.pick(STONE_TOPS).name.toLowerCase() : `${woodChoice.name.toLowerCase()} veneer`;
          return { finish: metalChoice, materials: `Steel with a ${metalChoice.name.toLowerCase()} finish, ${top}`, fabric: false };
        }
        let materials = this.caseMaterials(collection, woodChoice, metalChoice);
        if (category.kind === 'table' && random.chance(0.2)) materials += `, ${random.pick(STONE_TOPS).name.toLowerCase()} top`;
        return { finish: woodChoice, materials, fabric: false };
      }
    }
  }

  private caseMaterials(collection: Collection, wood: Finish, metal: Finish): string {
    const kind = species(wood);
    switch (collection.profile.id) {
      case 'jc':
        return `${kind === 'hardwood' ? 'Walnut' : kind[0]!.toUpperCase() + kind.slice(1)} and mahogany veneers, solid mahogany, cast ${metal.name.toLowerCase()} hardware`;
      case 'art':
        return `${kind === 'hardwood' ? 'Oak' : kind[0]!.toUpperCase() + kind.slice(1)} veneers, hardwood solids, ${metal.name.toLowerCase()} hardware`;
      case 'ca':
        return `${kind === 'hardwood' ? 'Ash' : kind[0]!.toUpperCase() + kind.slice(1)} veneer in ${wood.name.toLowerCase()}, ${metal.name.toLowerCase()} metal accents`;
      default:
        return `Solid ${kind} and ${kind} veneers, ${metal.name.toLowerCase()} hardware`;
    }
  }

  private describe(random: Random, collection: Collection, category: CategoryDef, name: string, room: Room, finish: Finish, materials: string): string {
    const voice = random.pick(collection.profile.voice);
    const lines = [
      `The ${name} brings ${voice} to the ${room.toLowerCase()}. ${(category.sentence ?? KIND_SENTENCE[category.kind]).replace('{cushion}', random.pick(CUSHIONS))}`,
      `Part of the ${collection.portfolio} collection in a ${collection.style.toLowerCase()} style, it is finished in ${finish.name.toLowerCase()} (${materials.charAt(0).toLowerCase()}${materials.slice(1)}).`,
    ];
    if (collection.outlet) lines.unshift(`Closeout from the ${PRODUCT_BRAND_NAMES[collection.profile.id]} line: limited quantities at a final price, sold as shown.`);
    return lines.join('\n\n');
  }

  private row(product: Omit<CatalogProduct, 'searchText'>): CatalogProduct {
    const searchText = [product.name, PRODUCT_BRAND_NAMES[product.brandId as ProductBrand], product.style, product.portfolio, product.space, product.category, product.materials, product.finish, product.skuNumber].join(' ');
    return { ...product, searchText };
  }

  /** A kit of 2-4 products of the collection, following a recipe of its suite; none when the collection lacks the parts. */
  private kit(collection: Collection): CatalogItem | null {
    const random = this.random;
    const recipe = random.pick(KIT_RECIPES[collection.suite.name]);
    const parts: Array<{ product: CatalogProduct; quantity: number }> = [];
    for (const [category, quantities] of recipe.parts) {
      const candidates = collection.members.filter((m) => m.category === category && !m.skuNumber.includes(`-${KIT_CODE}-`));
      if (candidates.length) parts.push({ product: random.pick(candidates), quantity: random.pick(quantities) });
    }
    if (parts.length < 2) return null;
    const [anchorPart, ...rest] = parts;
    const chosen = [anchorPart!, ...random.sample(rest, Math.min(rest.length, random.int(1, 3)))];
    const anchor = chosen[0]!.product;
    const pieces = chosen.reduce((sum, p) => sum + p.quantity, 0);
    const name = `${collection.stem} ${pieces}-Piece ${recipe.noun}`;
    const sku = this.nextSku(this.core, collection.profile.skuPrefix, KIT_CODE);

    const consumerCents = shopDollars((chosen.reduce((sum, p) => sum + p.product.consumerCents * p.quantity, 0) / 100) * 0.92) * 100;
    const msrpCents = Math.max(consumerCents, chosen.reduce((sum, p) => sum + p.product.msrpCents * p.quantity, 0));
    const priceLabel = anchor.priceLabel as PriceLabel;

    let stock: Stock;
    if (chosen.some((p) => p.product.status === PRODUCT_STATUS.UNAVAILABLE)) stock = { status: PRODUCT_STATUS.UNAVAILABLE, stock: 0, futureStock: 0, backorderQuantity: 0, expectedDelivery: null };
    else {
      const onHand = Math.min(...chosen.map((p) => Math.floor(p.product.stock / p.quantity)));
      const coming = Math.min(...chosen.map((p) => Math.floor((p.product.stock + p.product.futureStock) / p.quantity)));
      if (onHand > 0 || coming === 0) stock = { status: PRODUCT_STATUS.ON_SALE, stock: onHand, futureStock: 0, backorderQuantity: 0, expectedDelivery: null };
      else {
        const dates = chosen.map((p) => p.product.expectedDelivery).filter((d): d is Date => d instanceof Date);
        stock = { status: PRODUCT_STATUS.ON_SALE, stock: 0, futureStock: coming, backorderQuantity: 0, expectedDelivery: new Date(Math.max(...dates.map((d) => d.getTime()))) };
      }
    }

    const includes = chosen.map((p) => `${p.quantity} x ${p.product.name} (${p.product.skuNumber})`).join('; ');
    const product = this.row({
      skuNumber: sku,
      brandId: collection.brand,
      name,
      style: collection.style,
      portfolio: collection.portfolio,
      space: anchor.space,
      category: anchor.category,
      shape: anchor.shape,
      materials: anchor.materials,
      finish: anchor.finish,
      finishColor: anchor.finishColor,
      description: `The ${name} gathers ${pieces} pieces of the ${collection.portfolio} collection, priced together: ${chosen.map((p) => (p.quantity > 1 ? `${p.quantity} ${p.product.name}s` : `the ${p.product.name}`)).join(', ')}.\n\n${anchor.description.split('\n\n').at(-1)}`,
      specifications: [{ name: 'Includes', value: includes }, ...anchor.specifications.filter((s) => s.name !== 'COM')],
      width: anchor.width,
      length: anchor.length,
      height: anchor.height,
      msrpCents,
      consumerCents,
      designerCents: designerCentsFor(priceLabel, consumerCents),
      promotionalCents: null,
      priceLabel,
      ...stock,
      customizableType: CUSTOMIZABLE_NONE,
      views: random.int(2, 5),
      isNew: false,
      isHot: random.chance(0.1),
      rank: random.int(500, 60_000),
    });
    collection.members.push(product);
    return { product, kit: chosen.map((p) => ({ kitSku: sku, componentSku: p.product.skuNumber, quantity: p.quantity })) };
  }
}

/**
 * The catalog of `seed`: the first `count` items of its core line (products and kits, as they always were), then the
 * broader line of the collections those items belong to (BROADER_SUITES), collection by collection. The core line
 * is drawn a second time to find its collections again, so nothing is held in memory. A longer catalog of the same
 * seed starts with the shorter one's core line and holds every product of it.
 */
export function* catalogItems(options: CatalogOptions): Generator<CatalogItem> {
  if (options.count <= 0) return;
  let produced = 0;
  for (const item of new CatalogGenerator(options.seed, options.now).items()) {
    yield item;
    produced += 1;
    if (produced >= options.count) break;
  }
  yield* broaderItems(options);
}

/** The broader line of the collections of the first `count` items of the core line, in the order they were made. */
function* broaderItems(options: CatalogOptions): Generator<CatalogItem> {
  const made: Parameters<CatalogGenerator['broaderLine']>[0][] = [];
  const replay = new CatalogGenerator(options.seed, options.now, (collection) => made.push(collection));
  let produced = 0;
  for (const _item of replay.items()) {
    for (const collection of made.splice(0)) for (const product of replay.broaderLine(collection)) yield { product, kit: [] };
    produced += 1;
    if (produced >= options.count) return;
  }
}

/** The whole catalog in memory (fine for thousands; the seeder streams larger ones). */
export function generateCatalog(options: CatalogOptions): { products: CatalogProduct[]; kits: CatalogKit[] } {
  const out: { products: CatalogProduct[]; kits: CatalogKit[] } = { products: [], kits: [] };
  for (const item of catalogItems(options)) {
    out.products.push(item.product);
    out.kits.push(...item.kit);
  }
  return out;
}
