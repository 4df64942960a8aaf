import type { TranslateFunction } from 'react-admin';
import { DataTable } from '../../../src';
import type { Direction } from './manualCalls';

/** Why the money moved, in the direction's own reason names (an unknown code shows as itself). */
export const reasonTypeColumn = (translate: TranslateFunction, direction: Direction) => (
  <DataTable.Col<{ reasonType: string }>
    source="reasonType"
    label="money.manual.col.reasonType"
    disableSort
    render={(r) => translate(`money.manual.reason.${direction}.${r.reasonType}`, { _: r.reasonType })}
  />
);
