// @engine-independent: reads the server's source text, no database; SQLite pass only (jest.config.js).
import { serverFilesWith } from '../helpers/serverSources';
import { HAND_MAPPED, handConversions } from './handMapped';

// Issue 41, item 3: rows become answers through one declared mapping per table
// (server/db/rowMapping.ts). HAND_MAPPED lists the server files still converting rows by hand; it
// only shrinks. A file not listed that starts converting by hand fails here (declare the table's
// mapping instead), and a listed file that no longer does must leave the list.
const handMapped = serverFilesWith(handConversions);

describe('hand row conversions', () => {
  it('are found by the pattern the list is kept with', () => {
    expect(handConversions('list: rows.map((r) => ({ id: Number(r.id), at: Number( row.created_at ) }))')).toBe(2);
    expect(handConversions('list: rows.map(noticeRow.map); const n = Number(body.amount); Number(rows.length)')).toBe(0);
    expect(handConversions('minBet: Number(g.min_bet), houseProfit: Number(p.house_profit), n: Number(body.maxBet)')).toBe(2);
  });

  it('no file converts rows by hand but those listed, and every listed one still does', () => {
    const listed = [...HAND_MAPPED].sort();
    expect({
      newlyHandMapped: handMapped.filter((file) => !listed.includes(file)),
      noLongerHandMapped: listed.filter((file) => !handMapped.includes(file)),
    }).toEqual({ newlyHandMapped: [], noLongerHandMapped: [] });
  });

  it('lists each file once', () => {
    expect(new Set(HAND_MAPPED).size).toBe(HAND_MAPPED.length);
  });
});
