import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '@storefront/contracts';

interface Props {
  /** Names the region in the fallback and in the log. */
  region: string;
  children: ReactNode;
  /**
   * What Retry does before the children render again: a promise (a failed page chunk loaded again) keeps the fallback
   * until it settles, and its failure keeps the fallback, now with the reload beside Retry.
   */
  onRetry?: () => unknown;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
  /** Retry was used: a failure from here on means the browser could not retry in place, so the reload is offered. */
  retried: boolean;
  retrying: boolean;
}

/**
 * Loads the page again where the person is: the same address (route, query, hash) and history entry, so the browser
 * restores the scroll position and the session comes back from its cookies. The way out when a browser keeps a failed
 * module in its module map (some do: a script that failed to load fails again at the same address).
 */
export function reloadInPlace(): void {
  window.location.reload();
}

/**
 * The fallback every region shows when its code fails: a message and a Retry button; once a Retry has failed as well,
 * a button that reloads the page where the person is (`onReload`).
 */
export function RegionFallback({
  region,
  onRetry,
  onReload,
  retrying = false,
}: {
  region: string;
  onRetry: () => void;
  onReload?: () => void;
  retrying?: boolean;
}) {
  return (
    <section className="sf-region-fallback" role="alert" aria-live="assertive" data-region-fallback={region}>
      <p>{MESSAGES.remoteUnavailable}</p>
      <button type="button" className="sf-button" onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
        Retry
      </button>
      {onReload ? (
        <button type="button" className="sf-button sf-button--secondary" onClick={onReload}>
          Reload page
        </button>
      ) : null}
    </section>
  );
}

export class RegionErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, retried: false, retrying: false };
  private unmounted = false;

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, retrying: false };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.region}] failed`, error);
    this.props.onError?.(error, info);
  }

  override componentWillUnmount(): void {
    this.unmounted = true;
  }

  retry = (): void => {
    if (this.state.retrying) return;
    this.setState({ retried: true, retrying: true });
    void Promise.resolve()
      .then(() => this.props.onRetry?.())
      .then(
        () => !this.unmounted && this.setState({ error: null, retrying: false }),
        (error: unknown) => {
          console.error(`[${this.props.region}] retry failed`, error);
          if (!this.unmounted) this.setState({ retrying: false });
        },
      );
  };

  override render(): ReactNode {
    const { error, retried, retrying } = this.state;
    if (error) return <RegionFallback region={this.props.region} onRetry={this.retry} onReload={retried ? reloadInPlace : undefined} retrying={retrying} />;
    return this.props.children;
  }
}
