import { Chip, Grid, Typography } from '@mui/material';
import { Show, TabbedShowLayout, TabbedShowLayoutTabs, useRecordContext, useTranslate } from 'react-admin';
import { formatBombay, formatPaise } from '../../../src';
import { BankTab, PointsTab, RegistDiscountTab } from './DetailTabs';
import type { MemberDetail, MemberRecord } from './memberCalls';
import { MemberHistory, type HistoryColumn } from './MemberHistory';

/*
 * Member detail (chance-member/detail): the profile with every label of spec §3, then one tab
 * per history — bank / UPI, points, bets, deposits, withdrawals, ledger (balance after each
 * posting), login log, remarks — and the registration discount.
 */

const MONEY = new Set([
  'balance',
  'frozen',
  'bonus',
  'yuebaoBalance',
  'firstChargeAmount',
  'totalRecharge',
  'totalWithdrawal',
  'totalBet',
  'totalWin',
]);
const TIMES = new Set(['createdAt', 'lastLoginAt', 'firstChargeAt']);
const PROFILE = [
  'username',
  'nickname',
  'realName',
  'phone',
  'email',
  'agentName',
  'balance',
  'frozen',
  'yuebaoBalance',
  'vipLevel',
  'points',
  'customerClass',
  'customerTag',
  'firstChargeAt',
  'firstChargeAmount',
  'totalRecharge',
  'totalWithdrawal',
  'totalBet',
  'totalWin',
  'createdAt',
  'registerIp',
  'registerDevice',
  'lastLoginAt',
  'lastLoginIp',
  'lastLoginDevice',
  'remarkFront',
  'remarkBack',
] as const;

function Profile() {
  const record = useRecordContext<MemberDetail>();
  const translate = useTranslate();
  if (!record) return null;
  const value = (key: string) => {
    const v = (record as unknown as Record<string, unknown>)[key];
    if (v === null || v === undefined || v === '') return '-';
    if (MONEY.has(key)) return formatPaise(Number(v));
    if (TIMES.has(key)) return formatBombay(Number(v));
    return String(v);
  };
  return (
    <Grid container spacing={2} data-testid="member-profile">
      <Grid size={12} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          color={record.status === 1 ? 'error' : 'success'}
          label={translate(record.status === 1 ? 'account.members.locked' : 'account.members.unlocked')}
        />
        <Chip
          variant="outlined"
          color={record.online === 1 ? 'success' : 'default'}
          label={translate(record.online === 1 ? 'account.members.online' : 'account.members.offline')}
        />
        {record.status === 1 && record.lockReason && <Chip variant="outlined" label={record.lockReason} />}
        <Chip variant="outlined" label={record.stationName} />
      </Grid>
      {PROFILE.map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <Typography variant="caption" color="text.secondary">
            {translate(`account.members.columns.${key}`)}
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {value(key)}
          </Typography>
        </Grid>
      ))}
      <Grid size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
        <Typography variant="caption" color="text.secondary">
          {translate('account.members.sex')}
        </Typography>
        <Typography variant="body2">{translate(`account.members.sexes.${record.sex}`)}</Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
        <Typography variant="caption" color="text.secondary">
          {translate('account.members.birthDate')}
        </Typography>
        <Typography variant="body2">{record.birthDate ?? '-'}</Typography>
      </Grid>
    </Grid>
  );
}

const t = (tab: string, key: string) => `account.members.detailTabs.${tab}.${key}`;
const BETS: HistoryColumn[] = [
  { key: 'betNo', label: t('bets', 'betNo') },
  { key: 'gameName', label: t('bets', 'game') },
  { key: 'issueNo', label: t('bets', 'issueNo') },
  { key: 'selection', label: t('bets', 'selection') },
  { key: 'stake', label: t('bets', 'stake'), kind: 'money' },
  { key: 'payout', label: t('bets', 'payout'), kind: 'money' },
  { key: 'status', label: t('bets', 'status'), codes: 'account.members.betStatuses' },
  { key: 'createdAt', label: t('bets', 'createdAt'), kind: 'time' },
];
const DEPOSITS: HistoryColumn[] = [
  { key: 'orderNo', label: t('orders', 'orderNo') },
  { key: 'kind', label: t('orders', 'kind'), codes: 'account.members.depositKinds' },
  { key: 'amount', label: t('orders', 'amount'), kind: 'money' },
  { key: 'bonus', label: t('orders', 'bonus'), kind: 'money' },
  { key: 'status', label: t('orders', 'status'), codes: 'account.members.orderStatuses' },
  { key: 'createdAt', label: t('orders', 'createdAt'), kind: 'time' },
  { key: 'reviewedAt', label: t('orders', 'reviewedAt'), kind: 'time' },
];
const WITHDRAWALS: HistoryColumn[] = [
  { key: 'orderNo', label: t('orders', 'orderNo') },
  { key: 'amount', label: t('orders', 'amount'), kind: 'money' },
  { key: 'fee', label: t('orders', 'fee'), kind: 'money' },
  { key: 'netPayout', label: t('orders', 'netPayout'), kind: 'money' },
  { key: 'stage', label: t('orders', 'stage'), codes: 'account.members.stages' },
  { key: 'createdAt', label: t('orders', 'createdAt'), kind: 'time' },
  { key: 'paidAt', label: t('orders', 'paidAt'), kind: 'time' },
];
const LEDGER: HistoryColumn[] = [
  { key: 'createdAt', label: t('ledger', 'createdAt'), kind: 'time' },
  { key: 'type', label: t('ledger', 'type'), codes: 'account.members.journalTypes' },
  { key: 'bucket', label: t('ledger', 'bucket'), codes: 'account.members.buckets' },
  { key: 'amount', label: t('ledger', 'amount'), kind: 'signed' },
  { key: 'balanceAfter', label: t('ledger', 'balanceAfter'), kind: 'money' },
  { key: 'remark', label: t('ledger', 'remark') },
];
const LOGINS: HistoryColumn[] = [
  { key: 'createdAt', label: t('logins', 'createdAt'), kind: 'time' },
  { key: 'ip', label: t('logins', 'ip') },
  { key: 'device', label: t('logins', 'device') },
  { key: 'source', label: t('logins', 'source') },
  { key: 'geo', label: t('logins', 'geo') },
  { key: 'success', label: t('logins', 'success'), codes: 'account.members.loginResults' },
];
const REMARKS: HistoryColumn[] = [
  { key: 'createdAt', label: t('remarks', 'createdAt'), kind: 'time' },
  { key: 'kind', label: t('remarks', 'kind'), codes: 'account.members.remarkKinds' },
  { key: 'content', label: t('remarks', 'content') },
  { key: 'staff', label: t('remarks', 'staff') },
];

function Tabs() {
  const record = useRecordContext<MemberRecord>();
  if (!record) return null;
  const id = record.id;
  return (
    // Ten tabs overflow the row (in English already at 1440 px): scroll buttons reach the last ones.
    <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}>
      <TabbedShowLayout.Tab label="account.members.detailTabs.profile">
        <Profile />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="account.members.detailTabs.bankTitle" path="bank">
        <BankTab id={id} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="account.members.detailTabs.pointsTitle" path="points">
        <PointsTab id={id} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="account.members.detailTabs.betsTitle" path="bets">
        <MemberHistory resource="memberBets" memberId={id} columns={BETS} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="account.members.detailTabs.depositsTitle" path="deposits">
        <MemberHistory resource="memberHistory" memberId={id} tab="deposits" columns={DEPOSITS} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="account.members.detailTabs.withdrawalsTitle" path="withdrawals">
        <MemberHistory resource="memberHistory" memberId={id} tab="withdrawals" columns={WITHDRAWALS} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="account.members.detailTabs.ledgerTitle" path="ledger">
        <MemberHistory resource="memberHistory" memberId={id} tab="ledger" columns={LEDGER} testId="member-ledger" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="account.members.detailTabs.loginsTitle" path="logins">
        <MemberHistory resource="memberHistory" memberId={id} tab="loginLog" columns={LOGINS} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="account.members.detailTabs.remarksTitle" path="remarks">
        <MemberHistory resource="memberHistory" memberId={id} tab="remarks" columns={REMARKS} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="account.members.detailTabs.discountTitle" path="discount">
        <RegistDiscountTab id={id} />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  );
}

export default function MemberShow() {
  return (
    <Show resource="member" title="account.members.detail">
      <Tabs />
    </Show>
  );
}
