import {
  ApiError,
  BUSINESS_TYPES,
  COUNTRIES,
  DISTRICTS,
  ERR,
  HOW_HEARD,
  MESSAGES,
  REGISTRATION_BRANDS,
  REGISTRATION_CALLS,
  REGISTRATION_MESSAGES,
  companyNameKey,
  isEmail,
  normalizePhone,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../../../platform/db';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { deleteFile, describe, liveFile, readLinks } from '../../files';
import { CODE_TTL_MS, rememberOwnClient, sendCode } from '../../identity';
import {
  addAccount,
  addCompany,
  addRegistration,
  giveFiles,
  liveFilesOn,
  moveRegistration,
  registrationById,
  setRegistrationFiles,
  updateRegistration,
} from '../repository';
import { dataOf, guestOf, phoneProvenAt, raceMessage, receivedEmail, uniqueViolation, type RegistrationData } from '../rules';
import { assertAvailable, checkRegisterCode, ownCertificates, ownRegistration } from '../service';

/** The option lists, the registration code, the three steps (company and contact, certificates, signature) and certificate removal. */
export function stepRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, REGISTRATION_CALLS.optionList, {
    handler: async () => ({
      business_type: [...BUSINESS_TYPES],
      how_heard: [...HOW_HEARD],
      country: [...COUNTRIES],
      state: [...DISTRICTS.US!],
      brand: [...REGISTRATION_BRANDS],
    }),
  });

  route(app, services, REGISTRATION_CALLS.district, {
    handler: async ({ body }) => ({ state: [...(DISTRICTS[body.country] ?? [])] }),
  });

  route(app, services, REGISTRATION_CALLS.sendCode, {
    // A registration code goes to an address no account holds yet: every asker is a stranger to it.
    handler: async ({ body, caller }) => {
      const phoneText = body.phone?.trim() ?? '';
      if (phoneText) {
        const phone = normalizePhone(phoneText);
        if (!phone) throw new ApiError(ERR.PHONE_INVALID, MESSAGES.validPhone);
        await sendCode(services, caller, { channel: 'sms', target: phone, purpose: 'register', template: 'register_code', owner: null });
        return { sent: true, channel: 'sms' as const, expires_in: CODE_TTL_MS / 1000 };
      }
      const email = (body.email ?? '').trim().toLowerCase();
      if (!isEmail(email)) throw new ApiError(ERR.BAD_REQUEST, MESSAGES.validEmail);
      await sendCode(services, caller, { channel: 'email', target: email, purpose: 'register', template: 'register_code', owner: null });
      return { sent: true, channel: 'email' as const, expires_in: CODE_TTL_MS / 1000 };
    },
  });

  route(app, services, REGISTRATION_CALLS.firstCheck, {
    handler: async ({ body, caller }) => {
      const guest = guestOf(caller);
      const draft = body.registration_id ? await ownRegistration(services.db, body.registration_id, guest) : null;
      if (draft && draft.state !== 'draft') throw new ApiError(ERR.APPLICATION_PENDING, MESSAGES.applicationPending);
      const nameKey = companyNameKey(body.business_name);
      await assertAvailable(services.db, { nameKey, email: body.email, phone: body.phone });
      const verified = draft ? dataOf(draft).verified : undefined;
      const by = verified && verified.email === body.email && verified.phone === body.phone ? verified.by : await checkRegisterCode(services, body.email, body.phone, body.code);
      const { code: _code, registration_id: _id, ...step1 } = body;
      const data: RegistrationData = {
        ...(draft ? dataOf(draft) : {}),
        guest_id: guest,
        name_key: nameKey,
        brand: caller.brand,
        step1,
        verified: { email: body.email, phone: body.phone, ...(by ? { by } : {}) },
      };
      if (draft) {
        await updateRegistration(services.db, draft.id, { email: body.email, data: data as Record<string, unknown> });
        return { registration_id: draft.id };
      }
      const id = await addRegistration(services.db, { email: body.email, state: 'draft', data: data as Record<string, unknown>, createdAt: services.now() });
      return { registration_id: id };
    },
  });

  route(app, services, REGISTRATION_CALLS.secondCheck, {
    handler: async ({ body, caller }) => {
      const guest = guestOf(caller);
      const draft = await ownRegistration(services.db, body.registration_id, guest);
      if (draft.state !== 'draft') throw new ApiError(ERR.APPLICATION_PENDING, MESSAGES.applicationPending);
      if (!dataOf(draft).step1) throw new ApiError(ERR.BAD_REQUEST, REGISTRATION_MESSAGES.registration);
      const certificates = await ownCertificates(services, body.file_ids, guest, draft.id);
      const ids = certificates.map((c) => c.id);
      await services.db.transaction(async (tx) => {
        await setRegistrationFiles(tx, draft.id, ids);
        const step2 = { reseller_number: body.reseller_number, state_of_registration: body.state_of_registration, sales_tax_number: body.sales_tax_number, file_ids: ids };
        await updateRegistration(tx, draft.id, { data: { ...dataOf(draft), step2 } as Record<string, unknown> });
      });
      const links = readLinks(services);
      return { registration_id: draft.id, files: certificates.map((c) => describe(c, links)).map(({ file_id, filename, url }) => ({ file_id, filename, url })) };
    },
  });

  route(app, services, REGISTRATION_CALLS.submit, {
    handler: async ({ body, caller, request }) => {
      const guest = guestOf(caller);
      const draft = await ownRegistration(services.db, body.registration_id, guest);
      if (draft.state === 'submitted' || draft.state === 'approved') return { registration_id: draft.id, state: draft.state, email: draft.email };
      if (draft.state !== 'draft') throw new ApiError(ERR.APPLICATION_DECIDED, MESSAGES.applicationDecided);
      const data = dataOf(draft);
      const step1 = data.step1 as { business_name: string; first_name: string; last_name: string; email: string; phone: string } | undefined;
      if (!step1 || !data.name_key) throw new ApiError(ERR.SUBMIT_FAILED, MESSAGES.submitFailed);
      if (!data.step2?.file_ids.length) throw new ApiError(ERR.BAD_REQUEST, REGISTRATION_MESSAGES.certificate);

      const step3 = { printed_name: body.printed_name, title: body.title, signature: body.signature, agreed_at: services.now().toISOString() };
      try {
        const outcome = await services.db.transaction(async (tx) => {
          // The state change comes first and locks the row: a second submit waits here, then finds it submitted.
          const claimed = await moveRegistration(tx, draft.id, 'draft', { state: 'submitted', submittedAt: services.now(), data: { ...data, step3 } as Record<string, unknown> });
          if (!claimed) return 'already' as const;
          // Checked after the claim: a submit racing this one has committed or waits, so its company and account
          // are never mistaken for someone else's.
          await assertAvailable(tx, { nameKey: data.name_key!, email: step1.email, phone: step1.phone });
          const live = await liveFilesOn(tx, draft.id, data.step2!.file_ids);
          if (live !== data.step2!.file_ids.length) throw new ApiError(ERR.BAD_REQUEST, REGISTRATION_MESSAGES.uploadUnfinished);
          const { first_name, last_name, email, phone, business_name, ...details } = step1 as Record<string, unknown> & typeof step1;
          const companyId = await addCompany(tx, {
            businessName: business_name,
            nameKey: data.name_key!,
            details: { ...details, ...data.step2, file_ids: undefined, registration_id: draft.id },
            state: 'applied',
            createdAt: services.now(),
          });
          const accountId = await addAccount(tx, {
            kind: 'designer',
            state: 'applied',
            companyId,
            email,
            // Proven only when the code went to it; else the account's contact, no login name (L4). The email is
            // proven by the activation link sent to it, the only way to a password.
            phone,
            phoneVerifiedAt: phoneProvenAt(data.verified?.by, services.now()),
            signupChannel: 'password',
            passwordHash: null,
            firstName: first_name,
            lastName: last_name,
            createdAt: services.now(),
          });
          // The applicant's browser proved the address by code: it is the account's own for the throttles (decision 014).
          await rememberOwnClient(services, caller, accountId, tx);
          await updateRegistration(tx, draft.id, { companyId, accountId });
          await giveFiles(tx, draft.id, data.step2!.file_ids, accountId);
          await services.outbox.enqueue(receivedEmail(email, first_name), tx);
          return 'submitted' as const;
        });
        if (outcome === 'already') {
          const now = await registrationById(services.db, draft.id);
          return { registration_id: draft.id, state: now?.state ?? 'submitted', email: draft.email };
        }
        return { registration_id: draft.id, state: 'submitted', email: draft.email };
      } catch (error) {
        // A database out of reach is not a failed submission: the call answers 503 and the applicant tries again.
        if (error instanceof ApiError || isDatabaseUnavailable(error)) throw error;
        const constraint = uniqueViolation(error);
        const known = constraint !== null ? raceMessage(constraint) : null;
        if (known) throw known;
        request.log.error({ err: error, registration: draft.id }, 'registration submit failed');
        throw new ApiError(ERR.SUBMIT_FAILED, MESSAGES.submitFailed);
      }
    },
  });

  route(app, services, REGISTRATION_CALLS.fileDel, {
    handler: async ({ body, caller }) => {
      const guest = guestOf(caller);
      const row = await liveFile(services.db, body.file_id);
      if (!row || row.purpose !== 'certificate' || row.guestId !== guest) throw new ApiError(ERR.NOT_FOUND, MESSAGES.fileNotFound);
      if (row.registrationId) {
        const registration = await registrationById(services.db, row.registrationId);
        if (registration && registration.state !== 'draft') throw new ApiError(ERR.APPLICATION_PENDING, MESSAGES.applicationPending);
        const step2 = registration ? dataOf(registration).step2 : undefined;
        if (registration && step2) {
          const data = { ...dataOf(registration), step2: { ...step2, file_ids: step2.file_ids.filter((id) => id !== row.id) } };
          await updateRegistration(services.db, registration.id, { data: data as Record<string, unknown> });
        }
      }
      await deleteFile(services, row);
      return { deleted: true };
    },
  });
}
