/*
 * The member list's columns: API field name, kind (how the export formats it) and header label in
 * both console languages. The console's column labels are the same texts (a unit test compares
 * them), so an export's header row reads like the list the user was looking at. Shared because the
 * export's contract (memberListContract.ts) takes these keys as the columns a client may ask for.
 */
export type ColumnKind = 'text' | 'int' | 'money' | 'time' | 'flag';

export interface MemberColumn {
  key: string;
  kind: ColumnKind;
  zh: string;
  en: string;
  /** A flag's words for on and off, as the list's chip says them (a unit test compares them). */
  words?: { zh: readonly [on: string, off: string]; en: readonly [on: string, off: string] };
}

const YES_NO = { zh: ['是', '否'], en: ['Yes', 'No'] } as const;

export const MEMBER_COLUMNS: readonly MemberColumn[] = [
  { key: 'id', kind: 'int', zh: 'ID', en: 'ID' },
  { key: 'username', kind: 'text', zh: '账号', en: 'Account' },
  { key: 'nickname', kind: 'text', zh: '昵称', en: 'Nickname' },
  { key: 'realName', kind: 'text', zh: '真实姓名', en: 'Real name' },
  { key: 'phone', kind: 'text', zh: '手机号', en: 'Phone' },
  { key: 'email', kind: 'text', zh: '邮箱', en: 'E-mail' },
  { key: 'agentName', kind: 'text', zh: '上级代理', en: 'Parent agent' },
  { key: 'balance', kind: 'money', zh: '余额', en: 'Balance' },
  { key: 'frozen', kind: 'money', zh: '冻结金额', en: 'Frozen' },
  { key: 'yuebaoBalance', kind: 'money', zh: '余额宝', en: 'Yue Bao balance' },
  { key: 'vipLevel', kind: 'int', zh: 'VIP等级', en: 'VIP level' },
  { key: 'points', kind: 'int', zh: '积分', en: 'Points' },
  { key: 'customerClass', kind: 'text', zh: '客户分类', en: 'Customer class' },
  { key: 'customerTag', kind: 'text', zh: '客户标签', en: 'Customer tag' },
  { key: 'status', kind: 'flag', zh: '锁定', en: 'Locked', words: { zh: ['已锁定', '正常'], en: ['Locked', 'Active'] } },
  { key: 'online', kind: 'flag', zh: '在线', en: 'Online', words: { zh: ['在线', '离线'], en: ['Online', 'Offline'] } },
  { key: 'firstCharged', kind: 'flag', zh: '已首充', en: 'First-charged', words: YES_NO },
  { key: 'firstChargeAt', kind: 'time', zh: '首充时间', en: 'First charge time' },
  { key: 'firstChargeAmount', kind: 'money', zh: '首充金额', en: 'First charge amount' },
  { key: 'totalRecharge', kind: 'money', zh: '总充值', en: 'Total recharge' },
  { key: 'totalWithdrawal', kind: 'money', zh: '总提现', en: 'Total withdrawal' },
  { key: 'totalBet', kind: 'money', zh: '总投注', en: 'Total bets' },
  { key: 'totalWin', kind: 'money', zh: '总中奖', en: 'Total winnings' },
  { key: 'createdAt', kind: 'time', zh: '注册时间', en: 'Registered' },
  { key: 'registerIp', kind: 'text', zh: '注册IP', en: 'Registration IP' },
  { key: 'registerDevice', kind: 'text', zh: '注册设备', en: 'Registration device' },
  { key: 'lastLoginAt', kind: 'time', zh: '最后登录', en: 'Last login' },
  { key: 'lastLoginIp', kind: 'text', zh: '登录IP', en: 'Login IP' },
  { key: 'lastLoginDevice', kind: 'text', zh: '登录设备', en: 'Login device' },
  { key: 'remarkFront', kind: 'text', zh: '前台备注', en: 'Front-desk remark' },
  { key: 'remarkBack', kind: 'text', zh: '后台备注', en: 'Back-office remark' },
];

export const MEMBER_COLUMN_KEYS = MEMBER_COLUMNS.map((c) => c.key) as [string, ...string[]];
