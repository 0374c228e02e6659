import { ERR, MESSAGES } from '@storefront/contracts';
import { refusalOf } from '@storefront/remote-kit';
import type { ReactNode, Ref } from 'react';
import './sheet';

/** How the last submission went: sent (with the reference the desk quotes), or failed (with the api's reason, if any). */
export type Outcome = { kind: 'sent'; reference: string } | { kind: 'failed'; reason: string | null } | null;

/**
 * A failed send: the spec's 'Failed to submit information, please resubmit', with the api's own reason beneath when
 * it gave one worth reading (a field it refused, the daily limit); none for the network or a server fault.
 */
export function failedOutcome(error: unknown): Outcome {
  const refusal = refusalOf(error);
  const quiet = !refusal || refusal.err === ERR.SERVER || refusal.err === ERR.UNAVAILABLE || refusal.message === MESSAGES.requestFalse;
  return { kind: 'failed', reason: quiet ? null : refusal.message };
}

/**
 * The form's submit button: while a send is under way it says so, shows a spinner and is marked busy
 * (aria-disabled, so it keeps focus); the form ignores repeat clicks (spec section 4).
 */
export function SubmitButton({ pending, children = 'Submit' }: { pending: boolean; children?: ReactNode }) {
  return (
    <button type="submit" className="sf-button" aria-disabled={pending || undefined} data-pending={pending || undefined}>
      {pending ? (
        <>
          <span className="afs-button-spinner" aria-hidden="true" />
          Submitting…
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** The outcome above the form: 'submitted successfully' as a status (focused), the failure as an alert. */
export function OutcomeNotice({ outcome, noticeRef }: { outcome: Outcome; noticeRef?: Ref<HTMLDivElement> }) {
  if (!outcome) return null;
  if (outcome.kind === 'sent') {
    return (
      <div className="afs-notice afs-notice--success" role="status" tabIndex={-1} ref={noticeRef}>
        <p className="afs-notice-title">{MESSAGES.formSubmitted}</p>
        <p>Your reference is {outcome.reference}.</p>
      </div>
    );
  }
  return (
    <div className="afs-notice afs-notice--error" role="alert" tabIndex={-1} ref={noticeRef}>
      <p className="afs-notice-title">{MESSAGES.formSubmitFailed}</p>
      {outcome.reason ? <p>{outcome.reason}</p> : null}
    </div>
  );
}
