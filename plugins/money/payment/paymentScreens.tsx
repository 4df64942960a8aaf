import { ChannelAddScreen } from './ChannelAddScreen';
import { ChannelScreen } from './ChannelScreen';
import { DepositRecordList, PayoutRecordList } from './RecordList';
import { menuUrl } from '../../../shared/menuUrl';
import { MONEY_MENU } from '../shared/menuTree';

/* The payment_management leaves, one component each (the slice loads them lazily). */

const PAYMENT = MONEY_MENU.money_management.payment_management;

export const BankUpiChannels = () => <ChannelScreen kinds={['bank', 'upi']} leaf="member_deposit_record" />;
export const QrChannels = () => <ChannelScreen kinds={['qr']} leaf="qrCode_deposit" />;
export const GatewayChannels = () => (
  <ChannelScreen kinds={['gateway']} leaf="third_payment" addPath={menuUrl(PAYMENT.third_payment_add.path)} />
);
export const GatewayAdd = () => <ChannelAddScreen kind="gateway" listPath={menuUrl(PAYMENT.third_payment.path)} />;
export const CryptoChannels = () => (
  <ChannelScreen kinds={['crypto']} leaf="virtual_currency" addPath={menuUrl(PAYMENT.virtual_currency_add.path)} />
);
export const CryptoAdd = () => <ChannelAddScreen kind="crypto" listPath={menuUrl(PAYMENT.virtual_currency.path)} />;
export const PayoutChannels = () => (
  <ChannelScreen kinds={['auto_payout']} leaf="automatic_withdrawal" addPath={menuUrl(PAYMENT.automatic_withdrawal_add.path)} />
);
export const PayoutAdd = () => <ChannelAddScreen kind="auto_payout" listPath={menuUrl(PAYMENT.automatic_withdrawal.path)} />;
export const BankDepositRecords = () => <DepositRecordList resource="bankDepositRecord" leaf="bank_deposit_record" />;
export const QrDepositRecords = () => <DepositRecordList resource="qrDepositRecord" leaf="member_deposit_record_qr" />;
export const GatewayDepositRecords = () => <DepositRecordList resource="gatewayDepositRecord" leaf="third_payment_deposit_record" />;
export const PayoutRecords = () => <PayoutRecordList resource="autoPayoutRecord" leaf="automatic_withdrawal_record" />;
