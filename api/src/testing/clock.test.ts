import { describe, expect, it } from 'vitest';
import { startOffset } from './api';

describe("the test api's clock", () => {
  it('starts at the real time during the day', () => {
    expect(startOffset(Date.UTC(2026, 10, 24, 12, 0))).toBe(0);
    expect(startOffset(Date.UTC(2026, 10, 24, 22, 59))).toBe(0);
  });

  it("starts just after midnight in a day's last hour, so a test counting a day's allowance stays in one day", () => {
    const late = Date.UTC(2026, 10, 24, 23, 55);
    expect(new Date(late + startOffset(late)).toISOString()).toBe('2026-11-25T00:00:01.000Z');
  });
});
