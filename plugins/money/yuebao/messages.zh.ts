/** Texts of the Yue Bao (余额宝) screens, under money.*. */
export const yuebaoMessages = {
  menu: { balance: '余额宝', balanceSet: '余额宝设置', balanceRecord: '余额宝记录' },
  yuebao: {
    add: '新增档位', edit: '编辑', saved: '已保存，次日（孟买时间）起生效', enable: '启用', disable: '停用', actions: '操作',
    confirmStatus: '确认%{action}最低金额 %{amount} 的档位？次日（孟买时间）起生效。',
    statusChanged: '已%{action}，%{day} 起生效',
    rule: '利息按日计算：全天持有的金额按日利率计，当天转入（含前一日利息）的金额按二级利率计；利息向下取整到派士，不足一派士的部分结转到该会员的下一天，不会丢失。修改次日（孟买时间）起生效。',
    on: '开', off: '关', enabled: '启用', disabled: '停用', startsTomorrow: '次日起', pendingFrom: '%{day} 起', todayTerms: '今日：%{rate}，%{state}',
    fields: {
      id: 'ID', minAmount: '最低金额 (₹)', rate: '日利率 (%)', secondaryRate: '二级利率 (%)', annual: '年化约', autoTransfer: '自动转出', transferTime: '转出时间（孟买）',
      status: '状态', effectiveFrom: '生效日期',
    },
    hints: { rate: '每日百分比，最多四位小数，上限 1', autoTransfer: '开：利息在次日转出时间转入钱包；关：利息留在余额宝内继续计息', transferTime: 'HH:MM，次日孟买时间' },
    col: {
      businessDate: '日期', username: '会员', memberId: '会员 ID', tier: '档位', opening: '日初余额', lowest: '全天最低余额', transferIn: '转入', transferOut: '转出', closing: '余额宝余额',
      rate: '利率（日/二级）', interest: '利息', transferAmount: '自动转出金额', status: '状态', transferredAt: '转出时间', remainder: '结转（百万分之一派士）',
    },
    tierName: '≥ %{amount}', noTier: '未达档位',
    filter: { from: '开始日期', to: '结束日期' },
    status: { 0: '无利息', 1: '已计入余额宝', 2: '待自动转出', 3: '已转入钱包' },
    totals: { title: '合计', records: '%{count} 条记录', members: '会员数', closing: '余额合计', transferIn: '转入合计', transferOut: '转出合计', interest: '利息合计', transferAmount: '自动转出合计' },
    v: { required: '必填', amount: '请输入不超过两位小数的金额', rate: '请输入 0 到 1 之间、最多四位小数的百分比', time: '请输入 HH:MM 格式的时间' },
  },
};
