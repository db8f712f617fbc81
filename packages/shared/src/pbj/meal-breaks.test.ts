import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../format/wall-clock';
import { cmsMealDeduction, pbjMinutesOf, type PbjTimecard } from './meal-breaks';

const card = (from: string, to: string, breakMinutes: number): PbjTimecard => ({
  clockInAt: zonedInstant('2026-11-10', from, 'EST'),
  clockOutAt: zonedInstant(to < from ? '2026-11-11' : '2026-11-10', to, 'EST'),
  rounding: 0,
  breakMinutes,
});

describe("CMS's meal deduction (decision 052)", () => {
  it('takes 30 minutes off each whole 8 hours', () => {
    expect([479, 480, 719, 720, 959, 960, 1440].map(cmsMealDeduction)).toEqual([0, 30, 30, 30, 30, 60, 90]);
  });

  it("reports 8 hours with no recorded break as 7.50 and 16 hours with one 30-minute break as 15.00 (the issue's cases)", () => {
    expect(pbjMinutesOf(card('07:00', '15:00', 0), 'CMS_DEDUCTION') / 60).toBe(7.5);
    expect(pbjMinutesOf(card('07:00', '23:00', 30), 'CMS_DEDUCTION') / 60).toBe(15);
  });

  it('keeps a longer recorded break, and shorter shifts whole', () => {
    expect(pbjMinutesOf(card('07:00', '15:00', 45), 'CMS_DEDUCTION')).toBe(435);
    expect(pbjMinutesOf(card('07:00', '14:00', 0), 'CMS_DEDUCTION')).toBe(420);
  });

  it("follows the manual's other examples: 8.5 h with a 30-minute break is 8, 12 h with none 11.5", () => {
    expect(pbjMinutesOf(card('07:00', '15:30', 30), 'CMS_DEDUCTION') / 60).toBe(8);
    expect(pbjMinutesOf(card('07:00', '19:00', 0), 'CMS_DEDUCTION') / 60).toBe(11.5);
  });

  it('reports the recorded break only when the facility chose so', () => {
    expect(pbjMinutesOf(card('07:00', '15:00', 0), 'RECORDED_ONLY')).toBe(480);
    expect(pbjMinutesOf(card('07:00', '23:00', 30), 'RECORDED_ONLY')).toBe(930);
  });

  it("measures the rounded punches over midnight, as the timecard's minutes are", () => {
    expect(pbjMinutesOf({ ...card('22:53', '07:08', 0), rounding: 15 }, 'CMS_DEDUCTION')).toBe(495 - 30);
  });
});
