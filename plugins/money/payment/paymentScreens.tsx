import { ChannelAddScreen } from './ChannelAddScreen';
import { ChannelScreen } from './ChannelScreen';
import { DepositRecordList, PayoutRecordList } from './RecordList';

/* The payment_management leaves, one component each (the slice loads them lazily). */

const BASE = '/money_management/payment_management';

export const BankUpiChannels = () => <ChannelScreen kinds={['bank', 'upi']} leaf="member_deposit_record" />;
export const QrChannels = () => <ChannelScreen kinds={['qr']} leaf="qrCode_deposit" />;
export const GatewayChannels = () => <ChannelScreen kinds={['gateway']} leaf="third_payment" addPath={`${BASE}/third_payment_add`} />;
export const GatewayAdd = () => <ChannelAddScreen kind="gateway" listPath={`${BASE}/third_payment`} />;
export const CryptoChannels = () => <ChannelScreen kinds={['crypto']} leaf="virtual_currency" addPath={`${BASE}/virtual_currency_add`} />;
export const CryptoAdd = () => <ChannelAddScreen kind="crypto" listPath={`${BASE}/virtual_currency`} />;
export const PayoutChannels = () => (
  <ChannelScreen kinds={['auto_payout']} leaf="automatic_withdrawal" addPath={`${BASE}/automatic_withdrawal_add`} />
);
export const PayoutAdd = () => <ChannelAddScreen kind="auto_payout" listPath={`${BASE}/automatic_withdrawal`} />;
export const BankDepositRecords = () => <DepositRecordList resource="bankDepositRecord" leaf="bank_deposit_record" />;
export const QrDepositRecords = () => <DepositRecordList resource="qrDepositRecord" leaf="member_deposit_record_qr" />;
export const GatewayDepositRecords = () => <DepositRecordList resource="gatewayDepositRecord" leaf="third_payment_deposit_record" />;
export const PayoutRecords = () => <PayoutRecordList resource="autoPayoutRecord" leaf="automatic_withdrawal_record" />;
