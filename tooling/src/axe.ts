/**
 * Accessibility checks in component tests: axe-core over what a test rendered in jsdom. jsdom lays nothing out,
 * so the rules that need a layout (colour contrast) are left to the browser journeys' scans (e2e/support/axe.ts).
 */
import axe from 'axe-core';

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/**
 * The serious and critical violations axe finds in `root` (the whole document by default). react-aria's live
 * announcer (a visually hidden region of the library's, kept for the whole run) is left out, as in the journeys.
 */
export async function axeViolations(root: Element = document.body): Promise<AxeFinding[]> {
  const result = await axe.run({ include: [root], exclude: [['[data-live-announcer]']] }, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.html) }));
}
