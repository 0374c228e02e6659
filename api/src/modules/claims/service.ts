/**
 * Claims over their SQL: the claimable order, filing a claim (its images checked to be the filer's service uploads,
 * stored and emailed to the site's trade desk in one transaction), the company's claims and one claim, and staff moving
 * a claim (the designer emailed in the same transaction).
 */
import {
  CLAIM_MESSAGES,
  CLAIM_PAGE_SIZE,
  ApiError,
  ERR,
  claimReference,
  claimSerial,
  type ClaimCreated,
  type ClaimDetailResponse,
  type ClaimStaffDetail,
  type ClaimStaffListRequest,
  type ClaimStaffListResponse,
  type ClaimListResponse,
  type ClaimStateRequest,
  type ClaimableOrderResponse,
  type CreateClaimRequest,
} from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/services';
import { EMAILED_READ_LINK_TTL_MS, liveFile, readLinks, readName, type ReadLinks } from '../files';
import { accountEmail, claimFiler, findClaim, insertClaim, itemsOf, listClaims, ownersOrder, setClaimState, staffClaims, type ClaimScope, type ClaimWithOrder } from './repository';
import { checkMove, claimLines, claimNotFound, claimableOrder, deskEmail, orderNotFound, orderSerialOf, ownerOf, stateEmail, toDetail, toStaffDetail, toStaffSummary, toSummary } from './rules';

async function ownOrder(db: Db, caller: Caller, number: string) {
  const serial = orderSerialOf(number);
  const found = serial === null ? null : await ownersOrder(db, ownerOf(caller.account!), serial);
  if (!found) throw orderNotFound();
  return found;
}

/** POST /mibd/claims/order. */
export async function claimable(services: Services, caller: Caller, number: string): Promise<ClaimableOrderResponse> {
  const { order, items } = await ownOrder(services.db, caller, number);
  return claimableOrder(order, items, services.now());
}

/** The images of a claim: each a live upload of purpose `service` by the filer, with its read link (`links`). */
async function claimPhotos(db: Db, accountId: string, ids: readonly string[], links: ReadLinks): Promise<{ id: string; url: string }[]> {
  if (new Set(ids).size !== ids.length) throw new ApiError(ERR.BAD_REQUEST, CLAIM_MESSAGES.photoNotFound, { field: 'photos' });
  const photos: { id: string; url: string }[] = [];
  for (const id of ids) {
    const row = await liveFile(db, id);
    if (!row || row.purpose !== 'service' || row.ownerAccountId !== accountId) throw new ApiError(ERR.BAD_REQUEST, CLAIM_MESSAGES.photoNotFound, { field: 'photos' });
    photos.push({ id, url: links(row) });
  }
  return photos;
}

/** POST /mibd/claims/create. */
export async function createClaim(services: Services, caller: Caller, request: CreateClaimRequest): Promise<ClaimCreated> {
  const account = caller.account!;
  const { order, items } = await ownOrder(services.db, caller, request.order_number);
  const lines = claimLines(order, items, request, services.now());
  // The images' links go to the trade desk by email, read later than a page's: they last longer (still expiring).
  const photos = await claimPhotos(services.db, account.id, request.photos, readLinks(services, EMAILED_READ_LINK_TTL_MS));
  const desk = services.config.TRADE_DESK_EMAILS[caller.brand];
  return services.db.transaction(async (tx) => {
    const row = await insertClaim(tx, {
      ownerId: ownerOf(account),
      accountId: account.id,
      orderId: order.id,
      kind: request.kind,
      items: lines,
      requestedCents: request.requested_cents,
      contactName: request.contact_name,
      contactPhone: request.contact_phone,
      contactEmail: request.contact_email,
      description: request.description,
      photos: photos.map((p) => p.id),
    });
    await services.outbox.enqueue(deskEmail(desk, caller.brand, row, order, account, photos.map((p) => p.url), services.config.PUBLIC_URL), tx);
    return { id: row.id, reference: claimReference(row.serial), submitted_at: row.createdAt.toISOString() };
  });
}

/** POST /mibd/claims/list. */
export async function claimList(db: Db, caller: Caller, page: number): Promise<ClaimListResponse> {
  const limit = CLAIM_PAGE_SIZE;
  const { rows, total } = await listClaims(db, ownerOf(caller.account!), limit, (page - 1) * limit);
  return { list: rows.map(toSummary), total, page, limit };
}

/** A claim as its company and staff read it; its images' URLs are signed links, the only way to read them. */
async function detailOf(services: Services, row: ClaimWithOrder): Promise<ClaimDetailResponse> {
  const db = services.db;
  const names = new Map((await itemsOf(db, row.orderId)).map((i) => [i.id, i.name]));
  const links = readLinks(services);
  const photos: ClaimDetailResponse['photos'] = [];
  for (const id of row.photos) {
    const file = await liveFile(db, id);
    if (!file) continue;
    photos.push({ file_id: id, filename: readName(file), url: links(file) });
  }
  return toDetail(row, names, photos);
}

async function claimIn(db: Db, scope: ClaimScope, reference: string): Promise<ClaimWithOrder> {
  const serial = claimSerial(reference);
  const row = serial === null ? null : await findClaim(db, scope, serial);
  if (!row) throw claimNotFound();
  return row;
}

/** POST /mibd/claims/detail: another company's claim reads exactly like a missing one. */
export async function claimDetail(services: Services, caller: Caller, reference: string): Promise<ClaimDetailResponse> {
  return detailOf(services, await claimIn(services.db, { ownerId: ownerOf(caller.account!) }, reference));
}

/** POST /mibd/claims/staff_list (client agents): every account's claims, of one state when asked, a page at a time. */
export async function staffClaimList(db: Db, request: ClaimStaffListRequest): Promise<ClaimStaffListResponse> {
  const limit = CLAIM_PAGE_SIZE;
  const { rows, total } = await staffClaims(db, request.state || null, limit, (request.page - 1) * limit);
  return { list: rows.map(toStaffSummary), total, page: request.page, limit };
}

async function staffDetailOf(services: Services, row: ClaimWithOrder): Promise<ClaimStaffDetail> {
  const [detail, filer] = await Promise.all([detailOf(services, row), claimFiler(services.db, row.accountId)]);
  return toStaffDetail(detail, row, filer);
}

/** POST /mibd/claims/staff_detail (client agents): any account's claim, with who filed it, its history and its next states. */
export async function staffClaimDetail(services: Services, reference: string): Promise<ClaimStaffDetail> {
  return staffDetailOf(services, await claimIn(services.db, { staff: true }, reference));
}

/** POST /mibd/claims/state (client agents) and `npm --prefix api run claim`: the move, and the designer's email. */
export async function moveClaim(services: Services, request: ClaimStateRequest): Promise<ClaimStaffDetail> {
  const serial = claimSerial(request.reference);
  if (serial === null) throw claimNotFound();
  const moved = await services.db.transaction(async (tx) => {
    const row = await findClaim(tx, { staff: true }, serial, true);
    if (!row) throw claimNotFound();
    checkMove(row.state as never, request.state);
    const updated = await setClaimState(tx, row.id, request.state, request.note, services.now());
    const filer = await accountEmail(tx, row.accountId);
    const recipients = [...new Set([filer?.email, row.contactEmail].filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase()))];
    const name = filer ? `${filer.firstName} ${filer.lastName}`.trim() || row.contactName : row.contactName;
    for (const recipient of recipients) await services.outbox.enqueue(stateEmail(recipient, name, updated, row.orderSerial, services.config.PUBLIC_URL), tx);
    return { ...updated, orderSerial: row.orderSerial };
  });
  return staffDetailOf(services, moved);
}
