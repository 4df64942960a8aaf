// @engine-independent: reads the server's source text, no database; SQLite pass only (jest.config.js).
import { serverFilesWith } from '../helpers/serverSources';
import { ALIAS_MAPPED, answerAliases } from './aliasMapped';

// Issue 41, item 3: answers come from one declared mapping per table. ALIAS_MAPPED lists the
// server files that still alias columns into answer fields in their own selects; it only shrinks.
const aliasing = serverFilesWith(answerAliases);

describe('column aliases into answer fields', () => {
  it('are found by the pattern the list is kept with', () => {
    expect(answerAliases("q.select(['c.id', 'c.franchisee_id as franchiseeId', 'name as stationName', 'c.name'])")).toBe(2);
    expect(answerAliases("q.select(['c.id', 'c.name', 'count(*) as total', 'c.created_at as created_at'])")).toBe(0);
  });

  it('no file aliases columns into answers but those listed, and every listed one still does', () => {
    const listed = [...ALIAS_MAPPED].sort();
    expect({
      newlyAliasing: aliasing.filter((file) => !listed.includes(file)),
      noLongerAliasing: listed.filter((file) => !aliasing.includes(file)),
    }).toEqual({ newlyAliasing: [], noLongerAliasing: [] });
  });

  it('lists each file once', () => {
    expect(new Set(ALIAS_MAPPED).size).toBe(ALIAS_MAPPED.length);
  });
});
