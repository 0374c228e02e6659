import { AFTER_SALES_MESSAGES, MESSAGES } from '@storefront/contracts';
import { axeViolations } from '@storefront/tooling/axe';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import * as dialogs from './dialogs';
import { mountDialog, unmountAll } from './test/forms';

// No handler: the dialogs call nothing (an unexpected request fails the test).
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('About', { timeout: 15_000 }, () => {
  it("tells the brand from the brand table, links to its site, and leads to the site's contact page", async () => {
    const user = userEvent.setup();
    const dialog = await mountDialog(dialogs, 'About', { brand: 'JC' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Jonathan Charles' })).toBeInTheDocument();
    expect(screen.getByText('Fine Furniture for the Trade')).toBeInTheDocument();
    expect(screen.getByText('Trade only; no minimum order. New accounts are approved within 48 hours.')).toBeInTheDocument();
        const site = screen.getByRole('link', { name: 'Visit Jonathan Charles (opens in a new tab)' });
    expect(site).toHaveAttribute('href', 'https://www.jonathancharles.com');
    expect(site).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('link', { name: 'Contact Us' }));
    expect(dialog.visited).toEqual(['/contactUs']);
    expect(dialog.closed).toBe(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('the hub has no outside site and no contact page; the outlet is not trade only', async () => {
    await mountDialog(dialogs, 'About', { brand: 'HOM' });
    expect(await screen.findByText('Trade Furniture for Interior Designers')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await unmountAll();
    await mountDialog(dialogs, 'About', { brand: 'FFD' });
    expect(await screen.findByText('Furniture Outlet')).toBeInTheDocument();
    expect(screen.queryByText(/Trade only/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactUs');
  });
});

describe('Contact (the unwired form)', { timeout: 15_000 }, () => {
  it('has its six fields, three of them required', async () => {
    await mountDialog(dialogs, 'Contact');
    expect(await screen.findByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    for (const name of ['First Name', 'Last Name', 'Email Address']) expect(field(name)).toHaveAttribute('aria-required', 'true');
    for (const name of ['Phone Number', 'City', 'Province']) expect(field(name)).not.toHaveAttribute('aria-required');
    expect(await axeViolations()).toEqual([]);
  });

  it('checks First Name, Last Name and Email Address when each is left', async () => {
    const user = userEvent.setup();
    await mountDialog(dialogs, 'Contact');
    await user.click(await screen.findByRole('textbox', { name: /^First Name/ }));
    await user.tab();
    expect(field('First Name')).toHaveAccessibleDescription(AFTER_SALES_MESSAGES.firstName);
    await user.tab();
    expect(field('Last Name')).toHaveAccessibleDescription(AFTER_SALES_MESSAGES.lastName);
    await user.type(field('Email Address'), 'jane@');
    await user.tab();
    expect(field('Email Address')).toHaveAccessibleDescription(MESSAGES.validEmail);
    await user.clear(field('Email Address'));
    await user.tab();
    expect(field('Email Address')).toHaveAccessibleDescription(MESSAGES.enterEmail);
    // The optional ones are not checked when empty.
    await user.click(field('City'));
    await user.tab();
    expect(field('City')).not.toHaveAttribute('aria-invalid');
    await user.type(field('First Name'), 'Jane');
    await user.tab();
    expect(field('First Name')).not.toHaveAttribute('aria-invalid');
  });

  it('Submit does nothing: nothing is sent, checked or closed', async () => {
    const user = userEvent.setup();
    const dialog = await mountDialog(dialogs, 'Contact');
    await user.type(await screen.findByRole('textbox', { name: /^First Name/ }), 'Jane');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(dialog.closed).toBe(0);
    expect(dialog.toasts).toEqual([]);
    expect(field('Last Name')).not.toHaveAttribute('aria-invalid');
    expect(field('First Name')).toHaveValue('Jane');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
