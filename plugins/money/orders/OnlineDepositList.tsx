import { DepositOrderList } from './DepositOrderList';

/** access / online_deposit: gateway deposits. */
export default function OnlineDepositList() {
  return <DepositOrderList kind="online" />;
}
