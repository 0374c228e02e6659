/** The field a refusal names (`{ field: 'email' }`), when it names one. */
export function fieldOf(val: unknown): string | null {
  return val && typeof val === 'object' && typeof (val as { field?: unknown }).field === 'string' ? (val as { field: string }).field : null;
}
