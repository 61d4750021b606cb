import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {longDate, shortDate} from './dates';

const format = (month: 'short' | 'long') =>
  new Intl.DateTimeFormat('en', {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'});

// Every month, first and last days, and times near midnight on either side of UTC's date line.
const dates = Array.from({length: 12}, (_, month) => [
  new Date(Date.UTC(2026, month, 1, 0, 0, 0)),
  new Date(Date.UTC(2025, month + 1, 0, 23, 59, 59)),
  new Date(Date.UTC(2031, month, 15, 12, 30)),
]).flat();

// A reader's clock is in any zone: the date must be UTC's from the furthest zones either side (UTC+14, UTC−11).
describe.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])('dates written without Intl, in %s', (zone) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it('runs in that zone', () => {
    expect(new Date(Date.UTC(2026, 0, 1, 12)).getTimezoneOffset()).not.toBe(0);
  });

  it.each(dates.map((date) => [date.toISOString(), date] as const))('%s reads as Intl writes it', (_, date) => {
    expect(shortDate(date)).toBe(format('short').format(date));
    expect(longDate(date)).toBe(format('long').format(date));
  });
});
