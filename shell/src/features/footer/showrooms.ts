import type { Brand } from '@storefront/contracts';

/** Each brand's showroom, shown in the footer. */
export const SHOWROOMS: Readonly<Record<Brand, { title: string; lines: readonly string[] }>> = {
  HOM: { title: 'Showroom', lines: ['220 Elm Street, Suite 300', 'High Point, NC 27260'] },
  CA: { title: 'Caracole Showroom', lines: ['1 Design Center Place', 'High Point, NC 27262'] },
  CA_DEALER: { title: 'Caracole Dealer Showroom', lines: ['1 Design Center Place', 'High Point, NC 27262'] },
  ROWE: { title: 'Rowe Showroom', lines: ['2121 Gardner Street', 'Elliston, VA 24087'] },
  JC: { title: 'Jonathan Charles Showroom', lines: ['200 North Hamilton Street', 'High Point, NC 27260'] },
  ART: { title: 'A.R.T. Showroom', lines: ['101 Commerce Avenue', 'Commerce, CA 90040'] },
  FFD: { title: 'Outlet Warehouse', lines: ['4500 Outlet Drive', 'Greensboro, NC 27409'] },
};
