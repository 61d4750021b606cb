import {describe, expect, it} from 'vitest';
import {longDate, shortDate} from './dates';

const format = (month: 'short' | 'long') =>
  new Intl.DateTimeFormat('en', {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'});

// Every month, first and last days, and times near midnight on either side of UTC's date line.
const dates = Array.from({length: 12}, (_, month) => [
  new Date(Date.UTC(2026, month, 1, 0, 0, 0)),
  new Date(Date.UTC(2025, month + 1, 0, 23, 59, 59)),
  new Date(Date.UTC(2031, month, 15, 12, 30)),
]).flat();

describe('dates written without Intl', () => {
  it.each(dates.map((date) => [date.toISOString(), date] as const))('%s reads as Intl writes it', (_, date) => {
    expect(shortDate(date)).toBe(format('short').format(date));
    expect(longDate(date)).toBe(format('long').format(date));
  });
});
