/** Kits: a set sold as one SKU (a bed with its nightstands, a table with its chairs) made of products of one collection. */
import type { SuiteName } from './brands';

export interface KitRecipe {
  /** The set's noun ("5-Piece Dining Set"). */
  noun: string;
  /** The categories it may include, the first present one being the set's anchor, with the quantities it takes. */
  parts: ReadonlyArray<readonly [category: string, quantities: readonly number[]]>;
}

export const KIT_RECIPES: Readonly<Record<SuiteName, readonly KitRecipe[]>> = {
  bedroom: [{ noun: 'Bedroom Set', parts: [['Beds', [1]], ['Nightstands', [1, 2, 2]], ['Dressers', [1]], ['Chests', [1]], ['Mirrors', [1]], ['Benches', [1]]] }],
  dining: [
    { noun: 'Dining Set', parts: [['Dining Tables', [1]], ['Dining Chairs', [4, 6, 6, 8]], ['Sideboards', [1]], ['China Cabinets', [1]]] },
    { noun: 'Bar Set', parts: [['Bar Stools', [2, 3, 4]], ['Counter Stools', [2, 3]], ['Sideboards', [1]]] },
  ],
  living: [{ noun: 'Living Room Set', parts: [['Sofas', [1]], ['Loveseats', [1]], ['Accent Chairs', [1, 2]], ['Ottomans', [1]], ['Coffee Tables', [1]], ['Side Tables', [1, 2]]] }],
  upholstery: [{ noun: 'Seating Set', parts: [['Sofas', [1]], ['Loveseats', [1]], ['Accent Chairs', [1, 2]], ['Swivel Chairs', [1, 2]], ['Ottomans', [1]]] }],
  office: [{ noun: 'Office Set', parts: [['Desks', [1]], ['Office Chairs', [1]], ['Bookcases', [1, 2]], ['Cabinets', [1]]] }],
  entry: [{ noun: 'Entry Set', parts: [['Consoles', [1]], ['Mirrors', [1]], ['Benches', [1]], ['Cabinets', [1]]] }],
  outdoor: [
    { noun: 'Outdoor Dining Set', parts: [['Outdoor Dining Tables', [1]], ['Outdoor Dining Chairs', [4, 6]]] },
    { noun: 'Outdoor Seating Set', parts: [['Outdoor Sofas', [1]], ['Outdoor Lounge Chairs', [1, 2]]] },
  ],
};

/** Share of a collection's products (after its first three) that are followed by a kit of what came before. */
export const KIT_CHANCE = 0.045;
