/** Words the generated catalogs are made of: name stems, collection words, finishes with their colours. */

/** Stems of collection and product names ("Harlow Sofa", "Beaumont Nightstand"). */
export const NAME_STEMS = [
  'Harlow', 'Beaumont', 'Ellery', 'Ashford', 'Whitman', 'Larkin', 'Sutton', 'Marlowe', 'Calloway', 'Bellamy',
  'Thornton', 'Hollis', 'Avery', 'Sinclair', 'Wexford', 'Carlisle', 'Delphine', 'Emerson', 'Fairfax', 'Greyson',
  'Hadley', 'Kensington', 'Linden', 'Montclair', 'Norwood', 'Oakley', 'Pemberton', 'Quincy', 'Rowan', 'Stratford',
  'Tolliver', 'Vance', 'Winslow', 'Adair', 'Blythe', 'Camden', 'Darby', 'Easton', 'Finley', 'Garrison',
  'Hampton', 'Irving', 'Jessamine', 'Keaton', 'Lennox', 'Mercer', 'Nolan', 'Odessa', 'Preston', 'Radcliffe',
  'Savoy', 'Tamsin', 'Vivienne', 'Whitby', 'Aldridge', 'Brighton', 'Chandler', 'Dorian', 'Everly', 'Fontaine',
  'Gable', 'Holloway', 'Isadora', 'Juliet', 'Kingsley', 'Lorraine', 'Maddox', 'Nadia', 'Orsay', 'Paloma',
  'Regent', 'Sterling', 'Talbot', 'Ulric', 'Valentina', 'Westbury', 'Yardley', 'Ainsley', 'Bristol', 'Corwin',
  'Dalton', 'Estelle', 'Forsyth', 'Gideon', 'Harper', 'Ingram', 'Juno', 'Kellan', 'Lucian', 'Mirabel',
  'Nash', 'Ophelia', 'Pierce', 'Rosalind', 'Sheridan', 'Thea', 'Vaughn', 'Wilder', 'Aurelia', 'Bexley',
  'Colette', 'Dashiell', 'Elodie', 'Florence', 'Genevieve', 'Hartley', 'Ivy', 'Josephine', 'Lyle', 'Margaux',
  'Nell', 'Oriel', 'Penrose', 'Remy', 'Sloane', 'Tilden', 'Vesper', 'Weston', 'Alcott', 'Briar',
  'Cordelia', 'Dunmore', 'Eliot', 'Fenwick', 'Gramercy', 'Halden', 'Inslee', 'Jardine', 'Langley', 'Merritt',
] as const;

/** Modifiers some product names carry before the noun ("Harlow Tufted Sofa"). */
export const MODIFIERS: Readonly<Record<string, readonly string[]>> = {
  Sofas: ['Tufted', 'Channel-Back', 'Slipcovered', 'Track Arm', 'Roll Arm', 'Sloped Arm', 'Tight-Back', 'Apartment'],
  Sectionals: ['Two-Piece', 'Three-Piece', 'L-Shaped', 'Chaise', 'Modular'],
  Loveseats: ['Tufted', 'Track Arm', 'Roll Arm'],
  'Accent Chairs': ['Wingback', 'Barrel', 'Slipper', 'Club', 'Lounge', 'Channel-Back'],
  'Swivel Chairs': ['Barrel', 'Tub', 'Club'],
  Ottomans: ['Cocktail', 'Tufted', 'Storage', 'Round'],
  'Coffee Tables': ['Round', 'Rectangular', 'Nesting', 'Lift-Top', 'Oval'],
  'Side Tables': ['Round', 'Drum', 'Pedestal', 'Two-Tier'],
  Consoles: ['Demilune', 'Two-Drawer', 'Open Shelf'],
  'Media Cabinets': ['Four-Door', 'Sliding-Door', 'Low'],
  'Table Lamps': ['Ceramic', 'Column', 'Ginger Jar', 'Crystal'],
  'Floor Lamps': ['Arc', 'Tripod', 'Column'],
  'Dining Tables': ['Round', 'Extension', 'Pedestal', 'Trestle', 'Oval'],
  'Dining Chairs': ['Side', 'Arm', 'Upholstered', 'Ladder-Back', 'Host'],
  'Bar Stools': ['Swivel', 'Backless', 'Upholstered'],
  'Counter Stools': ['Swivel', 'Backless', 'Upholstered'],
  Sideboards: ['Four-Door', 'Serpentine', 'Buffet'],
  'China Cabinets': ['Glass-Front', 'Bunching', 'Curio'],
  Chandeliers: ['Six-Light', 'Eight-Light', 'Tiered', 'Linear', 'Crystal'],
  Beds: ['Queen Panel', 'King Panel', 'Queen Upholstered', 'King Upholstered', 'Queen Canopy', 'King Sleigh', 'Queen Poster'],
  Nightstands: ['Two-Drawer', 'Three-Drawer', 'Open Shelf', 'Bachelor'],
  Dressers: ['Six-Drawer', 'Nine-Drawer', 'Double'],
  Chests: ['Five-Drawer', 'Tall', 'Gentleman\'s'],
  Benches: ['Tufted', 'Bed', 'Upholstered', 'Storage'],
  Mirrors: ['Round', 'Sunburst', 'Floor', 'Landscape', 'Beveled'],
  Desks: ['Partners', 'Leather-Top', 'Campaign', 'Executive'],
  'Office Chairs': ['Swivel', 'Tilt', 'Upholstered'],
  Bookcases: ['Etagere', 'Open', 'Glass-Door', 'Library'],
  Cabinets: ['Bar', 'Two-Door', 'Wine', 'Accent'],
  'Outdoor Sofas': ['Woven', 'Teak', 'Deep-Seat'],
  'Outdoor Lounge Chairs': ['Woven', 'Teak', 'Sling'],
  'Outdoor Dining Tables': ['Round', 'Teak', 'Extension'],
  'Outdoor Dining Chairs': ['Woven', 'Teak', 'Stacking'],
  // The broader line.
  Armoires: ['Two-Door', 'Linen Press', 'Mirrored', 'Wardrobe'],
  Chaises: ['Tufted', 'Armless', 'Channel-Back', 'Slipper'],
  Daybeds: ['Upholstered', 'Tufted', 'Cane', 'Trundle'],
  Credenzas: ['Four-Door', 'Sliding-Door', 'Fluted', 'Media'],
  Buffets: ['Three-Drawer', 'Four-Door', 'Serving'],
  Etageres: ['Five-Shelf', 'Corner', 'Glass-Shelf', 'Open'],
  Vanities: ['Mirrored', 'Kneehole', 'Two-Drawer', 'Dressing'],
  Rugs: ['Hand-Knotted', 'Flatweave', 'Vintage-Wash', 'Medallion', 'Striped', 'Kilim'],
  'Sleeper Sofas': ['Queen', 'Full', 'Track-Arm'],
  'Outdoor Sectionals': ['Woven', 'Teak', 'Deep-Seat'],
};

export interface Finish {
  name: string;
  /** #rrggbb */
  color: string;
}

const f = (name: string, color: string): Finish => ({ name, color });

export const WOODS = {
  walnut: f('Walnut', '#5c3b22'),
  darkWalnut: f('Dark Walnut', '#3f2a1b'),
  burlWalnut: f('Burl Walnut', '#7a4e2d'),
  mahogany: f('Mahogany', '#6b2e1f'),
  cherry: f('Cherry', '#7b3b2a'),
  naturalOak: f('Natural Oak', '#b08d5b'),
  whiteOak: f('White Oak', '#c9b08a'),
  weatheredOak: f('Weathered Oak', '#9d8b74'),
  driftwood: f('Driftwood', '#a39482'),
  honeyPecan: f('Honey Pecan', '#a8713a'),
  espresso: f('Espresso', '#3b2a20'),
  ebonized: f('Ebonized', '#1f1b18'),
  blackLacquer: f('Black Lacquer', '#141414'),
  paintedIvory: f('Painted Ivory', '#ece4d3'),
  ashGrey: f('Ash Grey', '#8e8a84'),
  teak: f('Teak', '#a0703f'),
} as const;

export const METALS = {
  brass: f('Brass', '#b5a642'),
  antiqueBrass: f('Antique Brass', '#8c7853'),
  goldLeaf: f('Gold Leaf', '#c9a44c'),
  champagne: f('Champagne', '#d8c3a5'),
  polishedNickel: f('Polished Nickel', '#c0c0c0'),
  silverLeaf: f('Silver Leaf', '#c4c6c8'),
  bronze: f('Bronze', '#6e4f2f'),
  matteBlack: f('Matte Black', '#222222'),
  gunmetal: f('Gunmetal', '#53565a'),
  graphiteAluminum: f('Graphite Aluminum', '#4b4e52'),
  whiteAluminum: f('White Aluminum', '#e9e9e6'),
} as const;

export const FABRICS = {
  ivoryBoucle: f('Ivory Boucle', '#efe9dc'),
  sageBoucle: f('Sage Boucle', '#a3ad93'),
  charcoalLinen: f('Charcoal Linen', '#4a4a4a'),
  oatmealLinen: f('Oatmeal Linen', '#d8cbb3'),
  sandLinen: f('Sand Performance Linen', '#c9b99a'),
  navyVelvet: f('Navy Velvet', '#22304f'),
  emeraldVelvet: f('Emerald Velvet', '#1f5c45'),
  blushVelvet: f('Blush Velvet', '#d9a6a1'),
  slateWeave: f('Slate Performance Weave', '#6b7178'),
  doveChenille: f('Dove Grey Chenille', '#a9a8a6'),
  creamMohair: f('Cream Mohair', '#ece2cc'),
  cognacLeather: f('Cognac Leather', '#8b4a24'),
  saddleLeather: f('Saddle Leather', '#8e5a2f'),
  onyxLeather: f('Onyx Leather', '#1c1c1c'),
  ropeNatural: f('Natural Woven Rope', '#c4ae86'),
  canvasWhite: f('White Canvas', '#f1efe8'),
} as const;

export const STONES = {
  whiteMarble: f('White Marble', '#e9e6e1'),
  neroMarble: f('Nero Marquina Marble', '#1e1e1e'),
  travertine: f('Travertine', '#cbb79a'),
  smokedGlass: f('Smoked Glass', '#5a5a58'),
} as const;

/** The colours of the rugs: the wool, or the fibre, they are woven in. */
export const RUG_COLOURS = {
  ivoryWool: f('Ivory Wool', '#ece5d6'),
  greyWool: f('Grey Wool', '#8d8c88'),
  charcoalWool: f('Charcoal Wool', '#3f3f3f'),
  indigoWool: f('Indigo Wool', '#2f3f63'),
  rustWool: f('Rust Wool', '#a0522d'),
  sageWool: f('Sage Wool', '#9aa58c'),
  blushWool: f('Blush Wool', '#d8b0a6'),
  naturalJute: f('Natural Jute', '#b89f77'),
} as const;

/** Every finish of the catalogs (a finish name always has the same colour). */
export const ALL_FINISHES: readonly Finish[] = [...Object.values(WOODS), ...Object.values(METALS), ...Object.values(FABRICS), ...Object.values(STONES), ...Object.values(RUG_COLOURS)];
