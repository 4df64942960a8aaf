import { sealSecrets } from '../../plugins/money/server/secrets';
import type { Member } from './activity';
import type { Organisation } from './organisation';
import { upiOf } from './people';
import type { Random } from '../../server/seed/random';

/*
 * Payment channels per franchisee (every kind the console manages: bank and UPI collection
 * accounts, a QR code, third-party gateways, a virtual-currency wallet, automatic payout) and
 * members' saved bank accounts / UPI ids. Gateway keys are sealed with the server's secret key
 * (plugins/money/server/secrets.ts), so the channel screens decrypt and mask them like saved ones; the
 * ciphertext differs per run (random IV), everything else repeats.
 */

type Row = Record<string, unknown>;

const BANKS: [string, string][] = [
  ['State Bank of India', 'SBIN'],
  ['HDFC Bank', 'HDFC'],
  ['ICICI Bank', 'ICIC'],
  ['Axis Bank', 'UTIB'],
  ['Punjab National Bank', 'PUNB'],
  ['Kotak Mahindra Bank', 'KKBK'],
  ['Bank of Baroda', 'BARB'],
];
const CITIES: [string, string][] = [
  ['Maharashtra', 'Mumbai'],
  ['Delhi', 'New Delhi'],
  ['Karnataka', 'Bengaluru'],
];
const digits = (rng: Random, n: number) => Array.from({ length: n }, (_, i) => rng.int(i === 0 ? 1 : 0, 9)).join('');
const ifscOf = (rng: Random, prefix: string) => `${prefix}0${digits(rng, 6)}`;

export interface SeedChannel {
  id: number;
  franchisee_id: number;
  kind: string;
  for_deposit: number;
  for_withdraw: number;
  status: number;
}

/** Channels a deposit of each kind arrives through, and the payout channels, per franchisee. */
export interface ChannelIndex {
  company: Map<number, SeedChannel[]>;
  online: Map<number, SeedChannel[]>;
  payout: Map<number, SeedChannel[]>;
}

export function buildChannels(org: Organisation, rng: Random, created: number): { rows: Row[]; index: ChannelIndex } {
  const rows: Row[] = [];
  const index: ChannelIndex = { company: new Map(), online: new Map(), payout: new Map() };
  for (const f of org.franchisees) {
    const [province, city] = CITIES[(f.id - 1) % CITIES.length];
    const code = f.code.toLowerCase();
    const base = {
      franchisee_id: f.id,
      for_deposit: 1,
      for_withdraw: 0,
      min_amount: 10_000,
      max_amount: 5_000_000,
      daily_limit: 0,
      fee_bps: 0,
      bank_name: '',
      branch: '',
      province: '',
      city: '',
      payee_name: '',
      payee_account: '',
      ifsc: '',
      qr_image_url: '',
      payment_method: '',
      integer_only: 0,
      gateway_type: '',
      merchant_id: '',
      payment_code: '',
      domain: '',
      gateway_url: '',
      notify_url: '',
      return_url: '',
      quick_amounts: '',
      params_json: '[]',
      secret_enc: '',
      crypto_network: '',
      wallet_address: '',
      exchange_rate_x100: 0,
      status: 0,
      created_at: created,
      updated_at: created,
    };
    const gateway = (name: string, type: string, extra: Row) => ({
      ...base,
      kind: 'gateway',
      name,
      gateway_type: type,
      merchant_id: `M${f.id}${digits(rng, 8)}`,
      payment_code: 'UPI_INTENT',
      domain: `pay.${type.toLowerCase()}.example`,
      gateway_url: `https://pay.${type.toLowerCase()}.example/api/v2/order`,
      notify_url: `https://api.chance.example/pay/notify/${type.toLowerCase()}`,
      return_url: `https://${code}.chance.example/wallet`,
      quick_amounts: '100,300,500,1000,5000',
      params_json: JSON.stringify([`channel=${code}`]),
      secret_enc: sealSecrets({ md5Key: digits(rng, 32), privateKey: '', publicKey: '' }),
      max_amount: 10_000_000,
      fee_bps: rng.int(15, 30) * 10,
      ...extra,
    });
    const bankName = rng.pick(BANKS);
    const list: Row[] = [
      {
        ...base,
        kind: 'bank',
        name: `${f.name} current account`,
        bank_name: bankName[0],
        branch: `${city} main`,
        province,
        city,
        payee_name: `${f.name} Pvt Ltd`,
        payee_account: digits(rng, 14),
        ifsc: ifscOf(rng, bankName[1]),
        sort: 1,
      },
      {
        ...base,
        kind: 'bank',
        name: `${f.name} collection 2`,
        bank_name: BANKS[f.id % BANKS.length][0],
        branch: `${city} east`,
        province,
        city,
        payee_name: `${f.name} Pvt Ltd`,
        payee_account: digits(rng, 12),
        ifsc: ifscOf(rng, BANKS[f.id % BANKS.length][1]),
        sort: 2,
        status: f.id === 1 ? 1 : 0,
      },
      {
        ...base,
        kind: 'upi',
        name: `${f.name} UPI`,
        payee_name: `${f.name} Pvt Ltd`,
        payee_account: `${code}.collect@okhdfcbank`,
        sort: 3,
      },
      {
        ...base,
        kind: 'qr',
        name: `${f.name} QR`,
        qr_image_url: `https://cdn.chance.example/qr/${code}.png`,
        payment_method: 'UPI',
        integer_only: 1,
        sort: 4,
      },
      gateway(`${f.name} FastPay`, 'FastPay', { sort: 5 }),
      gateway(`${f.name} RupeeLink`, 'RupeeLink', { sort: 6, status: f.id === 2 ? 1 : 0 }),
      {
        ...base,
        kind: 'crypto',
        name: `${f.name} USDT`,
        crypto_network: 'TRC20',
        wallet_address: `T${digits(rng, 33)}`,
        exchange_rate_x100: rng.int(8_300, 8_700),
        sort: 7,
      },
      {
        ...base,
        kind: 'auto_payout',
        name: `${f.name} auto payout`,
        for_deposit: 0,
        for_withdraw: 1,
        gateway_type: 'FastPay',
        merchant_id: `P${f.id}${digits(rng, 8)}`,
        gateway_url: 'https://payout.fastpay.example/api/v1/transfer',
        notify_url: 'https://api.chance.example/payout/notify/fastpay',
        secret_enc: sealSecrets({
          md5Key: digits(rng, 32),
          privateKey: `-----BEGIN PRIVATE KEY-----\n${digits(rng, 64)}\n-----END PRIVATE KEY-----`,
          publicKey: '',
        }),
        max_amount: 50_000_000,
        daily_limit: 500_000_000,
        sort: 8,
      },
    ];
    for (const row of list) {
      const channel = { ...row, id: rows.length + 1 } as Row & SeedChannel;
      rows.push(channel);
      if (channel.status !== 0) continue;
      const add = (map: Map<number, SeedChannel[]>) => map.set(f.id, [...(map.get(f.id) ?? []), channel]);
      if (channel.for_withdraw === 1) add(index.payout);
      else if (['bank', 'upi', 'qr'].includes(channel.kind)) add(index.company);
      else add(index.online);
    }
  }
  return { rows, index };
}

export interface BankRow {
  id: number;
  member_id: number;
  kind: 'bank' | 'upi';
  holder_name: string;
  bank_name: string;
  ifsc: string;
  account_no: string;
  upi_id: string;
  is_default: number;
  created_at: number;
}

/** One or two saved payees for a member (the first is the default), added soon after sign-up. */
export function memberBanks(member: Member, rng: Random, nextId: () => number, now: number): BankRow[] {
  const rows: BankRow[] = [];
  for (let n = rng.chance(0.25) ? 2 : 1, i = 0; i < n; i++) {
    const upi = rng.chance(0.45);
    const [bankName, prefix] = rng.pick(BANKS);
    rows.push({
      id: nextId(),
      member_id: member.id,
      kind: upi ? 'upi' : 'bank',
      holder_name: member.real_name,
      bank_name: upi ? '' : bankName,
      ifsc: upi ? '' : ifscOf(rng, prefix),
      account_no: upi ? '' : digits(rng, rng.int(11, 16)),
      upi_id: upi ? upiOf(member, rng) : '',
      is_default: i === 0 ? 1 : 0,
      created_at: Math.min(now, member.created_at + rng.int(1, 120) * 60_000 * (i + 1)),
    });
  }
  return rows;
}

/** A bank or UPI transfer's UTR (unique transaction reference): 12 digits. */
export function utrOf(rng: Pick<Random, 'int'>): string {
  return String(rng.int(100_000, 999_999)) + String(rng.int(100_000, 999_999));
}

/** The account fields a payee is written from: a seeded BankRow, or a member_bank row (the simulator's). */
export type PayeeAccount = Pick<BankRow, 'kind' | 'holder_name' | 'bank_name' | 'ifsc' | 'account_no' | 'upi_id'>;

/** The payee a withdrawal names (withdrawal_order.destination), from the member's default account. */
export function destinationOf(bank: PayeeAccount | undefined, member: Pick<Member, 'username' | 'real_name'>): string {
  if (!bank) return JSON.stringify({ type: 'UPI', vpa: `${member.username}@okaxis`, holder: member.real_name });
  return bank.kind === 'upi'
    ? JSON.stringify({ type: 'UPI', vpa: bank.upi_id, holder: bank.holder_name })
    : JSON.stringify({ type: 'BANK', bank: bank.bank_name, ifsc: bank.ifsc, account: bank.account_no, holder: bank.holder_name });
}
