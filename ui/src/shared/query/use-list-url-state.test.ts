import { describe, expect, it } from 'vitest';
import { listStateOf, paramsWith } from './use-list-url-state.js';

const DEFAULTS = { pageSize: 10, sortFields: ['userName', 'email'] };

describe('listStateOf', () => {
  it('reads the search, the order and the page of a shared link', () => {
    expect(listStateOf(new URLSearchParams('q=maria&sort=email&order=desc&page=2&size=20'), DEFAULTS)).toEqual({
      searchQuery: 'maria', sort: { field: 'email', direction: 'desc' }, pageNumber: 2, pageSize: 20,
    });
  });

  it('reads every bad or missing part as its default, each on its own', () => {
    expect(listStateOf(new URLSearchParams('q=%20%20&sort=password&order=desc&page=-3&size=7'), DEFAULTS)).toEqual({
      searchQuery: null, sort: null, pageNumber: 1, pageSize: 10,
    });
    expect(listStateOf(new URLSearchParams('sort=userName&order=sideways&page=2.5&size=abc'), DEFAULTS)).toEqual({
      searchQuery: null, sort: { field: 'userName', direction: 'asc' }, pageNumber: 1, pageSize: 10,
    });
    expect(listStateOf(new URLSearchParams(''), { pageSize: 20, sortFields: [] }).pageSize).toBe(20);
  });
});

describe('paramsWith', () => {
  it('writes the list over its own names, leaves the defaults out and keeps the other parameters', () => {
    const written = paramsWith(new URLSearchParams('recordID=5&page=4'), {
      searchQuery: 'ana', sort: { field: 'email', direction: 'asc' }, pageNumber: 1, pageSize: 10,
    }, 10);
    expect(written.toString()).toBe('recordID=5&q=ana&sort=email&order=asc');
    expect(paramsWith(written, { searchQuery: null, sort: null, pageNumber: 3, pageSize: 50 }, 10).toString()).toBe('recordID=5&page=3&size=50');
  });
});
