import { CASE_POLL_MS, caseState, isNotified, type AiCase, type CaseListResponse } from '@storefront/contracts';

/** What one poll found: cases that finished since they were seen in progress, and how many still run. */
export interface PollResult {
  finished: AiCase[];
  inProgress: number;
  /** Poll again in CASE_POLL_MS: is_complete is 0. */
  again: boolean;
  changed: AiCase[];
}

/**
 * The case bookkeeping of section 4: polling goes on every 10 s while is_complete is 0; a case seen in
 * progress is notified once when it finishes (a failure as a failure; status -1 never).
 */
export class CaseTracker {
  private readonly seen = new Map<string, number>();
  private readonly notified = new Set<string>();

  /** A case the user just started (from the upload widget or the chat). */
  started(caseId: string, status: number): void {
    this.seen.set(caseId, status);
  }

  read(answer: CaseListResponse): PollResult {
    const finished: AiCase[] = [];
    const changed: AiCase[] = [];
    for (const c of answer.case_list) {
      const before = this.seen.get(c.case_id);
      if (before !== undefined && before !== c.status) changed.push(c);
      const state = caseState(c.status);
      if (state !== 'in_progress' && before !== undefined && caseState(before) === 'in_progress' && !this.notified.has(c.case_id) && isNotified(c.status)) {
        this.notified.add(c.case_id);
        finished.push(c);
      }
      this.seen.set(c.case_id, c.status);
    }
    const inProgress = [...this.seen.values()].filter((s) => caseState(s) === 'in_progress').length;
    return { finished, inProgress, again: answer.is_complete === 0 || inProgress > 0, changed };
  }

  inProgress(): number {
    return [...this.seen.values()].filter((s) => caseState(s) === 'in_progress').length;
  }
}

export const POLL_MS = CASE_POLL_MS;
