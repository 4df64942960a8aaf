import { DepositOrderList } from './DepositOrderList';

/** access / company_income: company (bank transfer / UPI) deposits awaiting audit. */
export default function CompanyIncomeList() {
  return <DepositOrderList kind="company" />;
}
