import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  SERVICE_MESSAGES,
  SERVICE_MOVES,
  SERVICE_STATES,
  SERVICE_STATE_LABELS,
  repairAmountCents,
  repairBillProblems,
  repairBillRequest,
  serviceMoveProblem,
  serviceNextStates,
  serviceStaffListRequest,
  serviceReference,
  serviceRequestCreate,
  serviceRequestOpen,
  serviceRequestProblems,
  serviceSerialOf,
  type ServiceState,
} from './service-requests';

const ID = '00000000-0000-4000-8000-000000000001';
const firstIssue = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('the after-sales states', () => {
  it('are the thirteen of section 4, each with its label', () => {
    expect(SERVICE_STATES).toHaveLength(13);
    expect(SERVICE_STATES.map((s) => SERVICE_STATE_LABELS[s])).toEqual([
      'Submitted',
      'Waiting review',
      'Approved',
      'Rejected',
      'Repair chosen',
      'Replacement chosen',
      'Replacement initiated',
      'Shipped',
      'Complete',
      'Repair provided',
      'Repair complete',
      'Waiting refund',
      'Refunded',
    ]);
  });

  it('every state is reachable from submitted, and only rejected, complete, repair complete and refunded are final', () => {
    const seen = new Set<ServiceState>(['submitted']);
    const queue: ServiceState[] = ['submitted'];
    for (let s = queue.shift(); s; s = queue.shift()) {
      for (const next of SERVICE_MOVES[s]) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    expect([...seen].sort()).toEqual([...SERVICE_STATES].sort());
    expect(SERVICE_STATES.filter((s) => !serviceRequestOpen(s))).toEqual(['rejected', 'complete', 'repair_complete', 'refunded']);
  });

  it('staff move along the graph only, and provide a repair only once the bill is in', () => {
    expect(serviceMoveProblem({ state: 'submitted', hasRepairBill: false }, 'waiting_review')).toBeNull();
    expect(serviceMoveProblem({ state: 'approved', hasRepairBill: false }, 'repair_chosen')).toBeNull();
    expect(serviceMoveProblem({ state: 'submitted', hasRepairBill: false }, 'refunded')).toBe('A request that is submitted cannot move to refunded');
    expect(serviceMoveProblem({ state: 'refunded', hasRepairBill: false }, 'refunded')).toBe('A request that is refunded cannot move to refunded');
    expect(serviceMoveProblem({ state: 'repair_chosen', hasRepairBill: false }, 'repair_provided')).toBe(SERVICE_MESSAGES.billMissing);
    expect(serviceMoveProblem({ state: 'repair_chosen', hasRepairBill: true }, 'repair_provided')).toBeNull();
  });
});

describe('the service request form', () => {
  it('asks for the item, a description and 1 to 10 photos', () => {
    expect(serviceRequestProblems({})).toEqual({ order_item_id: SERVICE_MESSAGES.chooseItem, description: SERVICE_MESSAGES.description, photos: SERVICE_MESSAGES.photos });
    expect(serviceRequestProblems({ order_item_id: ID, description: '  Cracked leg ', photo_count: 11 })).toEqual({ photos: 'You can add at most 10 photos' });
    expect(serviceRequestProblems({ order_item_id: ID, description: 'x'.repeat(2001), photo_count: 1 })).toEqual({ description: SERVICE_MESSAGES.descriptionTooLong });
    expect(serviceRequestProblems({ order_item_id: ID, description: 'Cracked leg', photo_count: 10 })).toEqual({});
  });

  it('the api reads the same rules from the body', () => {
    const ok = z.safeParse(serviceRequestCreate, { order_item_id: ID, description: '  Cracked leg\nand a scratch ', photo_ids: [ID] });
    expect(ok.data).toEqual({ order_item_id: ID, description: 'Cracked leg\nand a scratch', photo_ids: [ID] });
    expect(firstIssue(z.safeParse(serviceRequestCreate, { order_item_id: ID, description: '   ', photo_ids: [ID] }))).toBe(SERVICE_MESSAGES.description);
    expect(firstIssue(z.safeParse(serviceRequestCreate, { order_item_id: ID, description: 'x', photo_ids: [] }))).toBe(SERVICE_MESSAGES.photos);
    expect(firstIssue(z.safeParse(serviceRequestCreate, { order_item_id: ID, description: 'x', photo_ids: Array(11).fill(ID) }))).toBe(SERVICE_MESSAGES.tooManyPhotos);
    expect(firstIssue(z.safeParse(serviceRequestCreate, { order_item_id: 'nope', description: 'x', photo_ids: [ID] }))).toBe(SERVICE_MESSAGES.chooseItem);
  });
});

describe('the repair bill', () => {
  it('reads the amount as cents: dollars with up to two decimals, a $ and commas allowed', () => {
    expect(repairAmountCents('1,250.50')).toBe(125050);
    expect(repairAmountCents('$80')).toBe(8000);
    expect(repairAmountCents(99.9)).toBe(9990);
    for (const bad of ['0', '-5', '1.234', 'abc', '', '10000001']) expect(repairAmountCents(bad), bad).toBeNull();
  });

  it('asks for the amount and at least one file, in the form and in the body', () => {
    expect(repairBillProblems({})).toEqual({ amount: SERVICE_MESSAGES.repairAmount, files: SERVICE_MESSAGES.repairFiles });
    expect(repairBillProblems({ amount: '12.345', file_count: 1 })).toEqual({ amount: SERVICE_MESSAGES.validRepairAmount });
    expect(z.safeParse(repairBillRequest, { reference: 'AS100001', file_ids: [ID], amount: '420.00' }).data).toEqual({ reference: 'AS100001', file_ids: [ID], amount: 42000 });
    expect(firstIssue(z.safeParse(repairBillRequest, { reference: 'AS100001', file_ids: [ID], amount: '' }))).toBe(SERVICE_MESSAGES.repairAmount);
    expect(firstIssue(z.safeParse(repairBillRequest, { reference: 'AS100001', file_ids: [ID], amount: 'lots' }))).toBe(SERVICE_MESSAGES.validRepairAmount);
    expect(firstIssue(z.safeParse(repairBillRequest, { reference: 'AS100001', file_ids: [], amount: '1' }))).toBe(SERVICE_MESSAGES.repairFiles);
    expect(firstIssue(z.safeParse(repairBillRequest, { reference: 'nope', file_ids: [ID], amount: '1' }))).toBe(SERVICE_MESSAGES.notFound);
  });

  it('quotes a request as AS and its serial', () => {
    expect(serviceReference(100001)).toBe('AS100001');
    expect(serviceSerialOf('as100001')).toBe(100001);
    expect(serviceSerialOf('SO100001')).toBeNull();
  });

  it("gives staff the states a request may move to now, and reads the desk's list body", () => {
    expect(serviceNextStates({ state: 'approved', hasRepairBill: false }).map((s) => s.label)).toEqual(['Repair chosen', 'Replacement chosen', 'Waiting refund']);
    expect(serviceNextStates({ state: 'repair_chosen', hasRepairBill: false })).toEqual([]);
    expect(serviceNextStates({ state: 'repair_chosen', hasRepairBill: true })).toEqual([{ state: 'repair_provided', label: 'Repair provided' }]);
    expect(serviceNextStates({ state: 'refunded', hasRepairBill: true })).toEqual([]);
    expect(z.safeParse(serviceStaffListRequest, {}).data).toEqual({ page: 1 });
    expect(z.safeParse(serviceStaffListRequest, { page: '3', state: 'approved' }).data).toEqual({ page: 3, state: 'approved' });
    expect(firstIssue(z.safeParse(serviceStaffListRequest, { state: 'lost' }))).toBe('Unknown after-sales state');
    expect(z.safeParse(serviceStaffListRequest, { page: 0 }).success).toBe(false);
  });
});
