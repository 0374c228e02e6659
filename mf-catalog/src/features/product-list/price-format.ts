/** What the price range's fields share with their plain stand-ins (filters.tsx) and the number fields (price-fields.tsx). */

export type PriceField = 'min' | 'max';

export interface PriceFieldsProps {
  /** The ends of the range (NaN: empty). */
  low: number;
  high: number;
  setLow(value: number): void;
  setHigh(value: number): void;
  invalid: boolean;
  /** The range's error message, while there is one. */
  describedBy: string | undefined;
  placeholders: Record<PriceField, string>;
}

/** The fields' format: whole US dollars. */
export const MONEY_FORMAT = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;

/** The locale react-aria formats in when no provider names one: the browser's language when Intl knows it. */
function defaultLocale(): string {
  const locale = (typeof navigator !== 'undefined' && navigator.language) || 'en-US';
  try {
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
    return locale;
  } catch {
    return 'en-US';
  }
}

/** An amount as the number field shows it ('$1,500'); NaN is an empty field. */
export function formatMoney(value: number): string {
  if (Number.isNaN(value)) return '';
  return new Intl.NumberFormat(defaultLocale(), { ...MONEY_FORMAT, minimumFractionDigits: 0 }).format(value);
}

/** What a person typed into a stand-in, as an amount: its digits (NaN when there are none). */
export function parseMoney(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  return digits ? Number(digits) : NaN;
}
