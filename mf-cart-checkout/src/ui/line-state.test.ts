import { LINE_STATE_LABELS, customMark, lineState } from './line-state';

describe('line state', () => {
  it("reads a status other than '1' as unavailable", () => {
    expect(lineState({ status: '1', count: 3 })).toBe('ok');
    expect(lineState({ status: '2', count: 1 })).toBe('unavailable');
  });

  it('reads outlet lines against their cash stock: over it Insufficient inventory, none Unavailable for Purchase', () => {
    expect(lineState({ status: '1', count: 2, cash_stock: 2 })).toBe('ok');
    expect(lineState({ status: '1', count: 3, cash_stock: 2 })).toBe('insufficient');
    expect(lineState({ status: '1', count: 1, cash_stock: 0 })).toBe('unavailable');
    expect(LINE_STATE_LABELS).toEqual({ unavailable: 'Unavailable for Purchase', insufficient: 'Insufficient inventory' });
  });

  it('marks COM (4) and customized (1, 2, 3) lines', () => {
    expect(customMark(4)).toBe('COM');
    expect([1, 2, 3].map(customMark)).toEqual(['Customized', 'Customized', 'Customized']);
    expect(customMark(0)).toBeNull();
  });
});
