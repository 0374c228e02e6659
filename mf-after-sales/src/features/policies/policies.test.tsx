import { BRANDS, TERMS, brandInfo, createEventBus, formatFigure as fig, formatRange as span, routeAvailableOn, routeById, type Brand } from '@storefront/contracts';
import { matchedRoute, testShellProps } from '@storefront/contracts/testing';
import { defineRemote, type PageMap } from '@storefront/remote-kit';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ElementType } from 'react';
import CancellationPage from './cancellation-page';
import CookiesPolicyPage from './cookies-policy-page';
import { PAGES } from './index';
import { POLICY_PAGES, type PolicyId } from './policy-frame';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfSalePage from './terms-of-sale-page';
import TermsOfUsePage from './terms-of-use-page';
import WarrantyPage from './warranty-page';

const PAGE_OF: Record<PolicyId, ElementType> = {
  TermsOfUse: TermsOfUsePage,
  privacyPolicy: PrivacyPolicyPage,
  cookiesPolicy: CookiesPolicyPage,
  refundPolicy: TermsOfSalePage,
  cancellation: CancellationPage,
  warranty: WarrantyPage,
};

const MOUNTED: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const unmount of MOUNTED.splice(0)) await unmount();
});

async function mountPolicy(id: PolicyId, { brand = 'HOM' as Brand, events = createEventBus(new EventTarget()) } = {}) {
  const props = testShellProps({ brand, events, route: matchedRoute(id) });
  const pages = { [id]: PAGE_OF[id] } as unknown as PageMap<'mf-after-sales'>;
  const done = await mountLifecycles(defineRemote({ owner: 'mf-after-sales', pages }), props);
  MOUNTED.push(done.unmount);
  return screen.findByRole('heading', { level: 1, name: routeById(id).title });
}

/** The article's text, whitespace collapsed. */
const articleText = () => (screen.getByRole('article').textContent ?? '').replace(/\s+/g, ' ');

describe('the policy pages', { timeout: 20_000 }, () => {
  it('are the remote pages of the six standalone routes, on every brand', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...POLICY_PAGES].sort());
    for (const id of POLICY_PAGES) {
      expect(routeById(id)).toMatchObject({ owner: 'mf-after-sales', layout: 'standalone', auth: 'public' });
      for (const brand of BRANDS) expect(routeAvailableOn(routeById(id), brandInfo(brand).siteType)).toBe(true);
    }
  });

  it.each(POLICY_PAGES)('%s: its heading, the brand, the Print button and the policies navigation; axe clean', async (id) => {
    const heading = await mountPolicy(id, { brand: 'JC' });
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('article', { name: routeById(id).title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jonathan Charles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print this page' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Policies' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(POLICY_PAGES.map((p) => [routeById(p).title, routeById(p).paths[0]]));
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(routeById(id).title);
    const h2s = screen.getAllByRole('heading', { level: 2 });
    expect(h2s.length).toBeGreaterThan(2);
    expect(await axeViolations()).toEqual([]);
  });

  it('prints the page when Print is pressed', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await mountPolicy('warranty');
    await user.click(screen.getByRole('button', { name: 'Print this page' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('Standard Terms of Sale: every figure of section 9, from the terms module', async () => {
    await mountPolicy('refundPolicy', { brand: 'CA' });
    const text = articleText();
    const c = TERMS.claimWindows;
    for (const figure of [
      fig(TERMS.designerDeposit),
      fig(TERMS.cardFee),
      fig(TERMS.cardTaxRebate),
      span(TERMS.cardTaxRebateWithin),
      fig(TERMS.memberOffer),
      fig(TERMS.lateInterest),
      fig(TERMS.returnWindow),
      fig(TERMS.restockingFee),
      fig(TERMS.orderCancellationWindow),
      fig(TERMS.whiteGloveCancelNotice),
      fig(TERMS.whiteGloveRescheduleFeeUnder),
      fig(TERMS.curePeriod),
      fig(TERMS.forceMajeure),
      span(TERMS.refundTime),
      fig(TERMS.shadeVariation),
    ]) {
      expect(text).toContain(figure);
    }
    // The spec's own words for the figures.
    for (const words of ['3.0% card fee', 'no fee for debit cards', '50% of the order total', '20% off', '25% restocking fee', '1.5% per month', 'within 30 days of the RA', 'within 1-2 business days', 'within 5-10 business days', 'within 24 hours of placing it', 'at least 72 hours notice', 'less than 24 hours notice incurs fees', '15 days from the notice', 'more than 45 days', 'up to 10%']) {
      expect(text).toContain(words);
    }
    const claims = screen.getByRole('table', { name: 'Claim windows' });
    const rows = within(claims).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual([`Visible damage${fig(c.damage)}`, `Concealed damage${fig(c.concealedDamage)}`, `Shortages${fig(c.shortage)}`, `Invoice discrepancies${fig(c.invoiceDiscrepancy)}`]);
    expect(rows).toEqual(['Visible damage10 days', 'Concealed damage15 days', 'Shortages15 days', 'Invoice discrepancies30 days']);
    expect(screen.getByText(/apply to every order placed with Caracole/)).toBeInTheDocument();
  });

  it('Warranty: the years by part and the 10% shade variation', async () => {
    await mountPolicy('warranty', { brand: 'ROWE' });
    const table = screen.getByRole('table', { name: 'Warranty by part' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      'Case goods (wood and metal furniture)1 year',
      'Upholstery frames5 years',
      'Upholstery springs3 years',
      'Cushions1 year',
      'Fabric and leather1 year',
    ]);
    expect(articleText()).toContain('Shade variation of up to 10% between a piece and its sample');
    expect(screen.getByText(/Rowe furniture is warranted/)).toBeInTheDocument();
  });

  it('Cancellation Policy: 24 hours to cancel, white glove 72 hours notice and fees under 24 hours', async () => {
    await mountPolicy('cancellation');
    const text = articleText();
    for (const words of ['cancel an order within 24 hours of placing it', 'at least 72 hours notice', 'less than 24 hours notice incurs fees', '25% restocking fee', 'within 30 days of it', 'within 5-10 business days']) {
      expect(text.toLowerCase()).toContain(words.toLowerCase());
    }
  });

  it('Terms of Use and Privacy Policy name the brand and link the other policies', async () => {
    await mountPolicy('TermsOfUse', { brand: 'ART' });
    expect(articleText()).toContain('answer within 48 hours');
    expect(screen.getByText(/everyone who uses the A.R.T. Furniture website/)).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'Standard Terms of Sale' })).toHaveAttribute('href', '/refundPolicy');
    for (const unmount of MOUNTED.splice(0)) await unmount();
    await mountPolicy('privacyPolicy', { brand: 'FFD' });
    expect(articleText()).toContain('Cookie choices are kept for 1 year');
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute('href', '/cookiesPolicy');
  });

  it('points to Contact Us where the site has it, and to the trade desk elsewhere', async () => {
    await mountPolicy('warranty', { brand: 'JC' });
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactUs');
    for (const unmount of MOUNTED.splice(0)) await unmount();
    await mountPolicy('warranty', { brand: 'HOM' });
    expect(within(screen.getByRole('article')).queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
    expect(articleText()).toContain('the HOM trade desk');
  });

  it('Cookies Policy: Change Cookie Settings asks the shell for its cookie settings dialog', async () => {
    const user = userEvent.setup();
    const events = createEventBus(new EventTarget());
    const asked: unknown[] = [];
    events.on('after-sales:cookie-settings-requested', (payload, claim) => {
      asked.push(payload);
      claim();
    });
    await mountPolicy('cookiesPolicy', { events });
    expect(articleText()).toContain('kept for 1 year');
    await user.click(screen.getByRole('button', { name: 'Change Cookie Settings' }));
    expect(asked).toEqual([{}]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Cookies Policy: says so when nothing answers the request', async () => {
    const user = userEvent.setup();
    await mountPolicy('cookiesPolicy');
    await user.click(screen.getByRole('button', { name: 'Change Cookie Settings' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The cookie settings could not be opened. Please reload the page and try again.');
  });
});
