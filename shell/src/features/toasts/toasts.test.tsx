import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { showToast, TOAST_MS, toastsAtom } from './toast-store';
import { Toasts } from './toasts';

function renderToasts() {
  const store = createStore();
  render(
    <Provider store={store}>
      <Toasts />
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('keeps an error for 2000 ms (spec section 5), announced as an alert', () => {
    const store = renderToasts();
    act(() => showToast(store, { kind: 'error', message: 'Request false' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Request false');
    expect(screen.getByRole('status')).not.toHaveTextContent('Request false');

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Request false')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Request false')).not.toBeInTheDocument();
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('keeps info for 3000 ms, announced politely', () => {
    const store = renderToasts();
    act(() => showToast(store, { kind: 'info', message: 'Link copied' }));

    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Link copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('shows success in the status region and lets each toast fade on its own clock', () => {
    expect(TOAST_MS).toEqual({ error: 2000, info: 3000, success: 3000 });
    const store = renderToasts();
    act(() => showToast(store, { kind: 'success', message: 'submitted successfully' }));
    act(() => vi.advanceTimersByTime(1000));
    act(() => showToast(store, { kind: 'error', message: 'Payment failed' }));

    expect(screen.getByRole('status')).toHaveTextContent('submitted successfully');
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');

    // t = 3000: the error (shown at 1000) is gone at 3000, the success (shown at 0) as well.
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByText('submitted successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
    expect(screen.queryByText('submitted successfully')).not.toBeInTheDocument();
  });

  it('stacks toasts with the same message separately', () => {
    const store = renderToasts();
    act(() => {
      showToast(store, { kind: 'error', message: 'Request false' });
      showToast(store, { kind: 'error', message: 'Request false' });
    });
    expect(screen.getAllByText('Request false')).toHaveLength(2);
  });
});
