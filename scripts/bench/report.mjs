// Markdown output of the page bench: the per-page table with pass/miss markers, and JS breakdowns.
import { TARGETS, passes } from './config.mjs';

const PASS = '✅';
const MISS = '❌';

const fmt = (value, digits) => (value == null || Number.isNaN(value) ? 'n/a' : value.toFixed(digits));

function cell(key, value, digits) {
  const text = fmt(value, digits);
  const ok = passes(key, value);
  if (ok == null) return text;
  return `${text} ${ok ? PASS : MISS}`;
}

export function renderTable(results) {
  const lines = [
    '| brand | page | first-load JS (KB gz) | script requests | requests before first paint | LH perf (median) | LCP s | TBT ms | CLS |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    if (r.error) {
      lines.push(`| ${r.brand} | ${r.page} | error: ${r.error.replace(/\|/g, '\\|').split('\n')[0]} | | | | | | |`);
      continue;
    }
    const fl = r.firstLoad;
    const lh = r.lighthouse?.median ?? {};
    const total = r.lighthouse?.runs?.length ?? 0;
    const valid = r.lighthouse?.validRuns ?? 0;
    const runsNote = valid < total ? ` (${valid}/${total} runs)` : '';
    const flag = r.problems?.length ? ' ⚠' : '';
    lines.push(
      `| ${r.brand}${flag} | ${r.page} | ${cell('jsKB', fl?.jsKB, 1)} | ${fl?.scriptRequests ?? 'n/a'} (of ${fl?.totalRequests ?? 'n/a'}) | ` +
        `${fl?.requestsBeforeFirstPaint ?? 'n/a'} | ${cell('perf', lh.perf, 0)}${runsNote} | ${cell('lcpS', lh.lcpS, 2)} | ` +
        `${fmt(lh.tbtMs, 0)} | ${cell('cls', lh.cls, 3)} |`,
    );
  }
  const targets = Object.values(TARGETS)
    .map((t) => t.label)
    .join(', ');
  lines.push('');
  lines.push(`Targets: ${targets}. ${PASS} = meets the target, ${MISS} = misses it.`);
  if (results.some((r) => r.problems?.length)) lines.push('⚠ = the load had problems (see the notes below): treat that row with care.');
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
