import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@storefront/contracts';
import { RegionErrorBoundary, RegionFallback } from './error-boundary';

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

const failing = { now: true };
function Flaky() {
  if (failing.now) throw new Error('remote exploded');
  return <p>Loaded content</p>;
}

describe('RegionErrorBoundary', () => {
  beforeEach(() => {
    failing.now = true;
  });

  it('renders its children when nothing fails', () => {
    failing.now = false;
    render(
      <RegionErrorBoundary region="mf-catalog">
        <Flaky />
      </RegionErrorBoundary>,
    );
    expect(screen.getByText('Loaded content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an alert with the message and a Retry button when a child throws', () => {
    render(
      <RegionErrorBoundary region="mf-catalog">
        <Flaky />
      </RegionErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be loaded.');
    expect(MESSAGES.remoteUnavailable).toBe('This part of the page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Loaded content')).not.toBeInTheDocument();
  });

  it('keeps the rest of the page when one region fails', () => {
    render(
      <main>
        <p>Header</p>
        <RegionErrorBoundary region="mf-cart-checkout">
          <Flaky />
        </RegionErrorBoundary>
      </main>,
    );
    expect(screen.getByText('Header')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('re-renders the children on Retry', async () => {
    const onRetry = vi.fn();
    render(
      <RegionErrorBoundary region="mf-catalog" onRetry={onRetry}>
        <Flaky />
      </RegionErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Loaded content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback again when the retry fails too', async () => {
    render(
      <RegionErrorBoundary region="mf-catalog">
        <Flaky />
      </RegionErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.remoteUnavailable);
  });

  it('reports the error with the region name', () => {
    const onError = vi.fn();
    render(
      <RegionErrorBoundary region="mf-cara" onError={onError}>
        <Flaky />
      </RegionErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'remote exploded' }), expect.anything());
    expect(consoleError).toHaveBeenCalledWith('[mf-cara] failed', expect.objectContaining({ message: 'remote exploded' }));
  });
});

describe('RegionFallback', () => {
  it('shows the message and calls onRetry', async () => {
    const onRetry = vi.fn();
    render(<RegionFallback region="shell" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.remoteUnavailable);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
