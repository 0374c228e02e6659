import { AFTER_SALES_CALLS, AFTER_SALES_MESSAGES, ERR, MESSAGES } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mountPage, unmountAll } from '../../test/forms';
import SampleRequestPage from './sample-request-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

function answerSample(answer: () => Response = () => ok({ id: 's1', reference: 'SR100001', submitted_at: '2026-11-25T10:00:00.000Z' }), hold?: Promise<void>) {
  const sent: unknown[] = [];
  server.use(
    on(AFTER_SALES_CALLS.sampleRequest, async ({ request }) => {
      sent.push(await request.json());
      await hold;
      return answer();
    }),
  );
  return sent;
}

const field = (name: string, root: HTMLElement = document.body) => within(root).getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillAllButItems(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full Name'), 'Jane Doe');
  await user.type(field('Company Name'), 'Doe Interiors');
  await user.type(field('Full Address'), '1 Park Ave, New York, NY 10016');
  await user.type(field('Comments'), 'For a client board.');
}

describe('/sample-request', { timeout: 20_000 }, () => {
  it('asks for one sample on the sites other than JC, with every required message of section 5 on an empty submit', async () => {
    const user = userEvent.setup();
    const sent = answerSample();
    await mountPage(SampleRequestPage, 'sample-request', { brand: 'CA' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sample Request' })).toBeInTheDocument();
    expect(screen.getByText(/Caracole trade desk for a sample/)).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add another sample' })).not.toBeInTheDocument();
    for (const name of ['Full Name', 'Email', 'Item Number', 'Finish Name', 'Company Name', 'Full Address', 'Comments']) expect(field(name)).toBeInTheDocument();
    expect(field('Email')).not.toHaveAttribute('aria-required');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const expected: Array<[string, string]> = [
      ['Full Name', MESSAGES.enterFullName],
      ['Item Number', AFTER_SALES_MESSAGES.itemNumber],
      ['Finish Name', AFTER_SALES_MESSAGES.finishName],
      ['Company Name', AFTER_SALES_MESSAGES.companyName],
      ['Full Address', AFTER_SALES_MESSAGES.fullAddress],
      ['Comments', AFTER_SALES_MESSAGES.comments],
    ];
    for (const [name, message] of expected) expect(field(name)).toHaveAccessibleDescription(message);
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field('Full Name')).toHaveFocus();
    expect(sent).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('checks a field when it is left, and an email only when one is given', async () => {
    const user = userEvent.setup();
    await mountPage(SampleRequestPage, 'sample-request', { brand: 'HOM' });
    await user.click(await screen.findByRole('textbox', { name: /^Finish Name/ }));
    await user.tab();
    expect(field('Finish Name')).toHaveAccessibleDescription(AFTER_SALES_MESSAGES.finishName);
    await user.click(field('Email'));
    await user.tab();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    await user.type(field('Email'), 'jane@');
    await user.tab();
    expect(field('Email')).toHaveAccessibleDescription(MESSAGES.validEmail);
  });

  it('sends once, shows it is sending, then says submitted successfully and empties the form', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const sent = answerSample(undefined, new Promise<void>((resolve) => (release = resolve)));
    await mountPage(SampleRequestPage, 'sample-request', { brand: 'ROWE' });
    await screen.findByRole('form', { name: 'Sample request form' });
    await fillAllButItems(user);
    await user.type(field('Item Number'), 'R-100');
    await user.type(field('Finish Name'), 'Linen');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Submitting…' }));
    release();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(MESSAGES.formSubmitted);
    expect(status).toHaveTextContent('Your reference is SR100001.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(sent).toEqual([
      { full_name: 'Jane Doe', email: '', company_name: 'Doe Interiors', full_address: '1 Park Ave, New York, NY 10016', comments: 'For a client board.', items: [{ item_number: 'R-100', finish_name: 'Linen' }] },
    ]);
    expect(field('Item Number')).toHaveValue('');
  });

  it('says Failed to submit information, please resubmit when the call fails', async () => {
    const user = userEvent.setup();
    answerSample(() => fail(ERR.SERVER, MESSAGES.requestFalse));
    await mountPage(SampleRequestPage, 'sample-request', { brand: 'HOM' });
    await screen.findByRole('form', { name: 'Sample request form' });
    await fillAllButItems(user);
    await user.type(field('Item Number'), 'H-1');
    await user.type(field('Finish Name'), 'Oak');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.formSubmitFailed);
    expect(field('Item Number')).toHaveValue('H-1');
  });

  it('JC differs: several samples, each an item number with its finish, added and removed in place, up to five', async () => {
    const user = userEvent.setup();
    const sent = answerSample();
    await mountPage(SampleRequestPage, 'sample-request', { brand: 'JC' });
    expect(await screen.findByText(/up to 5 items in one request/)).toBeInTheDocument();
    const first = screen.getByRole('group', { name: 'Sample 1' });
    expect(screen.getByText('1 of 5 samples')).toBeInTheDocument();
    await user.type(field('Item Number', first), 'JC-1001');
    await user.type(field('Finish Name', first), 'Antique Walnut');
    await user.click(screen.getByRole('button', { name: 'Add another sample' }));
    const second = screen.getByRole('group', { name: 'Sample 2' });
    expect(field('Item Number', second)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add another sample' }));
    expect(screen.getByText('3 of 5 samples')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove sample 3' }));
    expect(screen.queryByRole('group', { name: 'Sample 3' })).not.toBeInTheDocument();
    expect(field('Item Number', second)).toHaveFocus();
    await fillAllButItems(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The second sample is empty: its messages show and it takes focus.
    expect(field('Item Number', second)).toHaveAccessibleDescription(AFTER_SALES_MESSAGES.itemNumber);
    expect(field('Finish Name', second)).toHaveAccessibleDescription(AFTER_SALES_MESSAGES.finishName);
    expect(field('Item Number', second)).toHaveFocus();
    expect(sent).toEqual([]);
    await user.type(field('Item Number', second), 'JC-2002');
    await user.type(field('Finish Name', second), 'Ebony');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.formSubmitted);
    expect(sent).toMatchObject([{ items: [{ item_number: 'JC-1001', finish_name: 'Antique Walnut' }, { item_number: 'JC-2002', finish_name: 'Ebony' }] }]);
  });

  it('JC: the add button goes once five samples are listed', async () => {
    const user = userEvent.setup();
    await mountPage(SampleRequestPage, 'sample-request', { brand: 'JC' });
    for (let i = 0; i < 4; i += 1) await user.click(await screen.findByRole('button', { name: 'Add another sample' }));
    expect(screen.getAllByRole('group')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add another sample' })).not.toBeInTheDocument();
    expect(screen.getByText('5 of 5 samples')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
