import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/** A row's id alone, of any of the plugin's tables: a row just written, one looked up to be changed or filtered by. */
export const idRow = defineRowMapping({ id: column('id').int() });
