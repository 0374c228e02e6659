/**
 * The after-sales forms over their SQL: a submission is refused where the site has no such form, spends the asker's
 * daily send budgets, then is stored and its email to the site's trade desk written in one transaction (the outbox
 * delivers it after the commit). A failed write gives the budgets back.
 */
import type { AfterSalesSubmitted, ContactUsRequest, SampleRequestRequest } from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { OutgoingMessage } from '../../platform/outbox';
import { clientKey, refundAll, trySpendAll } from '../../platform/rate-limit';
import type { Services } from '../../platform/services';
import { insertSubmission, setSubmissionEmail } from './repository';
import {
  checkSampleItems,
  contactEmail,
  dailyLimitReached,
  formOnSite,
  notOnSite,
  referenceOf,
  sampleEmail,
  sendBudgets,
  tradeDesk,
  type FormKind,
  type Sender,
} from './rules';

interface Submission {
  kind: FormKind;
  fullName: string;
  email: string;
  fields: Record<string, unknown>;
  message: (desk: string, reference: string, sender: Sender) => OutgoingMessage;
}

async function submit(services: Services, caller: Caller, submission: Submission): Promise<AfterSalesSubmitted> {
  const { kind } = submission;
  if (!formOnSite(kind, caller.brand)) throw notOnSite();
  const desk = tradeDesk(services.config, caller.brand);
  const from = caller.account ? `account:${caller.account.id}` : `client:${clientKey(caller.ip)}`;
  const budgets = sendBudgets(services.config, kind, desk, from);
  const now = services.now();
  if (await trySpendAll(services.db, budgets, now)) throw dailyLimitReached();
  try {
    return await services.db.transaction(async (tx) => {
      const row = await insertSubmission(tx, {
        kind,
        brand: caller.brand,
        accountId: caller.account?.id ?? null,
        fullName: submission.fullName,
        email: submission.email,
        fields: submission.fields,
        clientAddress: clientKey(caller.ip),
      });
      const reference = referenceOf(kind, row.serial);
      const outboxId = await services.outbox.enqueue(submission.message(desk, reference, { account: caller.account }), tx);
      await setSubmissionEmail(tx, row.id, outboxId);
      return { id: row.id, reference, submitted_at: row.createdAt.toISOString() };
    });
  } catch (error) {
    await refundAll(services.db, budgets, now);
    throw error;
  }
}

/** POST /mibd/afterSales/contact_us. */
export function submitContact(services: Services, caller: Caller, form: ContactUsRequest): Promise<AfterSalesSubmitted> {
  return submit(services, caller, {
    kind: 'contact',
    fullName: form.full_name,
    email: form.email,
    fields: { ...form },
    message: (desk, reference, sender) => contactEmail(desk, caller.brand, reference, form, sender),
  });
}

/** POST /mibd/afterSales/sample_request. */
export function submitSampleRequest(services: Services, caller: Caller, form: SampleRequestRequest): Promise<AfterSalesSubmitted> {
  checkSampleItems(form, caller.brand);
  return submit(services, caller, {
    kind: 'sample',
    fullName: form.full_name,
    email: form.email,
    fields: { ...form, items: form.items.map((item) => ({ ...item })) },
    message: (desk, reference, sender) => sampleEmail(desk, caller.brand, reference, form, sender),
  });
}
