import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/**
 * The id the database gave a row the lucky draw inserted (RETURNING id): a campaign, the points
 * ledger entry of a points prize, the ticket of a ticket prize.
 */
export const createdIdRow = defineRowMapping({ id: column('id').int() });
