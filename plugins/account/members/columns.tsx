import { Chip, Link } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { BombayDateField, DataTable, MoneyField } from '../../../src';
import type { MemberRecord } from './memberCalls';

/*
 * The member table's columns, in the order shown by default, with how each renders and whether
 * the server can sort on it. The same list feeds the DataTable and the export (visible columns),
 * so what is exported is what the user sees. The default set fits a 1440 px screen beside the
 * pinned actions; the column chooser brings back the rest.
 */

type Kind = 'text' | 'money' | 'time' | 'int' | 'account' | 'tag' | 'locked' | 'online' | 'yesno';

interface ColumnDef {
  source: keyof MemberRecord & string;
  kind: Kind;
  sortable?: boolean;
  hidden?: boolean;
}

export const MEMBER_TABLE_COLUMNS: readonly ColumnDef[] = [
  { source: 'id', kind: 'int', sortable: true },
  { source: 'username', kind: 'account', sortable: true },
  { source: 'nickname', kind: 'text', hidden: true },
  { source: 'realName', kind: 'text', hidden: true },
  { source: 'phone', kind: 'text' },
  { source: 'email', kind: 'text', hidden: true },
  { source: 'agentName', kind: 'text' },
  { source: 'balance', kind: 'money', sortable: true },
  { source: 'frozen', kind: 'money', hidden: true },
  { source: 'yuebaoBalance', kind: 'money', sortable: true, hidden: true },
  { source: 'vipLevel', kind: 'int', sortable: true },
  { source: 'points', kind: 'int', sortable: true, hidden: true },
  { source: 'customerClass', kind: 'text', hidden: true },
  { source: 'customerTag', kind: 'tag' },
  { source: 'status', kind: 'locked' },
  { source: 'online', kind: 'online', sortable: true, hidden: true },
  { source: 'firstCharged', kind: 'yesno', hidden: true },
  { source: 'firstChargeAt', kind: 'time', sortable: true, hidden: true },
  { source: 'firstChargeAmount', kind: 'money', hidden: true },
  { source: 'totalRecharge', kind: 'money', sortable: true, hidden: true },
  { source: 'totalWithdrawal', kind: 'money', sortable: true, hidden: true },
  { source: 'totalBet', kind: 'money', sortable: true, hidden: true },
  { source: 'totalWin', kind: 'money', sortable: true, hidden: true },
  { source: 'createdAt', kind: 'time', sortable: true, hidden: true },
  { source: 'registerIp', kind: 'text', hidden: true },
  { source: 'registerDevice', kind: 'text', hidden: true },
  { source: 'lastLoginAt', kind: 'time', sortable: true },
  { source: 'lastLoginIp', kind: 'text', hidden: true },
  { source: 'lastLoginDevice', kind: 'text', hidden: true },
  { source: 'remarkFront', kind: 'text', hidden: true },
  { source: 'remarkBack', kind: 'text', hidden: true },
];

export const DEFAULT_HIDDEN = MEMBER_TABLE_COLUMNS.filter((c) => c.hidden).map((c) => c.source);

function AccountLink({ record }: { record: MemberRecord }) {
  const createPath = useCreatePath();
  return (
    <Link component={RouterLink} to={createPath({ resource: 'member', id: record.id, type: 'show' })} onClick={(e) => e.stopPropagation()}>
      {record.username}
    </Link>
  );
}

/** The words of each flag kind, on and off (the export writes the same words: a unit test compares them). */
export const FLAG_KEYS = {
  locked: ['account.members.locked', 'account.members.unlocked'],
  online: ['account.members.online', 'account.members.offline'],
  yesno: ['account.members.filters.yes', 'account.members.filters.no'],
} as const satisfies Partial<Record<Kind, readonly [string, string]>>;

function Flag({ on, onKey, offKey, color }: { on: boolean; onKey: string; offKey: string; color: 'error' | 'success' }) {
  const translate = useTranslate();
  return <Chip size="small" variant={on ? 'filled' : 'outlined'} color={on ? color : 'default'} label={translate(on ? onKey : offKey)} />;
}

function cell(c: ColumnDef) {
  switch (c.kind) {
    case 'money':
      return { children: <MoneyField source={c.source} /> };
    case 'time':
      return { children: <BombayDateField source={c.source} /> };
    case 'account':
      return { render: (r: MemberRecord) => <AccountLink record={r} /> };
    case 'tag':
      return { render: (r: MemberRecord) => (r.customerTag ? <Chip size="small" label={r.customerTag} /> : '') };
    case 'locked':
      return {
        render: (r: MemberRecord) => <Flag on={r.status === 1} onKey={FLAG_KEYS.locked[0]} offKey={FLAG_KEYS.locked[1]} color="error" />,
      };
    case 'online':
      return {
        render: (r: MemberRecord) => <Flag on={r.online === 1} onKey={FLAG_KEYS.online[0]} offKey={FLAG_KEYS.online[1]} color="success" />,
      };
    case 'yesno':
      return {
        render: (r: MemberRecord) => <Flag on={r[c.source] === 1} onKey={FLAG_KEYS.yesno[0]} offKey={FLAG_KEYS.yesno[1]} color="success" />,
      };
    default:
      return {};
  }
}

/** One DataTable.Col per column definition (label = the export header). */
export function memberColumnElements() {
  return MEMBER_TABLE_COLUMNS.map((c) => (
    <DataTable.Col<MemberRecord>
      key={c.source}
      source={c.source}
      label={`account.members.columns.${c.source}`}
      disableSort={!c.sortable}
      {...cell(c)}
    />
  ));
}
