import {
  BRAND_TABLE,
  CARA_CALLS,
  CASE_STATUS,
  CUSTOMER_CALLS,
  ERR,
  PROJECT_CALLS,
  PROJECT_MESSAGES,
  type AccountKind,
  type CaseDetailResponse,
  type CaseNoticesResponse,
  type ProjectDetailResponse,
  type ProjectSummary,
  type StoredPhoto,
} from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caraCases, caraRenders, files, products } from '../../platform/db/schema';
import { createAccount } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';
import { signedIn, type Person } from '../../testing/people';
import { seedCatalog } from '../catalog';
import { openSession } from '../identity';

let api: TestApi;
const who: Record<string, { token: string; id: string }> = {};
let photo: StoredPhoto;
let otherPhoto: StoredPhoto;
let designerPerson: Person;

async function signIn(kind: AccountKind, email: string) {
  const account = await createAccount(api.services, { kind, email, password: null });
  const { token } = await openSession(api.services, { id: account.id, kind }, 'ca');
  return { id: account.id, token };
}

const as = (name: string) => ({ token: who[name]!.token, mode: 'mibd_designer', query: { obtain: 'ca' } });

async function upload(name: string): Promise<StoredPhoto> {
  const bytes = await sharp({ create: { width: 960, height: 540, channels: 3, background: { r: 200, g: 190, b: 170 } } }).png().toBuffer();
  const res = await api.call<{ photo: StoredPhoto }>(CARA_CALLS.inpaintingMessage, { body: { type: 'upload', image: `data:image/png;base64,${bytes.toString('base64')}` }, ...as(name) });
  expect(res.err).toBe(200);
  return res.val.photo;
}

/** A case of the owner in the given state, settled `updatedAt`; with a render (its own picture files) when done. */
async function caseOf(name: string, status: number, skus: string[] = [], options: { photoId?: string } = {}): Promise<{ id: string; renderId: string | null }> {
  const [kase] = await api.services.db
    .insert(caraCases)
    .values({ ownerKey: `a:${who[name]!.id}`, status, source: 2, photoId: options.photoId ?? photo.image_id, regions: [{ left: 10, top: 10, width: 100, height: 100 }], skuNumbers: skus })
    .returning();
  let renderId: string | null = null;
  if (status === CASE_STATUS.DONE) {
    const high = randomUUID();
    const low = randomUUID();
    const bytes = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#a08060' } }).jpeg().toBuffer();
    for (const id of [high, low]) {
      await api.services.files.put(`cara/${id}.jpg`, bytes, 'image/jpeg');
      await api.services.db.insert(files).values({ id, storageKey: `cara/${id}.jpg`, purpose: 'cara_render', ownerAccountId: who[name]!.id, originalName: 'render.jpg', mime: 'image/jpeg', size: bytes.length });
    }
    const [render] = await api.services.db.insert(caraRenders).values({ caseId: kase!.id, jobId: randomUUID(), highFileId: high, lowFileId: low, skuNumbers: skus }).returning();
    renderId = render!.id;
  }
  return { id: String(kase!.id), renderId };
}

async function projectOf(name: string, projectName: string): Promise<ProjectSummary> {
  const customer = await api.call<{ id: string }>(CUSTOMER_CALLS.add, { body: { first_name: 'Ines', last_name: projectName.split(' ')[0]!, email: `${name}-${projectName.replace(/\W/g, '')}@clients.test` }, ...as(name) });
  expect(customer.err).toBe(200);
  const project = await api.call<ProjectSummary>(PROJECT_CALLS.create, { body: { customer_id: customer.val.id, name: projectName }, ...as(name) });
  expect(project.err).toBe(200);
  return project.val;
}

const notices = async (name: string) => (await api.call<CaseNoticesResponse>(CARA_CALLS.caseNotices, { body: {}, ...as(name) })).val.case_list.map((c) => c.case_id);

beforeAll(async () => {
  api = await startTestApi();
  await seedCatalog(api.services.db, { seed: 1, count: 600, now: new Date('2026-11-01T00:00:00Z') });
  designerPerson = await signedIn(api, 'designer', 'nadia@studio.test', { companyName: 'Studio Nadia' });
  who.designer = designerPerson;
  who.other = await signIn('designer', 'oskar@atelier.test');
  photo = await upload('designer');
  otherPhoto = await upload('other');
}, 120_000);
afterAll(() => api.close());

describe('notices of the cases that finished while the owner was away', () => {
  it("lists the owner's settled cases once: done and failed, never in progress or withdrawn (-1), never another owner's", async () => {
    const done = await caseOf('designer', CASE_STATUS.DONE);
    const failed = await caseOf('designer', CASE_STATUS.FAILED);
    const withdrawn = await caseOf('designer', CASE_STATUS.WITHDRAWN);
    const running = await caseOf('designer', CASE_STATUS.IN_PROGRESS);
    const theirs = await caseOf('other', CASE_STATUS.DONE, [], { photoId: otherPhoto.image_id });

    const listed = await notices('designer');
    expect(listed).toEqual(expect.arrayContaining([done.id, failed.id]));
    expect(listed).not.toContain(withdrawn.id);
    expect(listed).not.toContain(running.id);
    expect(listed).not.toContain(theirs.id);

    // Another owner marking the designer's cases marks nothing; the designer's notices stay.
    const stranger = await api.call<{ seen: number }>(CARA_CALLS.caseNoticesSeen, { body: { case_id: [done.id, failed.id] }, ...as('other') });
    expect(stranger.val.seen).toBe(0);
    expect(await notices('designer')).toEqual(expect.arrayContaining([done.id, failed.id]));

    // Seen once, on any device: the next visit lists them no more. A case in progress is not marked (its end is to tell).
    const seen = await api.call<{ seen: number }>(CARA_CALLS.caseNoticesSeen, { body: { case_id: [done.id, failed.id, running.id] }, ...as('designer') });
    expect(seen.val.seen).toBe(2);
    expect(await notices('designer')).not.toContain(done.id);
    expect(await notices('designer')).not.toContain(failed.id);

    // The running case settles: it is listed at the next visit.
    await api.services.db.update(caraCases).set({ status: CASE_STATUS.DONE }).where(eq(caraCases.id, Number(running.id)));
    expect(await notices('designer')).toContain(running.id);
    expect(await notices('other')).toEqual([theirs.id]);
  });

  it('needs no notice for a case whose details were opened, and notices it again when it is rendered anew', async () => {
    const done = await caseOf('designer', CASE_STATUS.DONE);
    expect(await notices('designer')).toContain(done.id);
    expect((await api.call(CARA_CALLS.caseDetail, { body: { id: done.id }, ...as('designer') })).err).toBe(200);
    expect(await notices('designer')).not.toContain(done.id);
  });

  it('refuses a visitor (the notices are an account’s) and a malformed list in the spec’s words', async () => {
    const visitor = await api.call(CARA_CALLS.caseNotices, { body: {}, headers: { GuestUId: 'guest-notices-1' } });
    expect(visitor.err).toBe(ERR.SESSION_INVALID);
    const empty = await api.call(CARA_CALLS.caseNoticesSeen, { body: { case_id: [] }, ...as('designer') });
    expect(empty.err).toBe(ERR.BAD_REQUEST);
    expect(empty.errmsg).toBe('Unknown case');
    const notList = await api.call(CARA_CALLS.caseNoticesSeen, { body: { case_id: 'all' }, ...as('designer') });
    expect(notList.err).toBe(ERR.BAD_REQUEST);
  });
});

describe("a case's details: the photo code and where each product is sold", () => {
  it('gives the room photo’s code, and each product’s page on the site that sells it', async () => {
    const skuOf = async (brand: string) => (await api.services.db.select({ sku: products.skuNumber }).from(products).where(and(eq(products.brandId, brand), eq(products.status, 1))).limit(1))[0]!.sku;
    const [ca, jc, hom] = [await skuOf('ca'), await skuOf('jc'), await skuOf('hom')];
    const kase = await caseOf('designer', CASE_STATUS.DONE, [ca, jc, hom]);
    const detail = await api.call<CaseDetailResponse>(CARA_CALLS.caseDetail, { body: { id: kase.id }, ...as('designer') });
    expect(detail.err).toBe(200);
    expect(detail.val.image_code).toBe(photo.image_code);
    expect(detail.val.image_code).toMatch(/^[a-z0-9]{6}$/);
    const page = new Map(detail.val.products.map((p) => [p.sku_number, p.page_url]));
    // Sold here: this site's product page.
    expect(page.get(ca)).toBe(`/page/products/product-${ca}.html?source=llm`);
    // Sold by Jonathan Charles: its site's product page.
    expect(page.get(jc)).toBe(`${new URL(BRAND_TABLE.JC.homeUrl!).origin}/page/products/product-${jc}.html?source=llm`);
    // Sold on the hub only: the hub's product detail.
    expect(page.get(hom)).toBe(`${new URL(api.config.PUBLIC_URL).origin}/productDetail?sku_number=${hom}&source=llm`);
  });
});

describe('a render saved into a project', () => {
  it("keeps the owner's render in the company's project, once, and the project's details show it", async () => {
    const kase = await caseOf('designer', CASE_STATUS.DONE);
    const project = await projectOf('designer', 'Harbor Loft');
    const body = { case_id: kase.id, render_id: kase.renderId, project_id: project.id };
    const saved = await api.call<{ message: string; render_id: string }>(CARA_CALLS.caseToProject, { body, ...as('designer') });
    expect(saved.err).toBe(200);
    expect(saved.val.message).toBe('Saved to project');
    expect((await api.call(CARA_CALLS.caseToProject, { body, ...as('designer') })).err).toBe(200);

    const detail = await api.call<ProjectDetailResponse>(PROJECT_CALLS.detail, { body: { project_id: project.id }, ...as('designer') });
    expect(detail.val.renders).toHaveLength(1);
    const [render] = detail.val.renders!;
    expect(render!.case_id).toBe(kase.id);
    const caseDetail = await api.call<CaseDetailResponse>(CARA_CALLS.caseDetail, { body: { id: kase.id }, ...as('designer') });
    expect(render!.high_definition_image).toBe(caseDetail.val.case_detail_list[0]!.high_definition_image);
    expect(render!.low_definition_image).toBe(caseDetail.val.case_detail_list[0]!.low_definition_image);

    // A colleague of the company reads the project, but not the designer's private pictures: no render is listed.
    const colleague = await signedIn(api, 'sub_account', 'nils@studio.test', { parentId: designerPerson.id, companyOf: designerPerson });
    const theirs = await api.call<ProjectDetailResponse>(PROJECT_CALLS.detail, { body: { project_id: project.id }, token: colleague.token, mode: 'mibd_designer', query: { obtain: 'ca' } });
    expect(theirs.err).toBe(200);
    expect(theirs.val.renders).toEqual([]);
  });

  it("refuses another owner's case, a project the caller does not reach, and a render not of the case", async () => {
    const mine = await caseOf('designer', CASE_STATUS.DONE);
    const theirs = await caseOf('other', CASE_STATUS.DONE, [], { photoId: otherPhoto.image_id });
    const myProject = await projectOf('designer', 'Quay House');
    const theirProject = await projectOf('other', 'Mill Studio');

    const theirCase = await api.call(CARA_CALLS.caseToProject, { body: { case_id: theirs.id, render_id: theirs.renderId, project_id: myProject.id }, ...as('designer') });
    expect(theirCase.err).toBe(ERR.NOT_FOUND);
    expect(theirCase.errmsg).toBe('Unknown case');

    const theirProj = await api.call(CARA_CALLS.caseToProject, { body: { case_id: mine.id, render_id: mine.renderId, project_id: theirProject.id }, ...as('designer') });
    expect(theirProj.err).toBe(ERR.PROJECT_NOT_FOUND);
    expect(theirProj.errmsg).toBe(PROJECT_MESSAGES.notFound);

    const otherRender = await api.call(CARA_CALLS.caseToProject, { body: { case_id: mine.id, render_id: theirs.renderId, project_id: myProject.id }, ...as('designer') });
    expect(otherRender.err).toBe(ERR.NOT_FOUND);
    expect(otherRender.errmsg).toBe('Unknown render');

    // Nothing was kept by the refused calls.
    for (const [name, project] of [['designer', myProject], ['other', theirProject]] as const) {
      const detail = await api.call<ProjectDetailResponse>(PROJECT_CALLS.detail, { body: { project_id: project.id }, ...as(name) });
      expect(detail.val.renders).toEqual([]);
    }
  });

  it('refuses a malformed request in the envelope, never with a 5xx', async () => {
    const bad = await api.call(CARA_CALLS.caseToProject, { body: { case_id: '1', render_id: 'nope', project_id: 'nope' }, ...as('designer') });
    expect(bad.err).toBe(ERR.BAD_REQUEST);
    expect(bad.errmsg).toBe('Unknown render');
    const visitor = await api.call(CARA_CALLS.caseToProject, { body: { case_id: '1', render_id: randomUUID(), project_id: randomUUID() }, headers: { GuestUId: 'guest-notices-2' } });
    expect(visitor.err).toBe(ERR.SESSION_INVALID);
  });
});
