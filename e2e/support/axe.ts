import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe scan of the page. react-aria's live announcer (a visually hidden region it owns) briefly
 * holds `role="img"` nodes labelled by ids that are already gone after an announcement: the library's
 * node, not the page's, so it is left out.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).exclude('[data-live-announcer]');
}
