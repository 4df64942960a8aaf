import { column, defineRowMapping } from '../../../../server/db/rowMapping';
import { publishWindowRow } from '../publishWindow';

/*
 * What every publishable table's record reads (publishableContent.ts): its own id, owner, sort,
 * window and times, and the two names the factory joins to every row (franchisee, author). Each
 * table's mapping extends this one with its own columns. Times epoch ms, as stored.
 */
export const publishableRow = publishWindowRow.extend({
  id: column('id').int(),
  franchiseeId: column('franchisee_id').int().nullable(),
  franchiseeName: column('franchisee_name').text().nullable(),
  sort: column('sort').int(),
  createdBy: column('creator_username').text().nullable(),
  createdAt: column('created_at').epochMs(),
  updatedAt: column('updated_at').epochMs(),
});

/** The choices the options routes answer: a franchisee, a station (with its franchisee). */
export const franchiseeChoiceRow = defineRowMapping({
  id: column('id').int(),
  name: column('name').text(),
});
export const stationChoiceRow = franchiseeChoiceRow.extend({
  franchiseeId: column('franchisee_id').int(),
});

/** A member as a notice's recipients name it: by account. */
export const memberAccountRow = defineRowMapping({
  id: column('id').int(),
  account: column('username').text(),
});
