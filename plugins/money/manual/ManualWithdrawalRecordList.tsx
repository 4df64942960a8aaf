import { ManualRecordTable } from './ManualRecordTable';

/** manual_access / manual_withdrawal_record: every manual debit row, any state. */
export default function ManualWithdrawalRecordList() {
  return <ManualRecordTable resource="manualWithdrawalRecord" direction="debit" title="money.menu.manual_withdrawal_record" />;
}
