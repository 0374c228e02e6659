import { CONTRACTS_VERSION, type LiveSearchProps } from '@storefront/contracts';
import { testShellProps } from '@storefront/contracts/testing';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { screen } from '@testing-library/react';
import * as lifecycles from './live-search';

describe('the live search parcel', () => {
  it("mounts as the shell mounts it, under its boundary, with the shell's placeholder", async () => {
    const props: LiveSearchProps = { ...testShellProps({ brand: 'ART' }), placeholder: 'Search' };
    const mounted = await mountLifecycles(lifecycles, props);
    expect(await screen.findByRole('combobox', { name: 'Search products' })).toHaveAttribute('placeholder', 'Search');
    expect(mounted.domElement.querySelector('[data-boundary="mf-catalog"]')).toHaveAttribute('data-contracts', CONTRACTS_VERSION);
    await mounted.unmount();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
