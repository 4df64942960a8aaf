import { ManualRecordTable } from './ManualRecordTable';

/** manual_access / manual_deposit_record: every manual credit row, any state. */
export default function ManualDepositRecordList() {
  return <ManualRecordTable resource="manualDepositRecord" direction="credit" title="money.menu.manual_deposit_record" />;
}
