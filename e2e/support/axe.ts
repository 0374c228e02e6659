import type { Page } from '@playwright/test';
import type { AxeResults, ContextObject, ImpactValue } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** axe-core itself, put into a page once per document (docs/decisions/008-tests-that-scale.md). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What a scan reports of a violation: the rule, its impact and the nodes, as the journeys read them. */
export interface Violation {
  id: string;
  impact: ImpactValue | null | undefined;
  help: string;
  nodes: Array<{ target: string[]; html: string }>;
}

declare global {
  interface Window {
    axe?: { run: (context: ContextObject, options: { resultTypes: string[] }) => Promise<AxeResults> };
  }
}

/**
 * The axe violations of the page, or of the part `include` names, run by axe-core in the page itself (the
 * storefront's pages have no frames). axe is put into a document the first time it is scanned and reused by the
 * scans after it, until the next navigation: a wrapper that injected its 500 KB into the page for every scan cost
 * about 1 s more a scan (1.3-1.6 s against 0.4-0.6 s on a list page of 48 products).
 * react-aria's live announcer (a visually hidden region it owns) briefly holds `role="img"` nodes labelled by ids
 * that are already gone after an announcement: the library's node, not the page's, so it is left out.
 * Only the violations are described (`resultTypes`): describing every passing node cost a third of each scan.
 */
export async function axeViolations(page: Page, scope: { include?: string; exclude?: string } = {}): Promise<Violation[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ({ include, exclude }) => {
    const context: ContextObject = { exclude: ['[data-live-announcer]', ...(exclude ? [exclude] : [])] };
    if (include) context.include = [include];
    const { violations } = await window.axe!.run(context, { resultTypes: ['violations'] });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), html: n.html })),
    }));
  }, scope);
}

/** The serious and critical axe violations of the page (or of the part `include` names), as readable lines. */
export async function seriousViolations(page: Page, scope: { include?: string; exclude?: string } = {}): Promise<string[]> {
  const violations = await axeViolations(page, scope);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`);
}
