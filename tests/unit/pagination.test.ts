import { beforeAll, describe, expect, test } from 'vitest';
import { pageWindow } from '../../common/pagination';
import { withLinks } from '../../server/http/pagination';
import { registerRouteTable } from '../../server/http/urls';
import { routes } from '../../routes/index';

beforeAll(() => registerRouteTable(routes));

const page = (current: number, last: number) => ({
  data: [],
  current_page: current,
  last_page: last,
  per_page: 25,
  total: last * 25,
});

describe('the page window', () => {
  test('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  test('shows the first, the last and the current page ±2 with gaps between', () => {
    expect(pageWindow(1, 2376)).toEqual([1, 2, 3, null, 2376]);
    expect(pageWindow(1000, 2376)).toEqual([1, null, 998, 999, 1000, 1001, 1002, null, 2376]);
    expect(pageWindow(2376, 2376)).toEqual([1, null, 2374, 2375, 2376]);
  });
  test('never hides a single page behind a gap', () => {
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20]);
    expect(pageWindow(16, 20)).toEqual([1, null, 14, 15, 16, 17, 18, 19, 20]);
  });
});

describe('paginator links', () => {
  test('a list of 2,376 pages sends a bounded window of links, not one per page', () => {
    const { links } = withLinks(page(1000, 2376), 'clock-in-outs.index', { range: 'thisYear' });
    // Values, not words: the page says "« Previous" and "Next »" in the reader's language.
    expect(links.map((l) => (l.kind === 'page' || l.kind === 'gap' ? l.label : l.kind))).toEqual([
      'previous',
      '1',
      '…',
      '998',
      '999',
      '1000',
      '1001',
      '1002',
      '…',
      '2376',
      'next',
    ]);
    expect(links.length).toBeLessThanOrEqual(11);
    expect(JSON.stringify(links).length).toBeLessThan(1500);
  });
  test('links keep the filters, mark the current page, and leave gaps and missing neighbours without a URL', () => {
    const { links } = withLinks(page(1, 2376), 'clock-in-outs.index', { range: 'thisYear' });
    expect(links[0]).toEqual({ url: null, kind: 'previous', label: '', active: false });
    expect(links[1]).toEqual({
      url: '/dashboard/clock-in-outs?range=thisYear',
      kind: 'page',
      label: '1',
      active: true,
    });
    expect(links.find((l) => l.label === '…')).toEqual({
      url: null,
      kind: 'gap',
      label: '…',
      active: false,
    });
    expect(links.at(-2)).toEqual({
      url: '/dashboard/clock-in-outs?range=thisYear&page=2376',
      kind: 'page',
      label: '2376',
      active: false,
    });
    expect(links.at(-1)!.url).toBe('/dashboard/clock-in-outs?range=thisYear&page=2');
  });
});
