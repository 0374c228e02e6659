import { ALL_FINISHES } from './generator';

/**
 * The furniture vocabulary, kept as data: the words designers use for kinds of furniture (with their synonyms and
 * the catalog categories they stand for, their parents, and the kinds the site does not sell with the nearest kinds
 * it does), materials and finishes with their families, colours, shapes, style families, sizes. Cara's parser reads
 * questions with it, and the catalog search widens a searched word to the catalog words of its kind with it
 * (`wardrobe` finds armoires, `server` sideboards). Phrases are lower case, matched as whole words (a phrase never matches the start
 * of a longer word: 'arm' is not found in 'armoire'); the longest phrase found wins over the words it holds.
 */

export interface KindWord {
  /** The phrases naming it, singular (a plural 's' or 'es' is understood). */
  phrases: readonly string[];
  /** The catalog categories it stands for, the likeliest first; empty for a kind the site does not sell. */
  categories: readonly string[];
  /** Words of a product's name that make it this kind within its categories ("Wingback" chairs, "Etagere" bookcases). */
  named?: readonly string[];
  /** A generic word ("chair", "table"): the room, or the piece the chat is about, narrows it. */
  generic?: boolean;
  /** A kind the site does not sell: its plural for the answer, and the nearest kinds it does sell. */
  plural?: string;
  nearest?: readonly string[];
  /** Why the nearest kinds are offered ("hold as much"). */
  because?: string;
  /** A kind the site sells: the kinds offered when something else is asked for instead ("what do you have instead?"). */
  instead?: readonly string[];
}

const k = (phrases: string[], categories: string[], more: Omit<KindWord, 'phrases' | 'categories'> = {}): KindWord => ({ phrases, categories, ...more });
const notSold = (phrases: string[], plural: string, nearest: string[], because: string): KindWord => ({ phrases, categories: [], plural, nearest, because });

/** Kinds of furniture, sold and not. */
export const KINDS: readonly KindWord[] = [
  // Seating.
  k(['sofa', 'couch', 'davenport'], ['Sofas']),
  k(['chesterfield', 'chesterfield sofa'], ['Sofas', 'Loveseats'], { named: ['Tufted', 'Roll Arm'] }),
  k(['apartment sofa'], ['Sofas'], { named: ['Apartment'] }),
  k(['tufted sofa'], ['Sofas'], { named: ['Tufted'] }),
  k(['sectional', 'sectional sofa'], ['Sectionals']),
  k(['modular sofa', 'modular sectional', 'modular'], ['Sectionals', 'Sofas'], { named: ['Modular'] }),
  k(['l shaped sectional', 'l shaped sofa', 'l sectional'], ['Sectionals'], { named: ['L-Shaped'] }),
  k(['loveseat', 'love seat', 'settee', 'two seater'], ['Loveseats']),
  k(['sleeper sofa', 'sofa bed', 'sleeper', 'pull out sofa', 'pullout sofa', 'sleeper couch', 'sofa sleeper'], ['Sleeper Sofas'], { instead: ['Daybeds', 'Sofas'] }),
  k(['queen sleeper', 'queen sleeper sofa'], ['Sleeper Sofas'], { named: ['Queen'] }),
  k(['chaise', 'chaise lounge', 'chaise longue', 'chaise lounger', 'fainting couch', 'recamier'], ['Chaises'], { instead: ['Accent Chairs', 'Ottomans', 'Benches'] }),
  k(['tufted chaise'], ['Chaises'], { named: ['Tufted'] }),
  k(['sectional with a chaise', 'sectional with chaise', 'chaise sectional', 'sectional chaise'], ['Sectionals'], { named: ['Chaise'] }),
  k(['daybed', 'day bed'], ['Daybeds'], { instead: ['Sleeper Sofas', 'Sofas', 'Loveseats'] }),
  k(['trundle bed', 'trundle daybed', 'daybed with trundle', 'daybed with a trundle'], ['Daybeds'], { named: ['Trundle'] }),
  k(['accent chair', 'armchair', 'arm chair', 'occasional chair', 'lounge chair', 'living room chair', 'reading chair', 'bergere'], ['Accent Chairs', 'Swivel Chairs']),
  k(['wingback', 'wingback chair', 'wing chair'], ['Accent Chairs'], { named: ['Wingback'] }),
  k(['barrel chair'], ['Accent Chairs', 'Swivel Chairs'], { named: ['Barrel'] }),
  k(['slipper chair'], ['Accent Chairs'], { named: ['Slipper'] }),
  k(['club chair'], ['Accent Chairs', 'Swivel Chairs'], { named: ['Club'] }),
  k(['swivel chair', 'swivel'], ['Swivel Chairs']),
  k(['swivel barrel chair'], ['Swivel Chairs'], { named: ['Barrel'] }),
  k(['ottoman', 'pouf', 'pouffe', 'footstool', 'foot stool', 'hassock'], ['Ottomans']),
  k(['cocktail ottoman'], ['Ottomans'], { named: ['Cocktail'] }),
  k(['storage ottoman'], ['Ottomans'], { named: ['Storage'] }),
  k(['dining chair', 'side chair', 'kitchen chair', 'parsons chair'], ['Dining Chairs']),
  k(['host chair'], ['Dining Chairs'], { named: ['Host'] }),
  k(['dining arm chair', 'dining armchair', 'captain chair'], ['Dining Chairs'], { named: ['Arm'] }),
  k(['bar stool', 'barstool', 'bar height stool'], ['Bar Stools']),
  k(['counter stool', 'counter height stool', 'counter height'], ['Counter Stools']),
  k(['stool'], ['Bar Stools', 'Counter Stools'], { generic: true }),
  k(['bench', 'banquette'], ['Benches']),
  k(['storage bench'], ['Benches'], { named: ['Storage'] }),
  k(['bed bench', 'end of bed bench'], ['Benches'], { named: ['Bed'] }),
  k(['office chair', 'desk chair', 'task chair', 'computer chair'], ['Office Chairs']),
  k(['chair', 'seat'], ['Accent Chairs', 'Dining Chairs'], { generic: true }),
  // Tables.
  k(['coffee table', 'cocktail table'], ['Coffee Tables']),
  k(['nesting table', 'nesting coffee table'], ['Coffee Tables', 'Side Tables'], { named: ['Nesting'] }),
  k(['lift top coffee table', 'lift top'], ['Coffee Tables'], { named: ['Lift-Top'] }),
  k(['side table', 'end table', 'accent table', 'occasional table', 'drinks table', 'martini table', 'lamp table', 'chairside table'], ['Side Tables']),
  k(['drum table'], ['Side Tables'], { named: ['Drum'] }),
  k(['nightstand', 'night stand', 'bedside table', 'bedside chest', 'night table'], ['Nightstands']),
  k(["bachelor's chest", 'bachelors chest', 'bachelor chest'], ['Nightstands', 'Chests'], { named: ['Bachelor'] }),
  k(['console', 'console table', 'entry table', 'entryway table', 'hall table', 'sofa table', 'foyer table'], ['Consoles']),
  k(['demilune'], ['Consoles'], { named: ['Demilune'] }),
  k(['dining table', 'kitchen table', 'dinner table', 'dining room table'], ['Dining Tables']),
  k(['pedestal table', 'pedestal dining table'], ['Dining Tables'], { named: ['Pedestal'] }),
  k(['trestle table', 'trestle dining table'], ['Dining Tables'], { named: ['Trestle'] }),
  k(['extension table', 'extension dining table'], ['Dining Tables'], { named: ['Extension'] }),
  k(['desk', 'writing desk', 'writing table', 'executive desk'], ['Desks']),
  k(['partners desk'], ['Desks'], { named: ['Partners'] }),
  k(['campaign desk'], ['Desks'], { named: ['Campaign'] }),
  k(['table'], ['Dining Tables', 'Coffee Tables', 'Side Tables'], { generic: true }),
  // Storage.
  k(['sideboard'], ['Sideboards']),
  k(['server', 'dining console'], ['Sideboards', 'Buffets']),
  k(['credenza', 'office credenza', 'media credenza'], ['Credenzas', 'Sideboards'], { instead: ['Sideboards', 'Media Cabinets', 'Cabinets'] }),
  k(['fluted credenza'], ['Credenzas'], { named: ['Fluted'] }),
  k(['buffet', 'buffet server', 'buffet cabinet', 'serving buffet'], ['Buffets', 'Sideboards'], { instead: ['Sideboards', 'China Cabinets'] }),
  k(['china cabinet', 'hutch', 'display cabinet', 'breakfront', 'china hutch'], ['China Cabinets']),
  k(['curio', 'curio cabinet'], ['China Cabinets'], { named: ['Curio'] }),
  k(['vitrine', 'glass front cabinet'], ['China Cabinets'], { named: ['Glass-Front', 'Curio'] }),
  k(['bunching cabinet'], ['China Cabinets', 'Cabinets'], { named: ['Bunching'] }),
  k(['media cabinet', 'media console', 'tv stand', 'tv console', 'tv cabinet', 'entertainment center', 'entertainment unit', 'entertainment console', 'media unit'], ['Media Cabinets']),
  k(['dresser', 'bureau', 'lowboy'], ['Dressers', 'Chests']),
  k(['double dresser'], ['Dressers'], { named: ['Double'] }),
  k(['chest', 'tall chest', 'highboy', 'tallboy', 'drawer chest', 'chest of drawers', 'tall chest of drawers'], ['Chests', 'Dressers']),
  k(['bookcase', 'bookshelf', 'bookshelves', 'book case', 'shelving', 'shelving unit', 'shelf', 'shelves', 'display shelf'], ['Bookcases']),
  k(['etagere', 'étagère', 'open shelf tower'], ['Etageres', 'Bookcases'], { instead: ['Bookcases'] }),
  k(['bookcase with glass doors', 'glass door bookcase', 'bookshelf with glass doors'], ['Bookcases'], { named: ['Glass-Door'] }),
  k(['open bookcase', 'open shelving', 'open shelving unit'], ['Bookcases'], { named: ['Open'] }),
  k(['library bookcase'], ['Bookcases'], { named: ['Library'] }),
  k(['bar cabinet', 'liquor cabinet', 'drinks cabinet'], ['Cabinets'], { named: ['Bar'] }),
  k(['wine cabinet'], ['Cabinets'], { named: ['Wine'] }),
  k(['cabinet', 'storage cabinet', 'accent cabinet'], ['Cabinets', 'China Cabinets']),
  k(['armoire', 'wardrobe', 'chifforobe', 'clothes cabinet', 'clothes closet', 'wardrobe closet'], ['Armoires'], { instead: ['Chests', 'Dressers', 'Cabinets'] }),
  k(['linen press'], ['Armoires'], { named: ['Linen Press'] }),
  k(['mirrored armoire', 'armoire with mirror'], ['Armoires'], { named: ['Mirrored'] }),
  k(['vanity', 'makeup vanity', 'dressing table', 'vanity table', 'vanity desk', 'makeup table', 'dressing vanity'], ['Vanities'], { instead: ['Desks', 'Consoles', 'Dressers'] }),
  k(['vanity with mirror', 'mirrored vanity'], ['Vanities'], { named: ['Mirrored'] }),
  // Beds.
  k(['bed', 'bed frame', 'headboard', 'panel bed', 'platform bed'], ['Beds']),
  k(['king bed', 'king size bed', 'king headboard'], ['Beds'], { named: ['King'] }),
  k(['king upholstered headboard', 'king upholstered bed'], ['Beds'], { named: ['King', 'Upholstered'] }),
  k(['queen bed', 'queen size bed', 'queen headboard'], ['Beds'], { named: ['Queen'] }),
  k(['upholstered bed', 'upholstered headboard'], ['Beds'], { named: ['Upholstered'] }),
  k(['canopy bed'], ['Beds'], { named: ['Canopy'] }),
  k(['sleigh bed'], ['Beds'], { named: ['Sleigh'] }),
  k(['poster bed', 'four poster bed', 'four poster'], ['Beds'], { named: ['Poster'] }),
  // Rugs.
  k(['rug', 'area rug', 'carpet', 'wool rug', 'floor rug'], ['Rugs']),
  k(['hand knotted rug', 'hand knotted'], ['Rugs'], { named: ['Hand-Knotted'] }),
  k(['flatweave rug', 'flat weave rug', 'flatweave', 'dhurrie'], ['Rugs'], { named: ['Flatweave', 'Kilim'] }),
  k(['kilim', 'kilim rug'], ['Rugs'], { named: ['Kilim'] }),
  k(['medallion rug'], ['Rugs'], { named: ['Medallion'] }),
  // Mirrors and lighting.
  k(['mirror', 'wall mirror', 'looking glass'], ['Mirrors']),
  k(['floor mirror', 'standing mirror', 'leaner mirror'], ['Mirrors'], { named: ['Floor'] }),
  k(['sunburst mirror'], ['Mirrors'], { named: ['Sunburst'] }),
  k(['chandelier', 'pendant', 'pendant light', 'light fixture', 'hanging light', 'ceiling light'], ['Chandeliers']),
  k(['linear chandelier'], ['Chandeliers'], { named: ['Linear'] }),
  k(['table lamp', 'buffet lamp', 'desk lamp', 'bedside lamp'], ['Table Lamps']),
  k(['ginger jar lamp'], ['Table Lamps'], { named: ['Ginger Jar'] }),
  k(['floor lamp', 'standing lamp', 'torchiere'], ['Floor Lamps']),
  k(['arc lamp', 'arc floor lamp'], ['Floor Lamps'], { named: ['Arc'] }),
  k(['lamp'], ['Table Lamps', 'Floor Lamps'], { generic: true }),
  k(['lighting', 'light'], ['Chandeliers', 'Table Lamps', 'Floor Lamps'], { generic: true }),
  // Outdoor.
  k(['outdoor sofa', 'patio sofa', 'outdoor couch'], ['Outdoor Sofas']),
  k(['outdoor lounge chair', 'patio lounge chair', 'outdoor armchair', 'lounger'], ['Outdoor Lounge Chairs']),
  k(['patio chair', 'outdoor chair'], ['Outdoor Lounge Chairs', 'Outdoor Dining Chairs']),
  k(['outdoor dining table', 'patio table', 'patio dining table'], ['Outdoor Dining Tables']),
  k(['outdoor dining chair', 'patio dining chair'], ['Outdoor Dining Chairs']),
  k(['outdoor sectional', 'patio sectional', 'outdoor sectional sofa'], ['Outdoor Sectionals'], { instead: ['Outdoor Sofas', 'Outdoor Lounge Chairs'] }),
  // Broad words.
  k(['seating'], ['Sofas', 'Sectionals', 'Loveseats', 'Accent Chairs'], { generic: true }),
  k(['storage'], ['Cabinets', 'Chests', 'Sideboards', 'Bookcases'], { generic: true }),

  // Kinds the site does not sell, with the nearest kinds it does.
  notSold(['bathroom vanity', 'bath vanity', 'sink vanity', 'vanity cabinet', 'double vanity', 'vanity sink'], 'bathroom vanities', ['Vanities', 'Cabinets'], 'these dressing vanities and cabinets are the nearest'),
  notSold(['vanity stool', 'vanity bench', 'vanity chair'], 'vanity stools', ['Ottomans', 'Benches', 'Counter Stools'], 'these ottomans and benches seat the same'),
  notSold(['runner rug', 'rug runner', 'hall runner', 'hallway runner', 'stair runner', 'round rug', 'rug pad'], 'runners, round rugs or rug pads', ['Rugs'], 'these are the rugs the site sells'),
  notSold(['bunk bed', 'loft bed', 'crib', 'cradle', 'toddler bed', 'bassinet'], 'beds for children', ['Beds', 'Daybeds'], 'these are the beds the site sells'),
  notSold(['recliner', 'reclining chair', 'power recliner', 'lift chair', 'reclining sofa'], 'recliners', ['Accent Chairs', 'Swivel Chairs', 'Chaises'], 'these accent chairs and chaises are the nearest seats'),
  notSold(['futon', 'murphy bed', 'wall bed'], 'futons and wall beds', ['Sleeper Sofas', 'Daybeds'], 'these sleeper sofas and daybeds sleep a guest too'),
  notSold(['hammock', 'patio umbrella', 'umbrella', 'fire pit', 'fire pit table', 'firepit', 'grill', 'daybed outdoor', 'outdoor daybed', 'outdoor chaise', 'outdoor rug', 'planter'], 'such outdoor pieces', ['Outdoor Sofas', 'Outdoor Sectionals', 'Outdoor Lounge Chairs', 'Outdoor Dining Tables'], 'these are the outdoor pieces the site sells'),
  notSold(['pillow', 'throw pillow', 'cushion', 'throw', 'blanket', 'bedding', 'duvet', 'sheet', 'mattress', 'curtain', 'drape', 'drapery', 'blind', 'wallpaper', 'paint', 'artwork', 'wall art', 'painting', 'print', 'vase', 'planter', 'plant', 'clock', 'candle', 'tableware', 'dinnerware', 'accessory', 'decor'], 'textiles, art or accessories', [], ''),
  notSold(['bar cart', 'serving cart', 'tea cart', 'trolley'], 'bar carts', ['Cabinets', 'Side Tables'], 'these bar cabinets and side tables hold drinks too'),
  notSold(['coat rack', 'hall tree', 'coat stand', 'umbrella stand', 'shoe rack', 'shoe cabinet'], 'coat racks', ['Benches', 'Consoles'], 'these entry benches and consoles serve the entry'),
  notSold(['kitchen island', 'island', 'kitchen cart', 'pantry'], 'kitchen islands', ['Counter Stools', 'Bar Stools'], 'these counter and bar stools go with one'),
  notSold(['filing cabinet', 'file cabinet', 'standing desk', 'sit stand desk', 'gaming chair', 'conference table'], 'office pieces of that kind', ['Desks', 'Cabinets', 'Office Chairs'], 'these desks, cabinets and desk chairs are the office pieces the site sells'),
  notSold(['pool table', 'billiard table', 'game table', 'card table', 'poker table', 'ping pong table', 'piano', 'tv', 'television', 'appliance', 'refrigerator'], 'such pieces', [], ''),
  notSold(['sconce', 'wall sconce', 'wall light', 'flush mount', 'ceiling fan', 'track light', 'lamp shade', 'lampshade'], 'such lights', ['Chandeliers', 'Table Lamps', 'Floor Lamps'], 'these chandeliers and lamps are the lights the site sells'),
  notSold(['bathtub', 'toilet', 'sink', 'shower', 'faucet', 'hot tub'], 'bath fixtures', [], ''),
];

/** Rooms and the words for them. */
export const ROOM_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['outdoor', 'Outdoor'], ['outdoors', 'Outdoor'], ['patio', 'Outdoor'], ['terrace', 'Outdoor'], ['garden', 'Outdoor'], ['deck', 'Outdoor'], ['porch', 'Outdoor'], ['poolside', 'Outdoor'],
  ['living room', 'Living Room'], ['family room', 'Living Room'], ['great room', 'Living Room'], ['den', 'Living Room'], ['lounge', 'Living Room'], ['sitting room', 'Living Room'],
  ['dining room', 'Dining Room'], ['dining', 'Dining Room'], ['kitchen', 'Dining Room'], ['breakfast nook', 'Dining Room'],
  ['bedroom', 'Bedroom'], ['primary suite', 'Bedroom'], ['master suite', 'Bedroom'], ['guest room', 'Bedroom'], ['master bedroom', 'Bedroom'],
  ['home office', 'Home Office'], ['office', 'Home Office'], ['study', 'Home Office'], ['library', 'Home Office'],
  ['entryway', 'Entryway'], ['entry', 'Entryway'], ['foyer', 'Entryway'], ['hallway', 'Entryway'], ['hall', 'Entryway'], ['mudroom', 'Entryway'],
];

/** Materials and finishes: a phrase, the words to find in a product's materials and finish, and its family. */
export interface MaterialWord {
  phrases: readonly string[];
  /** Words or phrases found (whole) in the materials, finish or name. */
  finds: readonly string[];
  family: 'wood' | 'metal' | 'stone' | 'glass' | 'fabric' | 'leather' | 'woven' | 'finish';
}

const m = (phrases: string[], finds: string[], family: MaterialWord['family']): MaterialWord => ({ phrases, finds, family });

export const MATERIALS: readonly MaterialWord[] = [
  m(['walnut'], ['walnut'], 'wood'),
  m(['dark walnut'], ['dark walnut'], 'wood'),
  m(['burl', 'burl wood', 'burl walnut', 'burlwood'], ['burl'], 'wood'),
  m(['oak', 'oak wood'], ['oak'], 'wood'),
  m(['white oak'], ['white oak'], 'wood'),
  m(['mahogany'], ['mahogany'], 'wood'),
  m(['cherry', 'cherrywood'], ['cherry'], 'wood'),
  m(['pecan'], ['pecan'], 'wood'),
  m(['teak'], ['teak'], 'wood'),
  m(['ash'], ['ash'], 'wood'),
  m(['driftwood'], ['driftwood'], 'wood'),
  m(['espresso'], ['espresso'], 'wood'),
  m(['ebony', 'ebonized', 'ebonised'], ['ebonized', 'black lacquer'], 'wood'),
  m(['wood', 'wooden', 'timber', 'solid wood', 'hardwood'], ['walnut', 'oak', 'mahogany', 'cherry', 'pecan', 'teak', 'ash', 'driftwood', 'hardwood', 'wood', 'veneer', 'veneers', 'espresso', 'ebonized'], 'wood'),
  m(['light wood', 'pale wood', 'blonde wood', 'light oak'], ['white oak', 'natural oak', 'driftwood', 'weathered oak', 'ash grey', 'honey pecan'], 'wood'),
  m(['dark wood', 'dark stained'], ['dark walnut', 'espresso', 'ebonized', 'mahogany', 'walnut'], 'wood'),
  m(['lacquer', 'lacquered', 'high gloss'], ['lacquer'], 'finish'),
  m(['painted'], ['painted'], 'finish'),
  m(['brass', 'brushed brass', 'antique brass', 'polished brass'], ['brass'], 'metal'),
  m(['gold leaf', 'gilt', 'gilded'], ['gold leaf'], 'metal'),
  m(['silver leaf'], ['silver leaf'], 'metal'),
  m(['nickel', 'polished nickel', 'chrome'], ['nickel'], 'metal'),
  m(['bronze'], ['bronze'], 'metal'),
  m(['gunmetal'], ['gunmetal'], 'metal'),
  m(['champagne'], ['champagne'], 'metal'),
  m(['steel', 'stainless steel'], ['steel'], 'metal'),
  m(['iron', 'wrought iron'], ['iron'], 'metal'),
  m(['aluminum', 'aluminium'], ['aluminum'], 'metal'),
  m(['metal', 'metallic'], ['steel', 'iron', 'aluminum', 'brass', 'bronze', 'nickel', 'gunmetal', 'metal'], 'metal'),
  m(['marble'], ['marble'], 'stone'),
  m(['travertine'], ['travertine'], 'stone'),
  m(['stone', 'stone top'], ['marble', 'travertine', 'stone'], 'stone'),
  m(['glass', 'glass top'], ['glass'], 'glass'),
  m(['smoked glass'], ['smoked glass'], 'glass'),
  m(['mirrored'], ['mirror'], 'glass'),
  m(['crystal'], ['crystal'], 'glass'),
  m(['leather', 'top grain leather', 'leathers'], ['leather'], 'leather'),
  m(['velvet', 'velour'], ['velvet'], 'fabric'),
  m(['linen'], ['linen'], 'fabric'),
  m(['boucle', 'bouclé'], ['boucle'], 'fabric'),
  m(['mohair'], ['mohair'], 'fabric'),
  m(['chenille'], ['chenille'], 'fabric'),
  m(['performance fabric', 'performance', 'performance linen', 'stain resistant', 'kid friendly', 'pet friendly'], ['performance'], 'fabric'),
  m(['fabric', 'upholstered', 'upholstery', 'textile'], ['upholstery', 'upholstered', 'linen', 'velvet', 'boucle', 'chenille', 'mohair', 'weave'], 'fabric'),
  m(['canvas'], ['canvas'], 'fabric'),
  m(['wool', 'woolen', 'new zealand wool'], ['wool'], 'fabric'),
  m(['jute', 'sisal'], ['jute'], 'woven'),
  m(['viscose'], ['viscose'], 'fabric'),
  m(['woven', 'wicker', 'rattan', 'rope', 'cane', 'seagrass', 'all weather wicker'], ['woven', 'rope'], 'woven'),
];

/** The catalog's finishes by their whole names ("cognac leather", "painted ivory"): a name finds itself. */
export const FINISH_MATERIALS: readonly MaterialWord[] = ALL_FINISHES.map((f) => m([f.name.toLowerCase()], [f.name.toLowerCase()], 'finish'));

/** Colours: a word and the words of the finishes (and materials) that read as it. */
export const COLOURS: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [['black', 'noir'], ['black', 'onyx', 'ebonized', 'nero', 'espresso']],
  [['white', 'off white'], ['white', 'ivory', 'cream', 'canvas']],
  [['ivory'], ['ivory', 'cream']],
  [['cream'], ['cream', 'ivory']],
  [['beige', 'neutral', 'greige', 'taupe'], ['oatmeal', 'sand', 'natural', 'travertine', 'champagne', 'ivory']],
  [['oatmeal'], ['oatmeal']],
  [['sand'], ['sand']],
  [['grey', 'gray'], ['grey', 'charcoal', 'slate', 'graphite', 'gunmetal', 'dove']],
  [['charcoal'], ['charcoal']],
  [['slate'], ['slate']],
  [['dove', 'dove grey', 'dove gray'], ['dove']],
  [['graphite'], ['graphite']],
  [['blue', 'indigo'], ['navy']],
  [['navy', 'navy blue'], ['navy']],
  [['green', 'olive'], ['emerald', 'sage']],
  [['emerald', 'emerald green'], ['emerald']],
  [['sage', 'sage green'], ['sage']],
  [['pink', 'rose'], ['blush']],
  [['blush'], ['blush']],
  [['brown', 'chocolate', 'tan', 'caramel', 'camel'], ['cognac', 'saddle', 'walnut', 'espresso', 'mahogany', 'pecan', 'bronze']],
  [['cognac'], ['cognac']],
  [['saddle'], ['saddle']],
  [['gold', 'golden'], ['gold', 'brass', 'champagne']],
  [['silver'], ['silver', 'nickel']],
  [['red', 'burgundy', 'oxblood'], ['mahogany', 'cherry']],
];

/** Style families: a phrase and the catalog's styles it stands for, the closest first. */
export const STYLE_WORDS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['mid century modern', ['Mid-Century']], ['mid century', ['Mid-Century']], ['midcentury', ['Mid-Century']], ['mid mod', ['Mid-Century']], ['mcm', ['Mid-Century']], ['retro', ['Mid-Century']],
  ['modern glam', ['Modern Glam', 'Glam']], ['glam', ['Glam', 'Modern Glam', 'Hollywood Regency']], ['glamorous', ['Glam', 'Modern Glam', 'Hollywood Regency']], ['luxe', ['Glam', 'Modern Glam']],
  ['hollywood regency', ['Hollywood Regency']], ['art deco', ['Art Deco']], ['deco', ['Art Deco']],
  ['regency', ['Regency', 'Hollywood Regency']], ['georgian', ['Georgian']], ['english country', ['English Country']],
  ['traditional', ['Traditional', 'Classic', 'Georgian', 'Regency']], ['classic', ['Classic', 'Traditional']], ['old world', ['Traditional', 'Georgian', 'English Country', 'Regency']], ['antique', ['Traditional', 'Georgian']],
  ['transitional', ['Transitional']],
  ['modern farmhouse', ['Farmhouse', 'Rustic', 'Transitional']], ['farmhouse', ['Farmhouse', 'Rustic']], ['rustic', ['Rustic', 'Farmhouse']], ['country', ['English Country', 'Farmhouse']], ['cottage', ['Farmhouse', 'English Country']],
  ['coastal', ['Coastal']], ['beach', ['Coastal']], ['beachy', ['Coastal']], ['nautical', ['Coastal']], ['hamptons', ['Coastal']],
  ['scandinavian', ['Scandinavian']], ['scandi', ['Scandinavian']], ['nordic', ['Scandinavian']], ['japandi', ['Scandinavian', 'Minimalist']],
  ['minimalist', ['Minimalist']], ['minimal', ['Minimalist']],
  ['industrial', ['Industrial']], ['loft', ['Industrial']],
  ['contemporary', ['Contemporary', 'Modern']], ['modern', ['Modern', 'Contemporary', 'Minimalist']],
];

/** Shapes. */
export const SHAPE_WORDS: ReadonlyArray<readonly [string, 'round' | 'rectangular']> = [
  ['round', 'round'], ['circular', 'round'], ['circle', 'round'], ['oval', 'round'], ['drum', 'round'],
  ['rectangular', 'rectangular'], ['rectangle', 'rectangular'], ['square', 'rectangular'],
];

/** Sizes. */
export const SIZE_WORDS: ReadonlyArray<readonly [string, 'small' | 'large']> = [
  ['small', 'small'], ['compact', 'small'], ['petite', 'small'], ['narrow', 'small'], ['tiny', 'small'], ['apartment', 'small'], ['apartment size', 'small'], ['smaller', 'small'],
  ['large', 'large'], ['big', 'large'], ['oversized', 'large'], ['grand', 'large'], ['huge', 'large'], ['larger', 'large'], ['bigger', 'large'], ['king', 'large'],
];

/** A phrase as a whole-word pattern (plural 's'/'es' understood; "étagère" read as "etagere"). */
export function phrasePattern(phrase: string): RegExp {
  const body = fold(phrase)
    .split(' ')
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s-]+');
  return new RegExp(`(?<![a-z0-9])${body}(?:s|es)?(?![a-z0-9])`);
}

/** Text as the vocabulary reads it: lower case, accents and apostrophes dropped, other marks as spaces. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9$.,\-\s"]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The catalog phrases a searched word stands for when it names a kind by another word: "server" -> "Sideboards",
 * "wardrobe" -> "Armoires", "linen press" -> "Armoires" and the "Linen Press" of their names. Generic words and kinds
 * the site does not sell stand for nothing else.
 */
export function kindSynonyms(word: string): string[] {
  const w = fold(word);
  const out = new Set<string>();
  for (const kind of KINDS) {
    if (!kind.categories.length || kind.generic) continue;
    if (!kind.phrases.some((p) => fold(p) === w)) continue;
    out.add(kind.categories[0]!);
    for (const name of kind.named ?? []) out.add(name);
  }
  return [...out].filter((x) => fold(x) !== w && fold(x) !== `${w}s`);
}
