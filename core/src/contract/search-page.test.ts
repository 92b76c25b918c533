import { describe, expect, it } from 'vitest';
import { USER_SORT_FIELDS } from '../ports/repositories/list-sort.js';
import { sortedSearchPage } from './search-page.js';

describe('sortedSearchPage', () => {
  const users = sortedSearchPage(USER_SORT_FIELDS);
  const page = { pageNumber: 2, pageSize: 20 };

  it('carries the page, the search and the order through the query string and back', () => {
    const request = { ...page, searchQuery: 'maria', sort: { field: 'email' as const, direction: 'desc' as const } };
    const { query } = users.input.encodeInput(request);
    expect(query).toEqual({ ...page, SearchQuery: 'maria', sortField: 'email', sortOrder: 'desc' });
    expect(users.input.decodeInput({ query: users.query.parse(query), page })).toEqual(request);
  });

  it('leaves a blank search and no order out, and reads a field without a direction as ascending', () => {
    expect(users.input.encodeInput({ ...page, searchQuery: null, sort: null }).query).toEqual({ ...page, SearchQuery: undefined, sortField: undefined, sortOrder: undefined });
    expect(users.input.decodeInput({ query: users.query.parse({ sortField: 'role' }), page })).toEqual({ ...page, searchQuery: null, sort: { field: 'role', direction: 'asc' } });
  });

  it('refuses a field outside the list\'s columns and a direction other than asc or desc, naming the field', () => {
    const refused = users.query.safeParse({ sortField: 'passwordHash', sortOrder: 'up' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['sortField', `The sort field must be one of ${USER_SORT_FIELDS.join(', ')}`], ['sortOrder', 'The sort order must be asc or desc'],
    ]);
  });
});
