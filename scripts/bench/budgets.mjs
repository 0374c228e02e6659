// The bench's numbers against issue 14's budgets: one check per measured value that has a budget, pass or miss.
// A budget missed is a failure the bench prints (and, with BENCH_STRICT=1, exits 3 on), not a timed unit test.
import { PAGE_GROUPS, TARGETS, budgetText, passes } from './config.mjs';

/** The group a page's budgets come from: browse or signed-in. */
export const groupOf = (page) => PAGE_GROUPS[page];

/** The values of a measured page the budgets speak of (medians over the runs). */
export function pageValues(result) {
  return { ...(result.lighthouse?.median ?? {}), jsKB: result.summary?.jsKB ?? null };
}

/**
 * Every check of a run: for each measured page, each metric of its group's budget; for each route change, its time.
 * A value that could not be measured gives `pass: null` (not a failure: the row's error or note says why).
 */
export function checkBudgets(results, routeChanges) {
  const checks = [];
  for (const r of results) {
    if (r.error || r.skipped) continue;
    const group = groupOf(r.page);
    const values = pageValues(r);
    for (const metric of Object.keys(TARGETS[group])) {
      const value = values[metric] ?? null;
      checks.push({ brand: r.brand, page: r.label, group, metric, value, budget: budgetText(group, metric), pass: passes(group, metric, value) });
    }
  }
  for (const rc of routeChanges) {
    if (rc.error) continue;
    const value = rc.medianMs;
    checks.push({
      brand: rc.brand,
      page: 'route change',
      group: 'routeChange',
      metric: 'routeChangeMs',
      value,
      budget: budgetText('routeChange', 'routeChangeMs'),
      pass: passes('routeChange', 'routeChangeMs', value),
    });
  }
  return checks;
}

export const failuresOf = (checks) => checks.filter((c) => c.pass === false);
