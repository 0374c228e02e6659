import type { RefObject } from 'react';

/** After a failed submit, moves focus to the first field marked invalid (once the errors are drawn). */
export function focusFirstInvalid(form: RefObject<HTMLFormElement | null>): void {
  requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
