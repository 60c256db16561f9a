import { beforeAll, describe, expect, test } from 'vitest';
import {
  needsFollowUp,
  ratingAverage,
  requestTimes,
  reviewChannel,
  reviewLink,
  reviewLinkState,
  reviewMessage,
} from '../../server/domain/reviews/reviewRequests';
import { averagesProps, requestStatsProps } from '../../server/http/presenters/customerReviews';
import { registerRouteTable, routeUrl } from '../../server/http/urls';
import { reviewPageRoutes } from '../../routes/reviews';

const secrets = {
  appUrl: 'https://salon.example',
  sessionSecret: 'test-secret-test-secret',
  routeUrl,
};
const pathOf = (url: string) => url.slice(secrets.appUrl.length);

beforeAll(() => registerRouteTable(reviewPageRoutes));

describe('who is asked for a review, and how', () => {
  const both = { phone: '2125550101', email: 'ann@example.com' };
  test('off asks nobody; no customer on the ticket asks nobody', () => {
    expect(reviewChannel('off', both)).toBeNull();
    expect(reviewChannel('sms', null)).toBeNull();
  });
  test('by SMS needs a phone, by email an email address', () => {
    expect(reviewChannel('sms', both)).toBe('sms');
    expect(reviewChannel('sms', { phone: null, email: 'ann@example.com' })).toBeNull();
    expect(reviewChannel('email', both)).toBe('email');
    expect(reviewChannel('email', { phone: '2125550101', email: null })).toBeNull();
  });
  test('the message goes after the delay and its link lasts 30 days from then', () => {
    const paid = new Date('2026-03-07T15:00:00Z');
    expect(requestTimes(paid, 90)).toEqual({
      sendAt: new Date('2026-03-07T16:30:00Z'),
      expiresAt: new Date('2026-04-06T16:30:00Z'),
    });
  });
  test('the message fills {link} and {salon}', () => {
    expect(
      reviewMessage('Thanks from {salon}! {link} ({salon})', {
        link: 'https://x/r',
        salon: 'Lotus',
      }),
    ).toBe('Thanks from Lotus! https://x/r (Lotus)');
  });
});

describe('the one-time link', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const request = {
    id: 7,
    nonce: 'abcDEF123',
    expiresAt: new Date('2026-04-01T00:00:00Z'),
    status: 'sent' as const,
  };
  let link = '';
  beforeAll(() => {
    link = pathOf(reviewLink(secrets, 3, request));
  });
  const state = (
    url: string,
    nonce: string | undefined,
    over: Partial<typeof request> | { status: string } = {},
    at = now,
  ) => reviewLinkState(secrets, url, nonce, { ...request, ...over } as never, at);

  test('is absolute from APP_URL, names the store and the request, and carries the nonce', () => {
    expect(reviewLink(secrets, 3, request)).toMatch(
      /^https:\/\/salon\.example\/review\/3\/7\?n=abcDEF123&expires=\d+&signature=[0-9a-f]{64}$/,
    );
  });
  test('opens while sent or opened, any number of times', () => {
    expect(state(link, 'abcDEF123')).toBe('valid');
    expect(state(link, 'abcDEF123', { status: 'opened' })).toBe('valid');
  });
  test('once answered it thanks again instead of asking twice', () => {
    expect(state(link, 'abcDEF123', { status: 'completed' })).toBe('answered');
  });
  test('a tampered signature, another request or store, another nonce, a cancelled or unsent request is invalid', () => {
    expect(
      state(
        link.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        'abcDEF123',
      ),
    ).toBe('invalid');
    expect(state(link.replace('/review/3/7', '/review/3/8'), 'abcDEF123')).toBe('invalid');
    expect(state(link.replace('/review/3/', '/review/4/'), 'abcDEF123')).toBe('invalid');
    expect(state(link, 'other-nonce')).toBe('invalid');
    expect(state(link, 'abcDEF123', { nonce: 'rotated' })).toBe('invalid');
    expect(state(link, 'abcDEF123', { status: 'cancelled' })).toBe('invalid');
    expect(state(link, 'abcDEF123', { status: 'queued' })).toBe('invalid');
    expect(reviewLinkState(secrets, link, 'abcDEF123', null, now)).toBe('invalid');
  });
  test('after its expiry it is expired (the signed time or the row’s)', () => {
    expect(state(link, 'abcDEF123', {}, new Date('2026-04-01T00:00:01Z'))).toBe('expired');
    expect(state(link, 'abcDEF123', { expiresAt: new Date('2026-03-01T00:00:00Z') })).toBe(
      'expired',
    );
    expect(state(link, 'abcDEF123', { status: 'expired' })).toBe('expired');
  });
});

describe('low ratings and averages', () => {
  test('a rating at or below the threshold, salon or technician, opens a follow-up', () => {
    expect(needsFollowUp({ salon: 2, technician: 5 }, 2)).toBe(true);
    expect(needsFollowUp({ salon: 5, technician: 1 }, 2)).toBe(true);
    expect(needsFollowUp({ salon: 3, technician: null }, 2)).toBe(false);
    expect(needsFollowUp({ salon: 3, technician: 4 }, 3)).toBe(true);
    expect(needsFollowUp({ salon: 4, technician: 4 }, 3)).toBe(false);
  });
  test('averages are to one decimal, none without reviews', () => {
    // Ratings 5, 4, 4: 13 / 3 = 4.333…
    expect(ratingAverage(13 / 3, 3)).toBe(4.3);
    expect(ratingAverage(4.75, 4)).toBe(4.8);
    expect(ratingAverage(null, 0)).toBeNull();
    expect(ratingAverage(Number.NaN, 2)).toBeNull();
    expect(
      averagesProps({
        overall: { count: 4, salon: 4.25, technician: 3.6666667 },
        byTechnician: [{ technicianId: 9, name: 'Anna Nguyen', count: 3, average: 4.6666667 }],
      }),
    ).toEqual({
      count: 4,
      salon: 4.3,
      technician: 3.7,
      by_technician: [{ id: 9, name: 'Anna Nguyen', count: 3, average: 4.7 }],
    });
  });
  test('the response rate is answered over sent, whole percent', () => {
    expect(
      requestStatsProps({ sent: 30, opened: 24, completed: 19, clicked: 6, clicks: 7 })
        .response_rate,
    ).toBe(63);
    expect(
      requestStatsProps({ sent: 0, opened: 0, completed: 0, clicked: 0, clicks: 0 }).response_rate,
    ).toBeNull();
  });
});
