import { CATALOG_CALLS, ERR } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { customerSession, dana, mountPage, unmountAll } from '../../test/customer-book';
import MyDesignerPage from './my-designer';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const open = () => mountPage(MyDesignerPage, 'myDesigner', { session: customerSession });

describe('/myDesigner', () => {
  it("shows the invited customer's designer: name, picture, email and phone, each to reach them by", async () => {
    server.use(on(CATALOG_CALLS.designerInfo, () => ok(dana)));
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'My Designer' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Dana Designer' });
    expect(card).toContainElement(screen.getByRole('img', { name: 'Picture of Dana Designer' }));
    expect(screen.getByRole('link', { name: 'dana@studio.test' })).toHaveAttribute('href', 'mailto:dana@studio.test');
    expect(screen.getByRole('link', { name: '(212) 555-0100' })).toHaveAttribute('href', 'tel:+12125550100');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the initials when the designer has no picture, and leaves out what is not given', async () => {
    server.use(on(CATALOG_CALLS.designerInfo, () => ok({ ...dana, img: '', phone_number: '' })));
    await open();
    await screen.findByRole('article', { name: 'Dana Designer' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('DD')).toBeInTheDocument();
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
  });

  it('offers Try again when the designer cannot be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(on(CATALOG_CALLS.designerInfo, () => (++calls === 1 ? fail(ERR.SERVER, 'Request false') : ok(dana))));
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Request false');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Dana Designer' })).toBeInTheDocument();
  });
});
