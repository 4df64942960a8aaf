import { column, defineRowMapping } from './rowMapping';

/** A row's id alone, of any table: a row just written (`returning id`), or one looked up to be changed or filtered by. */
export const idRow = defineRowMapping({ id: column('id').int() });
