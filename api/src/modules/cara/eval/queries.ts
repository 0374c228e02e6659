/**
 * The labeled query set of Cara's engine: questions a designer asks, each with what a designer would expect, as
 * attributes of the products (the judgment), so the expected products of the generated catalog (seed 1) follow from
 * them. A product is relevant (1) when it is available, of an expected category and within the hard limits (budget,
 * seats, brand, room); very relevant (2) when it also has every asked finish, material, colour and style.
 *
 * The judgments are written by hand from the catalog's vocabulary, independently of the engine's own tables.
 */

export interface Judgment {
  categories: string[];
  /** Any of these words in the finish name (colours and finishes). */
  finishWords?: string[];
  /** Any of these words in the materials text. */
  materialWords?: string[];
  styles?: string[];
  brands?: string[];
  room?: string;
  seatsMin?: number;
  /** Dollars, on the price a designer in designer mode pays (the designer price). */
  priceMax?: number;
  priceMin?: number;
  round?: boolean;
}

export interface LabeledQuery {
  q: string;
  judge: Judgment;
  /** Pairing and "more like" questions: the anchor is the most popular available product of this category (seed 1). */
  anchorCategory?: string;
  kind?: 'pair' | 'more_like';
}

const WHITE = ['Ivory', 'White', 'Cream', 'Canvas'];
const GREY = ['Grey', 'Charcoal', 'Slate', 'Gunmetal', 'Graphite'];
const GOLD = ['Gold', 'Brass', 'Champagne'];

export const LABELED_QUERIES: LabeledQuery[] = [
  // The question and its neighbours.
  { q: 'a walnut dining table for 8 under $5000', judge: { categories: ['Dining Tables'], finishWords: ['Walnut'], seatsMin: 8, priceMax: 5000 } },
  { q: 'walnut dining table', judge: { categories: ['Dining Tables'], finishWords: ['Walnut'] } },
  { q: 'round dining table for 6', judge: { categories: ['Dining Tables'], seatsMin: 6, round: true } },
  { q: 'oak dining table for 10', judge: { categories: ['Dining Tables'], finishWords: ['Oak'], seatsMin: 10 } },
  { q: 'dining table under $2000', judge: { categories: ['Dining Tables'], priceMax: 2000 } },
  { q: 'traditional mahogany dining table', judge: { categories: ['Dining Tables'], finishWords: ['Mahogany'], styles: ['Traditional', 'Regency', 'Georgian', 'English Country', 'Classic'] } },
  { q: 'upholstered dining chairs', judge: { categories: ['Dining Chairs'], materialWords: ['upholstered', 'linen', 'velvet', 'leather', 'boucle', 'chenille', 'weave'] } },
  { q: 'walnut dining chairs', judge: { categories: ['Dining Chairs'], finishWords: ['Walnut'] } },
  { q: 'modern bar stools', judge: { categories: ['Bar Stools'], styles: ['Modern', 'Contemporary', 'Minimalist'] } },
  { q: 'counter stools in matte black', judge: { categories: ['Counter Stools'], finishWords: ['Matte Black'] } },
  { q: 'a sideboard for the dining room', judge: { categories: ['Sideboards'] } },
  { q: 'glam sideboard with brass', judge: { categories: ['Sideboards'], styles: ['Glam', 'Modern Glam', 'Hollywood Regency'], materialWords: ['brass'] } },
  { q: 'crystal chandelier', judge: { categories: ['Chandeliers'], materialWords: ['crystal'] } },
  { q: 'gold chandelier for the dining room', judge: { categories: ['Chandeliers'], finishWords: GOLD } },
  { q: 'china cabinet', judge: { categories: ['China Cabinets'] } },
  // Living room.
  { q: 'navy velvet sofa', judge: { categories: ['Sofas'], finishWords: ['Navy Velvet'] } },
  { q: 'modern sofa under $3000', judge: { categories: ['Sofas'], styles: ['Modern', 'Contemporary', 'Minimalist'], priceMax: 3000 } },
  { q: 'leather sofa', judge: { categories: ['Sofas'], finishWords: ['Leather'] } },
  { q: 'cognac leather sofa', judge: { categories: ['Sofas'], finishWords: ['Cognac Leather'] } },
  { q: 'a comfortable couch in linen', judge: { categories: ['Sofas'], finishWords: ['Linen'] } },
  { q: 'ivory boucle sofa', judge: { categories: ['Sofas'], finishWords: ['Ivory Boucle'] } },
  { q: 'emerald green velvet sofa', judge: { categories: ['Sofas'], finishWords: ['Emerald'] } },
  { q: 'large sectional', judge: { categories: ['Sectionals'] } },
  { q: 'grey sectional', judge: { categories: ['Sectionals'], finishWords: GREY } },
  { q: 'sectional between $4000 and $6000', judge: { categories: ['Sectionals'], priceMin: 4000, priceMax: 6000 } },
  { q: 'loveseat for a small apartment', judge: { categories: ['Loveseats'] } },
  { q: 'black leather accent chair', judge: { categories: ['Accent Chairs'], finishWords: ['Onyx Leather'] } },
  { q: 'accent chair in blush velvet', judge: { categories: ['Accent Chairs'], finishWords: ['Blush Velvet'] } },
  { q: 'swivel chair', judge: { categories: ['Swivel Chairs'] } },
  { q: 'tufted ottoman', judge: { categories: ['Ottomans'] } },
  { q: 'round marble coffee table', judge: { categories: ['Coffee Tables'], materialWords: ['marble'], round: true } },
  { q: 'coffee table with a travertine top', judge: { categories: ['Coffee Tables'], materialWords: ['travertine'] } },
  { q: 'brass side table', judge: { categories: ['Side Tables'], finishWords: ['Brass'] } },
  { q: 'end table in white oak', judge: { categories: ['Side Tables'], finishWords: ['White Oak'] } },
  { q: 'mid-century media cabinet', judge: { categories: ['Media Cabinets'], styles: ['Mid-Century'] } },
  { q: 'console table for the entryway', judge: { categories: ['Consoles'] } },
  { q: 'table lamp', judge: { categories: ['Table Lamps'] } },
  { q: 'brass floor lamp', judge: { categories: ['Floor Lamps'], finishWords: ['Brass'] } },
  { q: 'bookcase in walnut', judge: { categories: ['Bookcases'], finishWords: ['Walnut'] } },
  // Bedroom.
  { q: 'king bed in oak', judge: { categories: ['Beds'], finishWords: ['Oak'] } },
  { q: 'upholstered bed', judge: { categories: ['Beds'], materialWords: ['upholstered'] } },
  { q: 'traditional bed under $4000', judge: { categories: ['Beds'], styles: ['Traditional', 'Regency', 'Georgian', 'English Country', 'Classic'], priceMax: 4000 } },
  { q: 'painted ivory nightstand', judge: { categories: ['Nightstands'], finishWords: ['Painted Ivory'] } },
  { q: 'nightstands in dark walnut', judge: { categories: ['Nightstands'], finishWords: ['Dark Walnut'] } },
  { q: 'white dresser', judge: { categories: ['Dressers'], finishWords: WHITE } },
  { q: 'six drawer dresser in espresso', judge: { categories: ['Dressers'], finishWords: ['Espresso'] } },
  { q: 'tall chest of drawers', judge: { categories: ['Chests'] } },
  { q: 'bench for the end of the bed', judge: { categories: ['Benches'] } },
  { q: 'round mirror', judge: { categories: ['Mirrors'], round: true } },
  { q: 'gold leaf mirror', judge: { categories: ['Mirrors'], finishWords: ['Gold Leaf'] } },
  // Office and outdoor.
  { q: 'walnut writing desk', judge: { categories: ['Desks'], finishWords: ['Walnut'] } },
  { q: 'leather top desk', judge: { categories: ['Desks'] } },
  { q: 'office chair', judge: { categories: ['Office Chairs'] } },
  { q: 'outdoor teak dining table', judge: { categories: ['Outdoor Dining Tables'], finishWords: ['Teak'] } },
  { q: 'patio sofa', judge: { categories: ['Outdoor Sofas'] } },
  { q: 'outdoor lounge chair in white aluminum', judge: { categories: ['Outdoor Lounge Chairs'], finishWords: ['White Aluminum'] } },
  // Brands and styles.
  { q: 'Caracole glam chair', judge: { categories: ['Accent Chairs', 'Dining Chairs', 'Swivel Chairs'], brands: ['ca'], styles: ['Glam', 'Modern Glam', 'Hollywood Regency', 'Art Deco', 'Contemporary'] } },
  { q: 'Jonathan Charles mahogany sideboard', judge: { categories: ['Sideboards'], brands: ['jc'], finishWords: ['Mahogany'] } },
  { q: 'Rowe sofa in charcoal', judge: { categories: ['Sofas'], brands: ['rowe'], finishWords: ['Charcoal'] } },
  { q: 'farmhouse dining table', judge: { categories: ['Dining Tables'], styles: ['Farmhouse', 'Rustic'] } },
  { q: 'coastal nightstand', judge: { categories: ['Nightstands'], styles: ['Coastal'] } },
  { q: 'art deco bar cabinet', judge: { categories: ['Cabinets'], styles: ['Art Deco'] } },
  { q: 'black lacquer console', judge: { categories: ['Consoles'], finishWords: ['Black Lacquer'] } },
  { q: 'scandinavian desk chair', judge: { categories: ['Office Chairs'], styles: ['Scandinavian'] } },
  // Pairings and more like this (anchored on a product).
  { q: 'what goes with it', kind: 'pair', anchorCategory: 'Sofas', judge: { categories: ['Coffee Tables', 'Side Tables', 'Table Lamps', 'Accent Chairs'] } },
  { q: 'what goes with it', kind: 'pair', anchorCategory: 'Beds', judge: { categories: ['Nightstands', 'Dressers', 'Benches'] } },
  { q: 'what goes with it', kind: 'pair', anchorCategory: 'Dining Tables', judge: { categories: ['Dining Chairs', 'Sideboards', 'Chandeliers'] } },
  { q: 'more like this', kind: 'more_like', anchorCategory: 'Sofas', judge: { categories: ['Sofas'] } },
  { q: 'more like this', kind: 'more_like', anchorCategory: 'Dressers', judge: { categories: ['Dressers'] } },
];
