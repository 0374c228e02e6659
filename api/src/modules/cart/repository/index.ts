/** The cart's SQL: its lines (lines.ts) and its coupons (coupons.ts). */
export * from './coupons';
export * from './lines';
