// Markdown output of the page bench: one table of every page with each budgeted cell marked pass or miss, the
// route changes, the list of budget failures, and (on request) the per-script JS breakdowns.
import { METRICS, PAGE_GROUPS, TARGETS, budgetText, passes } from './config.mjs';
import { groupOf, pageValues } from './budgets.mjs';

const PASS = '✅';
const MISS = '❌';

const fmt = (value, digits) => (value == null || Number.isNaN(value) ? 'n/a' : value.toFixed(digits));
const escape = (text) => String(text).replace(/\|/g, '\\|').split('\n')[0];

/** A value with its budget's mark: "1.42 ✅", "2.10 ❌", or the bare value where no budget applies. */
function cell(group, key, value) {
  const text = fmt(value, METRICS[key].digits);
  const ok = passes(group, key, value);
  if (ok == null) return text;
  return `${text} ${ok ? PASS : MISS}`;
}

/** "browse pages (home, list, detail, search): Lighthouse >= 95, LCP <= 1.8 s, …" */
function budgetLine(group, name) {
  const pages = Object.keys(PAGE_GROUPS).filter((p) => PAGE_GROUPS[p] === group);
  const limits = Object.keys(TARGETS[group]).map((key) => `${METRICS[key].label} ${budgetText(group, key)}`);
  return `${name} (${pages.join(', ')}): ${limits.join(', ')}`;
}

/** The page table: Lighthouse mobile medians, first-load JS and requests, each budgeted cell marked. */
export function renderTable(results) {
  const lines = [
    '| brand | page | address | Lighthouse | LCP s | TBT ms | CLS | first-load JS KB gz | requests |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    const head = `| ${r.brand}${r.problems?.length ? ' ⚠' : ''} | ${r.label ?? r.page} | ${r.path ? `\`${r.path}\`` : ''} |`;
    if (r.error || r.skipped) {
      lines.push(`${head} ${r.error ? `error: ${escape(r.error)}` : `skipped: ${escape(r.skipped)}`} | | | | | |`);
      continue;
    }
    const group = groupOf(r.page);
    const v = pageValues(r);
    const total = r.lighthouse?.runs?.length ?? 0;
    const valid = r.lighthouse?.validRuns ?? 0;
    const runsNote = valid < total ? ` (${valid}/${total} runs)` : '';
    lines.push(
      `${head} ${cell(group, 'perf', v.perf)}${runsNote} | ${cell(group, 'lcpS', v.lcpS)} | ${cell(group, 'tbtMs', v.tbtMs)} | ` +
        `${cell(group, 'cls', v.cls)} | ${cell(group, 'jsKB', v.jsKB)} | ${r.summary?.totalRequests ?? 'n/a'} |`,
    );
  }
  lines.push(
    '',
    `Budgets (Lighthouse mobile, medians): ${budgetLine('browse', 'browse pages')}; ${budgetLine('signedIn', 'signed-in pages')}. ` +
      `${PASS} = within budget, ${MISS} = misses it. Requests: every request of the first load (gzip-only context, until the network is idle).`,
  );
  if (results.some((r) => r.problems?.length)) lines.push('⚠ = the load had problems (see the notes below): treat that row with care.');
  return lines.join('\n');
}

/** The route changes: each run's time and the median against the budget. */
export function renderRouteChanges(routeChanges) {
  const lines = [
    '| brand | from | link | to (owner) | runs ms | median ms | remote fetched before the hover |',
    '| --- | --- | --- | --- | --- | ---: | --- |',
  ];
  for (const rc of routeChanges) {
    const head = `| ${rc.brand}${rc.problems?.length ? ' ⚠' : ''} | ${rc.from} | \`${rc.selector}\` | ${rc.to} (${rc.owner}) |`;
    if (rc.error) {
      lines.push(`${head} error: ${escape(rc.error)} | | |`);
      continue;
    }
    const runs = rc.runs.map((r) => fmt(r.ms, 0)).join(', ');
    const fetched = rc.runs.filter((r) => r.fetchedBefore).length;
    lines.push(`${head} ${runs} | ${cell('routeChange', 'routeChangeMs', rc.medianMs)} | ${fetched}/${rc.runs.length} runs |`);
  }
  lines.push(
    '',
    `Budget: ${budgetText('routeChange', 'routeChangeMs')} (desktop preset: no throttling, 1350x940), from the click to the new ` +
      `owner's region in <main> reporting \`data-status="mounted"\`, after the pointer rested on the link; median of the runs.`,
  );
  return lines.join('\n');
}

/** One line per missed budget, or that every budget was met. */
export function renderFailures(failures, { unmeasured = 0 } = {}) {
  const lines = ['### Budget failures', ''];
  if (!failures.length) lines.push(unmeasured ? `every measured budget met (${unmeasured} value(s) could not be measured)` : 'every budget met');
  for (const f of failures) {
    const { label, unit, digits } = METRICS[f.metric];
    lines.push(`- ${f.brand} ${f.page}: ${label} ${fmt(f.value, digits)}${unit} (budget ${f.budget})`);
  }
  return lines.join('\n');
}

export function renderBreakdown(result) {
  const fl = result.firstLoad;
  if (!fl) return `No first-load data for ${result.brand}.`;
  const lines = [
    `JS on first load of ${result.url} (${result.brand} ${result.page}): ${fl.scriptRequests} scripts, ${fl.jsKB.toFixed(1)} KB gz`,
    '',
    '| script (path) | KB gz | KB raw | encoding |',
    '| --- | ---: | ---: | --- |',
  ];
  for (const s of fl.scripts) {
    lines.push(
      `| ${s.path} | ${(s.encodedBytes / 1024).toFixed(2)} | ${s.decodedBytes == null ? 'n/a' : (s.decodedBytes / 1024).toFixed(2)} | ${s.contentEncoding ?? 'none'} |`,
    );
  }
  return lines.join('\n');
}
