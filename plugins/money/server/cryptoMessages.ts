import type { Catalogue } from '../../../server/http/catalogue';

/** Crypto disbursement refusals (payment_management → VirtualCurrencyDisbursement), and the QR channel's picture. */
export const moneyCryptoMessages = {
  crypto_rate_unset: { en: 'The virtual-currency channel has no exchange rate set', zh: '该虚拟币渠道未设置汇率' },
  crypto_rate_changed: {
    en: "The channel's rate has changed to ₹{rate} per USDT: check the amounts and pay again",
    zh: '渠道汇率已变为 ₹{rate}/USDT，请核对金额后重新出款',
  },
  crypto_pay_on_crypto_screen: {
    en: 'Pay USDT withdrawals on the crypto payout screen, which records the rate used',
    zh: 'USDT 提现请在「虚拟币出款」页面出款（会记录所用汇率）',
  },
  crypto_mixed_franchisees: { en: 'One disbursement can only pay orders of one franchisee', zh: '一次出款只能包含同一加盟商的订单' },
  crypto_not_usdt_payee: { en: 'Order {orderNo} did not ask for a USDT payout', zh: '订单 {orderNo} 的收款方式不是 USDT' },
  crypto_network_mismatch: {
    en: 'Order {orderNo} asks for {chain}, but the channel pays on {network}',
    zh: '订单 {orderNo} 要求 {chain} 链，但该渠道使用 {network} 链',
  },
  'v.txHash': { en: 'must be the transaction hash: 8 to 128 letters and digits', zh: '必须是交易哈希：8 到 128 位字母或数字' },
  'v.qrImage': {
    en: 'must be a picture uploaded through chance-upload/image (or an https address)',
    zh: '必须是通过图片上传接口上传的图片（或 https 地址）',
  },
  'v.uniqueIds': { en: 'lists an order more than once', zh: '包含重复的订单' },
} satisfies Catalogue;
