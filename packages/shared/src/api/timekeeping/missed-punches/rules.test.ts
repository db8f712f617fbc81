import { describe, expect, it } from 'vitest';
import { isPlausible, missedAfter, proposalWindow, remindWaitMinutes } from './rules';

const at = (iso: string) => new Date(iso);
const booking = { startsAt: at('2026-11-20T12:00:00Z'), endsAt: at('2026-11-20T20:00:00Z') };
const later = at('2026-11-25T00:00:00Z');

describe('missed-punch rules', () => {
  it('calls a clock-in missing 15 minutes after the start and a clock-out 60 minutes after the end', () => {
    expect(missedAfter('IN', booking).toISOString()).toBe('2026-11-20T12:15:00.000Z');
    expect(missedAfter('OUT', booking).toISOString()).toBe('2026-11-20T21:00:00.000Z');
  });

  it('takes a clock-in from 15 minutes before the start to the end, both included', () => {
    const w = proposalWindow('IN', booking, later)!;
    expect(isPlausible(w, at('2026-11-20T11:45:00Z'))).toBe(true);
    expect(isPlausible(w, at('2026-11-20T11:44:59Z'))).toBe(false);
    expect(isPlausible(w, at('2026-11-20T20:00:00Z'))).toBe(true);
    expect(isPlausible(w, at('2026-11-20T20:00:01Z'))).toBe(false);
  });

  it('keeps a clock-in before the clock-out the timecard already has, and never in the future', () => {
    const w = proposalWindow('IN', { ...booking, clockOutAt: at('2026-11-20T13:00:00Z') }, later)!;
    expect(isPlausible(w, at('2026-11-20T12:59:00Z'))).toBe(true);
    expect(isPlausible(w, at('2026-11-20T13:00:00Z'))).toBe(false);
    const now = at('2026-11-20T12:20:00Z');
    const early = proposalWindow('IN', booking, now)!;
    expect(early.latest).toEqual(now);
    expect(isPlausible(early, at('2026-11-20T12:21:00Z'))).toBe(false);
  });

  it('takes a clock-out after the clock-in and up to 12 hours after the end', () => {
    const w = proposalWindow('OUT', { ...booking, clockInAt: at('2026-11-20T12:05:00Z') }, later)!;
    expect(isPlausible(w, at('2026-11-20T12:05:00Z'))).toBe(false);
    expect(isPlausible(w, at('2026-11-20T12:06:00Z'))).toBe(true);
    expect(isPlausible(w, at('2026-11-21T08:00:00Z'))).toBe(true);
    expect(isPlausible(w, at('2026-11-21T08:00:01Z'))).toBe(false);
    // Without a clock-in, the start is the earliest.
    const bare = proposalWindow('OUT', booking, later)!;
    expect(isPlausible(bare, at('2026-11-20T12:00:00Z'))).toBe(true);
    expect(isPlausible(bare, at('2026-11-20T11:59:00Z'))).toBe(false);
  });

  it('has no window for a clock-out while no time after the clock-in has passed', () => {
    const now = at('2026-11-20T12:05:00Z');
    expect(proposalWindow('OUT', { ...booking, clockInAt: now }, now)).toBeNull();
  });

  it('waits an hour between reminders', () => {
    const sent = at('2026-11-20T12:00:00Z');
    expect(remindWaitMinutes(null, sent)).toBe(0);
    expect(remindWaitMinutes(sent, at('2026-11-20T12:00:30Z'))).toBe(60);
    expect(remindWaitMinutes(sent, at('2026-11-20T12:59:01Z'))).toBe(1);
    expect(remindWaitMinutes(sent, at('2026-11-20T13:00:00Z'))).toBe(0);
  });
});
