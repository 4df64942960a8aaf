import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/** A member's summed paise in a task window (deposits credited, valid stakes): `coalesce(sum(…), 0) as n`. */
export const paiseTotalRow = defineRowMapping({ n: column('n').money() });
