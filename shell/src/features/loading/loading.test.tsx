import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { LoadingOverlay } from './loading-overlay';
import { beginLoading, loadingCountAtom } from './loading-store';

function renderOverlay() {
  const store = createStore();
  render(
    <Provider store={store}>
      <LoadingOverlay />
    </Provider>,
  );
  return store;
}

const overlay = () => screen.queryByRole('progressbar', { name: 'Loading' });

describe('loading overlay', () => {
  it('is hidden when nothing is loading', () => {
    renderOverlay();
    expect(overlay()).not.toBeInTheDocument();
  });

  it('nests: stays up until the last caller ends', () => {
    const store = renderOverlay();
    let endOuter = () => {};
    let endInner = () => {};
    act(() => {
      endOuter = beginLoading(store);
    });
    expect(overlay()).toBeInTheDocument();
    act(() => {
      endInner = beginLoading(store);
    });
    expect(store.get(loadingCountAtom)).toBe(2);

    act(() => endOuter());
    expect(overlay()).toBeInTheDocument();
    act(() => endInner());
    expect(overlay()).not.toBeInTheDocument();
  });

  it('ending twice counts once', () => {
    const store = renderOverlay();
    let first = () => {};
    let second = () => {};
    act(() => {
      first = beginLoading(store);
      second = beginLoading(store);
    });
    act(() => {
      first();
      first();
      first();
    });
    expect(store.get(loadingCountAtom)).toBe(1);
    expect(overlay()).toBeInTheDocument();
    act(() => {
      second();
      second();
    });
    expect(store.get(loadingCountAtom)).toBe(0);
    expect(overlay()).not.toBeInTheDocument();
  });

  it('a later begin after everything ended shows it again', () => {
    const store = renderOverlay();
    act(() => beginLoading(store)());
    expect(overlay()).not.toBeInTheDocument();
    act(() => {
      beginLoading(store);
    });
    expect(overlay()).toHaveAttribute('aria-busy', 'true');
  });
});
