export const messages = {
  resources: { home: { name: '首页数据' } },
  dashboard: {
    menu: { dashboard: '首页' },
    title: '首页',
    members: '会员总数',
    registrations: '今日注册',
    online: '在线会员',
    deposits: '今日存款',
    withdrawals: '今日提款',
    firstDeposits: '今日首充',
    net: '今日存提差',
    pending: '待审核',
    count: '%{count} 笔',
    people: '%{count} 人',
    vsYesterday: '昨日 %{value}',
    chartTitle: '近 %{days} 天趋势',
    chartMoney: '资金',
    chartMembers: '会员',
    depositAmount: '存款金额',
    withdrawalAmount: '提款金额',
    registrationsSeries: '注册人数',
    firstDepositsSeries: '首充人数',
    loadError: '数据加载失败',
    retry: '重试',
    empty: '暂无数据',
    updatedAt: '更新于 %{time}',
  },
};

/** The plugin's texts in this language, as its manifest loads them. */
export default messages;
