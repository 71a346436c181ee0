import { describe, expect, it } from 'vitest';
import { visibleRange } from '../../src/features/blackboard/virtual-range.ts';

const list = { listTop: 200, rowHeight: 100, count: 2000, viewportHeight: 800, overscan: 0 };

describe('the blackboard virtualiser renders only the rows near the viewport', () => {
  it('renders the rows that fit the window at the top of the page', () => {
    // The list starts 200 px down: rows 0–5 are (partly) visible in an 800 px window.
    expect(visibleRange({ ...list, scrollTop: 0 })).toEqual({ start: 0, end: 6 });
  });

  it('counts a partly visible row at either edge as visible', () => {
    expect(visibleRange({ ...list, scrollTop: 250 })).toEqual({ start: 0, end: 9 });
    expect(visibleRange({ ...list, scrollTop: 350 })).toEqual({ start: 1, end: 10 });
  });

  it('adds the overscan on both sides without leaving the list', () => {
    expect(visibleRange({ ...list, scrollTop: 10_200, overscan: 5 })).toEqual({ start: 95, end: 113 });
    expect(visibleRange({ ...list, scrollTop: 0, overscan: 5 })).toEqual({ start: 0, end: 11 });
  });

  it('stops at the last post when scrolled to the end of a 2,000-post board', () => {
    const end = list.listTop + list.count * list.rowHeight - list.viewportHeight;
    expect(visibleRange({ ...list, scrollTop: end, overscan: 6 })).toEqual({ start: 1986, end: 2000 });
  });

  it('renders nothing for an empty list or a list scrolled far out of view', () => {
    expect(visibleRange({ ...list, count: 0, scrollTop: 0 })).toEqual({ start: 0, end: 0 });
    expect(visibleRange({ ...list, count: 3, scrollTop: 5_000 })).toEqual({ start: 3, end: 3 });
  });
});
