import { CASE_NOTICES_MAX, CASE_NOTICE_MS, caseState, type AiCase } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { caraCalls } from '../cara-calls';
import { PrivateImage } from '../../ui/private-image';
import { CaseTracker, POLL_MS } from './case-tracker';
import { CASE_TEXTS, settledAt } from './texts';

interface Notice {
  key: string;
  item: AiCase;
}

/**
 * AI case polling for a signed-in user of the luxury brand (spec section 4): every 10 s while is_complete is 0,
 * the in-progress count for the header's AI indicator, and a notice for each case that finishes, at most 3 at a
 * time, each for 5 s. At the start of a visit, one notice lists the cases that settled while the user was away
 * (never a withdrawn one), kept until dismissed; every case told of is marked noticed on the server, so no device
 * tells it again.
 */
export function CaseWatcher() {
  const shell = useShell();
  const t = useMessages(CASE_TEXTS);
  const calls = useMemo(() => caraCalls(shell.api), [shell.api]);
  const [queue, setQueue] = useState<Notice[]>([]);
  const [away, setAway] = useState<AiCase[]>([]);
  const tracker = useRef(new CaseTracker());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const polling = useRef(false);
  const alive = useRef(true);
  const { events } = shell;

  useEffect(() => {
    alive.current = true;
    const poll = async () => {
      clearTimeout(timer.current);
      polling.current = true;
      let again = true;
      try {
        const answer = await calls.caseList({ limit: 50 });
        if (!alive.current) return;
        const result = tracker.current.read(answer);
        events.emit('cara:cases-in-progress', { count: result.inProgress });
        for (const c of result.changed) events.emit('cara:case-updated', { case_id: c.case_id, status: c.status });
        if (result.finished.length > 0) {
          setQueue((q) => [...q, ...result.finished.map((item) => ({ key: `${item.case_id}:${item.status}`, item }))]);
          calls.caseNoticesSeen(result.finished.map((c) => c.case_id)).catch(() => undefined);
        }
        again = result.again;
      } catch {
        // A failed poll is tried again at the next tick.
      }
      if (!alive.current) return;
      polling.current = again;
      if (again) timer.current = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    // The cases that settled since the last visit: told once, then marked noticed.
    calls
      .caseNotices()
      .then(({ case_list }) => {
        if (!alive.current || case_list.length === 0) return;
        setAway(case_list);
        calls.caseNoticesSeen(case_list.map((c) => c.case_id)).catch(() => undefined);
      })
      .catch(() => undefined);
    const off = events.on('cara:case-updated', ({ case_id, status }) => {
      if (caseState(status) !== 'in_progress') return;
      tracker.current.started(case_id, status);
      events.emit('cara:cases-in-progress', { count: tracker.current.inProgress() });
      if (!polling.current) {
        polling.current = true;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void poll(), POLL_MS);
      }
    });
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
      off();
    };
  }, [calls, events]);

  const visible = queue.slice(0, CASE_NOTICES_MAX);
  const shownAt = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    for (const n of visible) {
      if (shownAt.current.has(n.key)) continue;
      shownAt.current.set(
        n.key,
        setTimeout(() => setQueue((q) => q.filter((x) => x.key !== n.key)), CASE_NOTICE_MS),
      );
    }
  }, [visible]);
  useEffect(() => {
    const timers = shownAt.current;
    return () => timers.forEach((t) => clearTimeout(t));
  }, []);

  const detailHref = (c: AiCase) => (shell.brand === 'CA' ? `/AISchemeDetails?case_id=${encodeURIComponent(c.case_id)}` : '/visualizations');
  const when = (ms: number) => settledAt(ms, shell.session.language);
  return (
    <div className="cara-notices" role="status" aria-live="polite">
      {away.length > 0 ? (
        <section className="cara-away" aria-labelledby="cara-away-title">
          <div className="cara-away-head">
            <p className="cara-case-title" id="cara-away-title">
              {t.awayTitle(away.length)}
            </p>
            <button type="button" className="cara-button cara-button--small cara-button--ghost" onClick={() => setAway([])}>
              {t.dismiss}
            </button>
          </div>
          <ul className="cara-away-list">
            {away.map((c) => (
              <li key={c.case_id}>
                <Link to={detailHref(c)} className="cara-case-link">
                  {caseState(c.status) === 'failed' ? t.awayFailed(when(c.update_time)) : t.awayReady(when(c.update_time))}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {visible.map(({ key, item }) =>
        caseState(item.status) === 'failed' ? (
          <div key={key} className="cara-case-notice cara-case-notice--failed">
            <p className="cara-case-title">{t.failedTitle}</p>
            <p className="cara-case-text">{item.notice || t.failedText}</p>
          </div>
        ) : (
          <div key={key} className="cara-case-notice">
            {item.low_definition_image ? <PrivateImage src={item.low_definition_image} alt="" className="cara-case-thumb" /> : null}
            <div>
              <p className="cara-case-title">{t.readyTitle}</p>
              <Link to={detailHref(item)} className="cara-case-link">
                {t.viewIt}
              </Link>
            </div>
          </div>
        ),
      )}
    </div>
  );
}
