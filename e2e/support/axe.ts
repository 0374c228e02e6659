import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe scan of the page. It runs axe in the page itself (legacy mode): the storefront's pages have no frames, and
 * the default mode's cross-frame run opens a second page to combine results, which made one scan cost 8 to 19 s on
 * two busy cores against 1 to 2 s (same rules, same findings).
 * react-aria's live announcer (a visually hidden region it owns) briefly holds `role="img"` nodes labelled by
 * ids that are already gone after an announcement: the library's node, not the page's, so it is left out.
 * Only the violations are reported in full (`resultTypes`): the journeys read nothing else, and describing every
 * passing node cost about a third of each scan (1.7-2.0 s against 1.2-1.4 s on a list page of 48 products).
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).exclude('[data-live-announcer]').options({ resultTypes: ['violations'] });
}

/** The serious and critical axe violations of the page (or of the part `include` names), as readable lines. */
export async function seriousViolations(page: Page, scope: { include?: string; exclude?: string } = {}): Promise<string[]> {
  let scan = axeScan(page);
  if (scope.include) scan = scan.include(scope.include);
  if (scope.exclude) scan = scan.exclude(scope.exclude);
  const { violations } = await scan.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`);
}
