/**
 * The furniture taxonomy of the generated catalogs: rooms, the categories of each room, the drawing (shape) of each
 * category and the ranges its dimensions and prices stay in.
 */

/** Every drawing the product images know; each category names one (or two, e.g. round and rectangular tables). */
export const SHAPES = [
  'sofa',
  'sectional',
  'chair',
  'dining-chair',
  'stool',
  'ottoman',
  'bench',
  'bed',
  'nightstand',
  'dresser',
  'chest',
  'table-round',
  'table-rect',
  'coffee-table',
  'side-table',
  'console',
  'sideboard',
  'desk',
  'bookcase',
  'cabinet',
  'mirror',
  'lamp',
  'chandelier',
  // The kinds added to the line later (generator.ts, "the broader line").
  'armoire',
  'chaise',
  'credenza',
  'buffet',
  'etagere',
  'vanity',
  'daybed',
  'rug',
] as const;
export type Shape = (typeof SHAPES)[number];

export const ROOMS = ['Living Room', 'Dining Room', 'Bedroom', 'Home Office', 'Entryway', 'Outdoor'] as const;
export type Room = (typeof ROOMS)[number];

/** [min, max] inches, both inclusive. */
export type Range = readonly [number, number];

export type Kind = 'upholstery' | 'seating' | 'case' | 'table' | 'bed' | 'mirror' | 'lighting' | 'outdoor' | 'rug';

export interface CategoryDef {
  name: string;
  /** The rooms whose menus list it; the first is its usual room. */
  rooms: readonly Room[];
  /** The drawing; a second shape is drawn for the "Round" variants. */
  shape: Shape;
  roundShape?: Shape;
  /** Diameter range of the round variants (width = length). */
  round?: Range;
  /** The noun ending a product name ("Harlow Sofa"). */
  noun: string;
  kind: Kind;
  width: Range;
  depth: Range;
  height: Range;
  /** Retail (consumer) price range in dollars for the hub's own line; brands scale it. */
  retail: Range;
  /** Seat height range for seating, in inches. */
  seat?: Range;
  /** Weight capacity in pounds (seating, beds, shelves). */
  capacity?: number;
  /** The sentence of its description saying how it is made, when its kind's sentence does not fit it. */
  sentence?: string;
  /** Standard sizes [width, depth] it is made in (rugs), instead of any size in its ranges. */
  sizes?: ReadonlyArray<readonly [number, number]>;
}

/**
 * The kinds the brands' broader lines add (issue 21): what designers ask for beside the core line. The generator
 * makes them from streams of their own, after the core line, so the core line's products stay as they were.
 */
export const BROADER_LINE: readonly CategoryDef[] = [
  { name: 'Armoires', rooms: ['Bedroom'], shape: 'armoire', noun: 'Armoire', kind: 'case', width: [40, 56], depth: [20, 26], height: [72, 88], retail: [3200, 9800], capacity: 150, sentence: 'Two doors open on a hanging rail and adjustable shelves, with full-extension drawers below.' },
  { name: 'Chaises', rooms: ['Living Room', 'Bedroom'], shape: 'chaise', noun: 'Chaise', kind: 'upholstery', width: [58, 72], depth: [26, 34], height: [30, 38], retail: [1400, 4600], seat: [17, 19], capacity: 300, sentence: 'A long seat rises to a sloped back at one end, on sinuous springs beneath {cushion}, for reading with the legs up.' },
  { name: 'Daybeds', rooms: ['Living Room', 'Bedroom'], shape: 'daybed', noun: 'Daybed', kind: 'upholstery', width: [78, 84], depth: [38, 44], height: [30, 40], retail: [1900, 5600], seat: [18, 20], capacity: 500, sentence: 'A sofa by day and a bed by night: it takes a standard twin mattress on a slatted deck, with a back and two arms around it.' },
  { name: 'Credenzas', rooms: ['Living Room', 'Home Office', 'Dining Room'], shape: 'credenza', noun: 'Credenza', kind: 'case', width: [60, 84], depth: [16, 20], height: [26, 32], retail: [2000, 6800], capacity: 150, sentence: 'A long, low case: doors open on adjustable shelves, with a cord cut-out at the back for media or files.' },
  { name: 'Buffets', rooms: ['Dining Room'], shape: 'buffet', noun: 'Buffet', kind: 'case', width: [60, 80], depth: [18, 22], height: [34, 38], retail: [2400, 7800], capacity: 150, sentence: 'Serving height on tall legs: a row of drawers for flatware and linens above doors on adjustable shelves.' },
  { name: 'Etageres', rooms: ['Living Room', 'Home Office'], shape: 'etagere', noun: 'Etagere', kind: 'case', width: [28, 40], depth: [14, 18], height: [72, 86], retail: [1100, 4200], capacity: 40, sentence: 'An open frame of four or five shelves, open on every side, for books, objects and plants.' },
  { name: 'Vanities', rooms: ['Bedroom'], shape: 'vanity', noun: 'Vanity', kind: 'case', width: [40, 56], depth: [18, 22], height: [58, 72], retail: [1600, 5200], capacity: 50, sentence: 'A dressing table with a framed mirror above it and a shallow drawer on each side of the knee space.' },
  { name: 'Rugs', rooms: ['Living Room', 'Dining Room', 'Bedroom'], shape: 'rug', noun: 'Rug', kind: 'rug', width: [60, 120], depth: [96, 168], height: [1, 1], retail: [800, 6800], sizes: [[60, 96], [72, 108], [96, 120], [108, 144], [120, 168]], sentence: 'Woven to lie flat with a bound edge, it wears well underfoot; a rug pad keeps it in place.' },
  { name: 'Sleeper Sofas', rooms: ['Living Room'], shape: 'sofa', noun: 'Sleeper Sofa', kind: 'upholstery', width: [76, 92], depth: [36, 42], height: [32, 38], retail: [2600, 7400], seat: [18, 20], capacity: 750, sentence: 'Under the seat cushions a steel mechanism unfolds onto a queen mattress of memory foam.' },
  { name: 'Outdoor Sectionals', rooms: ['Outdoor'], shape: 'sectional', noun: 'Outdoor Sectional', kind: 'outdoor', width: [100, 130], depth: [80, 100], height: [26, 32], retail: [4200, 9800], seat: [15, 18], capacity: 1000 },
];

export const CATEGORIES: readonly CategoryDef[] = [
  { name: 'Sofas', rooms: ['Living Room'], shape: 'sofa', noun: 'Sofa', kind: 'upholstery', width: [84, 100], depth: [36, 42], height: [30, 36], retail: [2200, 6800], seat: [18, 20], capacity: 750 },
  { name: 'Sectionals', rooms: ['Living Room'], shape: 'sectional', noun: 'Sectional', kind: 'upholstery', width: [110, 140], depth: [84, 110], height: [30, 36], retail: [4200, 11500], seat: [18, 20], capacity: 1000 },
  { name: 'Loveseats', rooms: ['Living Room'], shape: 'sofa', noun: 'Loveseat', kind: 'upholstery', width: [58, 72], depth: [34, 40], height: [30, 36], retail: [1800, 4800], seat: [18, 20], capacity: 500 },
  { name: 'Accent Chairs', rooms: ['Living Room', 'Bedroom'], shape: 'chair', noun: 'Chair', kind: 'upholstery', width: [26, 36], depth: [28, 38], height: [30, 40], retail: [950, 3400], seat: [17, 20], capacity: 300 },
  { name: 'Swivel Chairs', rooms: ['Living Room'], shape: 'chair', noun: 'Swivel Chair', kind: 'upholstery', width: [28, 34], depth: [30, 36], height: [29, 34], retail: [1150, 3600], seat: [18, 20], capacity: 300 },
  { name: 'Ottomans', rooms: ['Living Room', 'Bedroom'], shape: 'ottoman', noun: 'Ottoman', kind: 'upholstery', width: [20, 48], depth: [18, 36], height: [16, 19], retail: [450, 1900], capacity: 250 },
  { name: 'Coffee Tables', rooms: ['Living Room'], shape: 'coffee-table', roundShape: 'coffee-table', round: [36, 48], noun: 'Cocktail Table', kind: 'table', width: [40, 60], depth: [24, 40], height: [15, 19], retail: [900, 4200] },
  { name: 'Side Tables', rooms: ['Living Room', 'Bedroom'], shape: 'side-table', roundShape: 'side-table', round: [18, 26], noun: 'Side Table', kind: 'table', width: [18, 28], depth: [16, 26], height: [20, 26], retail: [450, 2200] },
  { name: 'Consoles', rooms: ['Living Room', 'Entryway'], shape: 'console', noun: 'Console Table', kind: 'case', width: [48, 72], depth: [14, 20], height: [30, 36], retail: [1200, 5200] },
  { name: 'Media Cabinets', rooms: ['Living Room'], shape: 'cabinet', noun: 'Media Cabinet', kind: 'case', width: [60, 84], depth: [18, 22], height: [26, 34], retail: [1800, 6200], capacity: 150 },
  { name: 'Table Lamps', rooms: ['Living Room', 'Bedroom', 'Home Office'], shape: 'lamp', noun: 'Table Lamp', kind: 'lighting', width: [12, 20], depth: [12, 20], height: [24, 34], retail: [280, 1200] },
  { name: 'Floor Lamps', rooms: ['Living Room'], shape: 'lamp', noun: 'Floor Lamp', kind: 'lighting', width: [14, 22], depth: [14, 22], height: [58, 70], retail: [420, 1800] },
  { name: 'Dining Tables', rooms: ['Dining Room'], shape: 'table-rect', roundShape: 'table-round', round: [48, 72], noun: 'Dining Table', kind: 'table', width: [60, 108], depth: [38, 48], height: [29, 31], retail: [1800, 8800] },
  { name: 'Dining Chairs', rooms: ['Dining Room'], shape: 'dining-chair', noun: 'Dining Chair', kind: 'seating', width: [18, 24], depth: [20, 26], height: [36, 42], retail: [380, 1600], seat: [18, 20], capacity: 275 },
  { name: 'Bar Stools', rooms: ['Dining Room'], shape: 'stool', noun: 'Bar Stool', kind: 'seating', width: [17, 22], depth: [18, 23], height: [40, 46], retail: [420, 1500], seat: [29, 31], capacity: 250 },
  { name: 'Counter Stools', rooms: ['Dining Room'], shape: 'stool', noun: 'Counter Stool', kind: 'seating', width: [17, 22], depth: [18, 23], height: [34, 40], retail: [400, 1400], seat: [24, 26], capacity: 250 },
  { name: 'Sideboards', rooms: ['Dining Room'], shape: 'sideboard', noun: 'Sideboard', kind: 'case', width: [60, 84], depth: [18, 22], height: [32, 38], retail: [2200, 7800], capacity: 150 },
  { name: 'China Cabinets', rooms: ['Dining Room'], shape: 'cabinet', noun: 'Display Cabinet', kind: 'case', width: [40, 60], depth: [16, 22], height: [78, 90], retail: [3200, 9800], capacity: 120 },
  { name: 'Chandeliers', rooms: ['Dining Room', 'Entryway'], shape: 'chandelier', noun: 'Chandelier', kind: 'lighting', width: [24, 48], depth: [24, 48], height: [22, 40], retail: [900, 5600] },
  { name: 'Beds', rooms: ['Bedroom'], shape: 'bed', noun: 'Bed', kind: 'bed', width: [64, 86], depth: [86, 94], height: [50, 72], retail: [2200, 7800], capacity: 600 },
  { name: 'Nightstands', rooms: ['Bedroom'], shape: 'nightstand', noun: 'Nightstand', kind: 'case', width: [24, 30], depth: [16, 20], height: [24, 30], retail: [650, 2600], capacity: 50 },
  { name: 'Dressers', rooms: ['Bedroom'], shape: 'dresser', noun: 'Dresser', kind: 'case', width: [60, 72], depth: [18, 22], height: [32, 40], retail: [2200, 6800], capacity: 150 },
  { name: 'Chests', rooms: ['Bedroom'], shape: 'chest', noun: 'Chest', kind: 'case', width: [36, 48], depth: [18, 22], height: [48, 60], retail: [1800, 5400], capacity: 120 },
  { name: 'Benches', rooms: ['Bedroom', 'Entryway'], shape: 'bench', noun: 'Bench', kind: 'upholstery', width: [44, 60], depth: [16, 22], height: [17, 20], retail: [650, 2400], seat: [17, 20], capacity: 400 },
  { name: 'Mirrors', rooms: ['Bedroom', 'Entryway', 'Dining Room'], shape: 'mirror', noun: 'Mirror', kind: 'mirror', width: [30, 48], depth: [1, 3], height: [36, 60], retail: [450, 2800] },
  { name: 'Desks', rooms: ['Home Office'], shape: 'desk', noun: 'Writing Desk', kind: 'case', width: [48, 72], depth: [24, 30], height: [29, 31], retail: [1600, 6200], capacity: 150 },
  { name: 'Office Chairs', rooms: ['Home Office'], shape: 'chair', noun: 'Desk Chair', kind: 'seating', width: [22, 28], depth: [24, 28], height: [36, 44], retail: [650, 2200], seat: [18, 21], capacity: 275 },
  { name: 'Bookcases', rooms: ['Home Office', 'Living Room'], shape: 'bookcase', noun: 'Bookcase', kind: 'case', width: [32, 48], depth: [14, 18], height: [72, 90], retail: [1400, 5200], capacity: 40 },
  { name: 'Cabinets', rooms: ['Home Office', 'Entryway'], shape: 'cabinet', noun: 'Cabinet', kind: 'case', width: [30, 48], depth: [16, 22], height: [34, 48], retail: [1200, 4800], capacity: 100 },
  { name: 'Outdoor Sofas', rooms: ['Outdoor'], shape: 'sofa', noun: 'Outdoor Sofa', kind: 'outdoor', width: [78, 92], depth: [32, 38], height: [26, 32], retail: [2400, 6400], seat: [16, 18], capacity: 700 },
  { name: 'Outdoor Lounge Chairs', rooms: ['Outdoor'], shape: 'chair', noun: 'Lounge Chair', kind: 'outdoor', width: [28, 34], depth: [30, 36], height: [26, 32], retail: [950, 2800], seat: [15, 18], capacity: 300 },
  { name: 'Outdoor Dining Tables', rooms: ['Outdoor'], shape: 'table-rect', roundShape: 'table-round', round: [48, 60], noun: 'Outdoor Dining Table', kind: 'outdoor', width: [60, 96], depth: [38, 44], height: [29, 30], retail: [1800, 5800] },
  { name: 'Outdoor Dining Chairs', rooms: ['Outdoor'], shape: 'dining-chair', noun: 'Outdoor Dining Chair', kind: 'outdoor', width: [20, 25], depth: [22, 26], height: [33, 38], retail: [420, 1300], seat: [17, 19], capacity: 275 },
  ...BROADER_LINE,
];

export const CATEGORY_BY_NAME: ReadonlyMap<string, CategoryDef> = new Map(CATEGORIES.map((c) => [c.name, c]));
