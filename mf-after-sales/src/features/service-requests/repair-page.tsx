import { MESSAGES, REPAIR_FILES_MAX, SERVICE_MESSAGES, SERVICE_REQUEST_CALLS, formatPrice, repairBillProblems, routeById, type ServiceRequestDetail } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { OutcomeNotice, SubmitButton, TextField, failedOutcome, useSubmit, type Outcome } from '../../ui';
import { PhotoField, SignInNotice, focusFirstProblem } from './parts';
import { useServiceRequest } from './use-records';
import { uploadedIds, uploadsState, useUploads } from './use-uploads';
import './sheet';

const RECORDS = routeById('afterSalesRecords').paths[0]!;

/**
 * /uploadRepair?ref=<reference> (spec section 4, "repair chosen (upload repair bill)"): once repair is chosen for a
 * service request, the designer uploads the repair bill: pictures of it (jpg/png, 10M each) and the amount it asks.
 * Sent, the records open on the request, whose steps show the bill.
 */
export default function RepairPage() {
  const { session, route } = useShell();
  const headingId = useId();
  const reference = (route.query.ref ?? '').trim().toUpperCase();
  return (
    <section className="asr-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="asr-title">
        {routeById('uploadRepair').title}
      </h1>
      {!session.token ? (
        <SignInNotice doing="upload a repair bill" back={`${routeById('uploadRepair').paths[0]}${reference ? `?ref=${reference}` : ''}`} />
      ) : !reference ? (
        <div className="asr-message" role="alert">
          <p>{SERVICE_MESSAGES.notFound}</p>
          <Link to={RECORDS}>See your service requests</Link>
        </div>
      ) : (
        <Loader reference={reference} />
      )}
    </section>
  );
}

function Loader({ reference }: { reference: string }) {
  const [attempt, setAttempt] = useState(0);
  const state = useServiceRequest(reference, attempt);
  if (state.status === 'loading') {
    return (
      <p className="asr-message" role="status">
        Loading the service request…
      </p>
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className="asr-message" role="alert">
        <p>{state.message}</p>
        {state.status === 'failed' ? (
          <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        ) : (
          <Link to={RECORDS}>See your service requests</Link>
        )}
      </div>
    );
  }
  const request = state.value;
  return (
    <>
      <dl className="asr-facts">
        <div>
          <dt>Service request</dt>
          <dd>
            <Link to={`${RECORDS}?ref=${request.reference}`}>{request.reference}</Link>
          </dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd>{request.order_number}</dd>
        </div>
        <div>
          <dt>Item</dt>
          <dd>
            {request.sku_number} {request.item_name}
          </dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>{request.state_label}</dd>
        </div>
      </dl>
      {request.can_upload_repair ? (
        <BillForm request={request} />
      ) : (
        <div className="asr-message" role="alert">
          <p>{SERVICE_MESSAGES.repairNotChosen}.</p>
          <Link to={`${RECORDS}?ref=${request.reference}`}>See the request’s steps</Link>
        </div>
      )}
    </>
  );
}

function BillForm({ request }: { request: ServiceRequestDetail }) {
  const { api, navigate, toasts } = useShell();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [fileProblem, setFileProblem] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const files = useUploads(REPAIR_FILES_MAX);
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const problems = repairBillProblems({ amount, file_count: files.uploads.length });
  const shown = (field: string) => (touched.has(field) ? problems[field] : undefined);

  useEffect(() => {
    if (outcome?.kind === 'failed') noticeRef.current?.focus();
  }, [outcome]);
  useEffect(() => {
    if (uploadsState(files.uploads) === 'done') setFileProblem('');
  }, [files.uploads]);

  const send = () =>
    submit.run(async () => {
      setTouched(new Set(['amount', 'files']));
      const state = uploadsState(files.uploads);
      const uploadProblem = state === 'uploading' ? SERVICE_MESSAGES.uploading : state === 'failed' ? SERVICE_MESSAGES.uploadFailed : '';
      setFileProblem(uploadProblem);
      const all = { ...problems, ...(uploadProblem ? { files: uploadProblem } : {}) };
      if (Object.keys(all).length > 0) {
        setOutcome(null);
        focusFirstProblem(formRef.current, all);
        return;
      }
      try {
        const saved = await api.call(SERVICE_REQUEST_CALLS.repairBill, { body: { reference: request.reference, file_ids: uploadedIds(files.uploads), amount } });
        toasts.show({ kind: 'success', message: `Repair bill ${MESSAGES.formSubmitted}` });
        navigate(`${RECORDS}?ref=${saved.reference}`);
      } catch (error) {
        setOutcome(failedOutcome(error));
      }
    });

  return (
    <form
      ref={formRef}
      className="afs-form asr-card"
      noValidate
      aria-label="Repair bill form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <OutcomeNotice outcome={outcome} noticeRef={noticeRef} />
      {request.repair_amount !== null ? <p className="afs-form-note">A bill of {formatPrice(request.repair_amount)} was uploaded; sending another replaces it.</p> : null}
      <TextField
        name="amount"
        label="Repair amount (USD)"
        hint="The total the repair bill asks, for example 420.00"
        value={amount}
        onChange={setAmount}
        onBlur={() => setTouched((was) => new Set(was).add('amount'))}
        error={shown('amount')}
        required
      />
      <PhotoField name="files" legend="Repair bill" addLabel="Add bill pictures" max={REPAIR_FILES_MAX} uploads={files} error={fileProblem || shown('files')} />
      <div className="afs-actions">
        <Link className="sf-button sf-button--secondary" to={`${RECORDS}?ref=${request.reference}`}>
          Cancel
        </Link>
        <SubmitButton pending={submit.pending}>Upload repair bill</SubmitButton>
      </div>
    </form>
  );
}
