import { describe, expect, test } from 'vitest';
import {
  nextStep,
  resumeStep,
  setupCardItems,
  SETUP_STEPS,
  type SetupItemKey,
} from '../../server/domain/setup/checklist';

const KEYS: SetupItemKey[] = [
  'business',
  'opening_hours',
  'services',
  'technicians',
  'station',
  'terminal',
  'tip_rules',
];
const items = (done: SetupItemKey[]) => KEYS.map((key) => ({ key, done: done.includes(key) }));

describe('the setup wizard resumes from the database', () => {
  test('a new store starts at the business step', () => {
    expect(resumeStep(items([]))).toBe('business');
  });

  test('the first step not done, whatever was done after it', () => {
    expect(resumeStep(items(['business']))).toBe('hours');
    expect(resumeStep(items(['business', 'opening_hours', 'station']))).toBe('services');
    expect(resumeStep(items(['opening_hours', 'services', 'technicians', 'station']))).toBe(
      'business',
    );
    expect(resumeStep(items(['business', 'opening_hours', 'services', 'technicians']))).toBe(
      'station',
    );
  });

  test('the terminal and tip rules are not steps: with the five done it opens at the last step (Finish)', () => {
    expect(
      resumeStep(items(['business', 'opening_hours', 'services', 'technicians', 'station'])),
    ).toBe('station');
    expect(resumeStep(items(KEYS))).toBe('station');
  });

  test('each step goes on to the next, the last to none (Welcome)', () => {
    expect(SETUP_STEPS.map((s) => nextStep(s.key))).toEqual([
      'hours',
      'services',
      'technicians',
      'station',
      null,
    ]);
  });
});

describe("the dashboard's setup card", () => {
  test('lists what is left', () => {
    expect(setupCardItems(items(['business', 'services']), null)?.map((i) => i.key)).toEqual([
      'opening_hours',
      'technicians',
      'station',
      'terminal',
      'tip_rules',
    ]);
  });

  test('is gone once everything is done', () => {
    expect(setupCardItems(items(KEYS), null)).toBeNull();
  });

  test('is gone once hidden, with steps still left', () => {
    expect(setupCardItems(items([]), new Date('2026-11-26T12:00:00Z'))).toBeNull();
  });
});
