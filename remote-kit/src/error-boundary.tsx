import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '@storefront/contracts';

interface Props {
  /** Names the region in the fallback and in the log. */
  region: string;
  children: ReactNode;
  onRetry?: () => void;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
}

/** The fallback every region shows when its code fails: a message and a Retry button. */
export function RegionFallback({ region, onRetry }: { region: string; onRetry: () => void }) {
  return (
    <section className="sf-region-fallback" role="alert" aria-live="assertive" data-region-fallback={region}>
      <p>{MESSAGES.remoteUnavailable}</p>
      <button type="button" className="sf-button" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}

export class RegionErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.region}] failed`, error);
    this.props.onError?.(error, info);
  }

  retry = (): void => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  override render(): ReactNode {
    if (this.state.error) return <RegionFallback region={this.props.region} onRetry={this.retry} />;
    return this.props.children;
  }
}
