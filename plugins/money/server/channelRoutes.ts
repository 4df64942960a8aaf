import type { Caller } from '../../../server/auth/session';
import type { Database } from '../../../server/db/database';
import type { ChannelKind, PaymentChannelTable } from './tables/moneyTables';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { menuAllows } from '../../../server/menu/catalogue';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import type { AnswerOf } from '../../../shared/contract';
import { mask, openSecrets, sealSecrets, type ChannelSecrets } from './secrets';
import { channelContracts as contracts } from '../shared/channelContract';
import type { MenuChildName } from '../../../shared/menuTree';
import { MONEY_MENU } from '../shared/menuTree';

/*
 * Payment channels (money_management → payment_management): bank / UPI accounts, QR codes,
 * third-party gateways, virtual currency wallets and automatic payout. Gateway secrets are stored
 * encrypted (secrets.ts) and only ever answered masked; saving a masked value back keeps the
 * stored secret. Each kind is guarded by its own menu entry.
 */

const PAYMENT = MONEY_MENU.money_management.payment_management;
const KIND_MENU: Record<ChannelKind, MenuChildName<typeof PAYMENT>> = {
  bank: 'member_deposit_record',
  upi: 'member_deposit_record',
  qr: 'qrCode_deposit',
  gateway: 'third_payment',
  crypto: 'virtual_currency',
  auto_payout: 'automatic_withdrawal',
};
const MENU = PAYMENT.path;

function assertKindAllowed(caller: Caller, kind: ChannelKind): void {
  if (!menuAllows(caller.menuList, PAYMENT[KIND_MENU[kind]].path)) throw new ApiError('A0301', 'access_denied');
}

const COLUMNS: Record<string, keyof PaymentChannelTable> = {
  subName: 'sub_name',
  code: 'code',
  forDeposit: 'for_deposit',
  forWithdraw: 'for_withdraw',
  minAmount: 'min_amount',
  maxAmount: 'max_amount',
  dailyLimit: 'daily_limit',
  feeBps: 'fee_bps',
  bankName: 'bank_name',
  branch: 'branch',
  province: 'province',
  city: 'city',
  payeeName: 'payee_name',
  payeeAccount: 'payee_account',
  ifsc: 'ifsc',
  qrImageUrl: 'qr_image_url',
  paymentMethod: 'payment_method',
  integerOnly: 'integer_only',
  gatewayType: 'gateway_type',
  merchantId: 'merchant_id',
  paymentCode: 'payment_code',
  domain: 'domain',
  gatewayUrl: 'gateway_url',
  notifyUrl: 'notify_url',
  returnUrl: 'return_url',
  quickAmounts: 'quick_amounts',
  cryptoNetwork: 'crypto_network',
  walletAddress: 'wallet_address',
  exchangeRateX100: 'exchange_rate_x100',
  sort: 'sort',
};

type ChannelRow = { [K in keyof PaymentChannelTable]: PaymentChannelTable[K] extends { __select__: infer S } ? S : PaymentChannelTable[K] };

type StoredParam = string | { secret: true };
type SentParam = string | { value: string; secret: boolean };

/** Params as answered: plain ones as stored, secret ones masked. */
function presentParams(paramsJson: string, secrets: ChannelSecrets): (string | { value: string; secret: true })[] {
  return (JSON.parse(paramsJson) as StoredParam[]).map((p, i) =>
    typeof p === 'string' ? p : { value: mask(secrets.params?.[i] ?? ''), secret: true },
  );
}

/**
 * Params to store (secret ones as a marker only) and the secret values to seal by position; a
 * secret param sent back as the mask it was shown keeps its stored value.
 */
function splitParams(sent: readonly SentParam[], stored: ChannelSecrets): { params: StoredParam[]; secret: (string | null)[] } {
  const params: StoredParam[] = [];
  const secret: (string | null)[] = [];
  sent.forEach((p, i) => {
    if (typeof p === 'string' || !p.secret) {
      params.push(typeof p === 'string' ? p : p.value);
      secret.push(null);
      return;
    }
    const kept = stored.params?.[i] ?? null;
    params.push({ secret: true });
    secret.push(kept !== null && p.value === mask(kept) ? kept : p.value);
  });
  return { params, secret };
}

type Channel = AnswerOf<typeof contracts.save>;

/** A channel as answered: camelCase, secrets masked, never the ciphertext. */
function present(row: ChannelRow): Channel {
  const secrets = openSecrets(row.secret_enc);
  const out: Record<string, unknown> = {
    id: row.id,
    kind: row.kind,
    name: row.name,
    franchiseeId: row.franchisee_id,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  for (const [field, column] of Object.entries(COLUMNS)) out[field] = row[column];
  out.params = presentParams(row.params_json, secrets);
  out.md5Key = mask(secrets.md5Key);
  out.privateKey = mask(secrets.privateKey);
  out.publicKey = mask(secrets.publicKey);
  // Filled column by column from COLUMNS: the contract names each field.
  return out as Channel;
}

const channelScope = (caller: Caller) => scopeFilter(scopeOf(caller), { franchisee: 'payment_channel.franchisee_id' });

async function loadChannel(db: Database, caller: Caller, id: number): Promise<ChannelRow> {
  const row = await db.selectFrom('payment_channel').selectAll().where('id', '=', id).where(channelScope(caller)).executeTakeFirst();
  if (!row) throw new ApiError('A0404', 'not_found');
  assertKindAllowed(caller, row.kind);
  return row as ChannelRow;
}

// The configured display order, then id.
const CHANNEL_SORT = defineSort({
  columns: { sort: 'payment_channel.sort', id: 'payment_channel.id', created_at: 'payment_channel.created_at' },
  defaultField: 'sort',
  defaultOrder: 'asc',
  tieBreak: { column: 'payment_channel.id', order: 'asc' },
});

export const channelRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU,
    async handler({ db, caller, body }) {
      assertKindAllowed(caller, body.kind);
      const filtered = db
        .selectFrom('payment_channel')
        .where('payment_channel.kind', '=', body.kind)
        .where(channelScope(caller))
        .$if(body.status !== undefined, (q) => q.where('payment_channel.status', '=', body.status as number))
        .$if(body.forWithdraw !== undefined, (q) => q.where('payment_channel.for_withdraw', '=', body.forWithdraw as number));
      const { list, total } = await pagedList(db, { query: filtered, select: (q) => q.selectAll(), sort: CHANNEL_SORT, page: body });
      return { list: list.map((r) => present(r as ChannelRow)), total };
    },
  }),

  defineRoute({
    contract: contracts.save,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU,
    writes: { action: 'payment_channel.save', targetType: 'payment_channel' },
    async handler({ db, caller, body, audit, now }) {
      assertKindAllowed(caller, body.kind);
      const before = body.id === undefined ? undefined : await loadChannel(db, caller, body.id);
      if (before && before.kind !== body.kind) throw new ApiError('A0400', 'bad_request');
      // A secret left out, or sent back as the mask the console was shown, keeps the stored one.
      const stored = before ? openSecrets(before.secret_enc) : openSecrets('');
      const secrets = {} as ChannelSecrets;
      for (const field of ['md5Key', 'privateKey', 'publicKey'] as const) {
        const sent = body[field];
        secrets[field] = sent === undefined || sent === mask(stored[field]) ? stored[field] : sent;
      }
      secrets.params = stored.params;
      let paramsJson: string | undefined;
      if (body.params !== undefined) {
        const split = splitParams(body.params, stored);
        paramsJson = JSON.stringify(split.params);
        secrets.params = split.secret;
      }
      const values: Record<string, unknown> = { name: body.name, secret_enc: sealSecrets(secrets), updated_at: now };
      for (const [field, column] of Object.entries(COLUMNS)) {
        const value = (body as Record<string, unknown>)[field];
        if (value !== undefined) values[column] = value;
      }
      if (paramsJson !== undefined) values.params_json = paramsJson;
      const franchiseeId = caller.role === 'admin' ? (body.franchiseeId ?? before?.franchisee_id ?? null) : caller.franchiseeId;
      let id: number;
      if (before) {
        await db.updateTable('payment_channel').set(values).where('id', '=', before.id).execute();
        id = before.id;
      } else {
        const row = await db
          .insertInto('payment_channel')
          .values({ ...values, kind: body.kind, name: body.name, franchisee_id: franchiseeId, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      }
      const after = present(
        (await db.selectFrom('payment_channel').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as ChannelRow,
      );
      audit({ targetId: id, before: before ? present(before) : undefined, after });
      return after;
    },
  }),

  defineRoute({
    contract: contracts.status,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU,
    writes: { action: 'payment_channel.status', targetType: 'payment_channel' },
    async handler({ db, caller, body, audit, now }) {
      const before = await loadChannel(db, caller, body.id);
      await db.updateTable('payment_channel').set({ status: body.status, updated_at: now }).where('id', '=', body.id).execute();
      audit({ targetId: body.id, before: { status: before.status }, after: { status: body.status } });
      return null;
    },
  }),
];
