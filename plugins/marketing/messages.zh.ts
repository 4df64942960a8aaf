import type { Messages } from '../../src';

/** The marketing plugin's texts (in Chinese; the same keys in English beside it). */
export const marketingMessages: Messages = {
  menu: { marketing_management: '营销管理', ticket_management: '券管理', Addticket_management: '新增券', award_volume_issue_log: '券发放记录', Member_lottery_management: '会员抽奖管理', business_lottery_management: '商户抽奖管理' },
  tickets: {
    add: '新增券', edit: '编辑券', saved: '券已保存', issue: '发放', issueNow: '发放', issued: '已发放 %{issued} 张，跳过 %{skipped} 人（已达持有上限）',
    issueHelp: '将「%{name}」发放给所选 VIP 等级的全部会员', vipLevel: 'VIP等级', texts: '展示文案（中文 / 英文 / 印地语）',
    nameLength: '长度在 1 到 20 个字符', titleRequired: '请输入标题', length255: '长度在 1-255 个字符', amountInvalid: '请输入有效金额（最多两位小数）',
    countInvalid: '请输入有效的整数', cashPositive: '现金券金额必须大于 0', dateRequired: '请选择截止日期', daysInvalid: '请输入 1 到 3650 天',
    franchiseeRequired: '请选择加盟商', limitHelp: '每位会员最多持有张数，0 为不限', expiryDays: '领取后天数', expiryDate: '截止日期',
    expiresOn: '截止日期（孟买时间，含当天）', validDays: '领取后有效天数', daysAfter: '领取后 %{days} 天',
    type: { cash: '现金券', free_bet: '免费投注券', deposit_bonus: '充值加赠券', rebate_boost: '返水加成券' },
    state: { unissued: '未发放', issued: '已发放' },
    col: {
      id: 'ID', franchisee: '加盟商', name: '名称', type: '类型', titles: '标题', amount: '金额', limitCount: '持有上限', expiry: '有效期', issued: '已发放',
      status: '状态', createdAt: '创建时间', actions: '操作', titleZh: '标题（中文）', titleEn: '标题（英文）', titleHi: '标题（印地语）',
      subtitleZh: '副标题（中文）', subtitleEn: '副标题（英文）', subtitleHi: '副标题（印地语）', detailsZh: '详情（中文）', detailsEn: '详情（英文）', detailsHi: '详情（印地语）',
    },
  },
  lucky: {
    add: '新增抽奖活动', edit: '编辑抽奖活动', saved: '抽奖活动已保存', open: '开启', close: '结束', simulate: '模拟抽奖', drawNow: '抽奖', verify: '验证',
    confirmOpen: '开启「%{name}」？开启后奖品、权重和库存不可修改，并公布种子承诺（SHA-256）。',
    confirmClose: '结束「%{name}」？结束后不能再抽奖，并公开种子供任何人验证。',
    draftHint: '草稿可修改；开启时生成随机种子并公布其 SHA-256 承诺，每次抽奖结果由种子、活动、抽奖序号和会员决定，结束后公开种子即可验证。',
    simulateHint: '代替会员 App 为该会员抽一次：遵守全部参与规则，奖品会真实发放。',
    memberId: '会员 ID', memberIdInvalid: '请输入有效的会员 ID',
    drawn: '第 %{no} 次抽奖：%{prize}（%{outcome}，%{amount}）',
    allStations: '全部站点', rupees: '单位：₹', stockHelp: '留空为不限', stockLeft: '剩余 %{left}/%{stock}', pointsValue: '%{points} 积分',
    ruleVip: 'VIP ≥ %{level}', ruleDeposit: '累计存款 ≥ %{amount}', ruleDaily: '每人每天 %{count} 次',
    paidJournal: '账务流水 #%{id}', paidPoints: '积分流水 #%{id}', paidTicket: '券 %{serial}',
    nameLength: '长度在 1 到 40 个字符', franchiseeRequired: '请选择加盟商', timeInvalid: '请选择有效时间', endAfterStart: '结束时间必须晚于开始时间',
    vipInvalid: '请输入 0 到 99 的整数', amountInvalid: '请输入有效金额（最多两位小数）', dailyInvalid: '请输入 1 到 1000 的整数', prizeCount: '奖品数量为 1 到 20 个',
    prizeNameLength: '长度在 1 到 40 个字符', weightInvalid: '请输入不小于 1 的整数权重', weightTotal: '总权重不能超过 1,000,000,000', stockInvalid: '请输入有效的库存数量',
    amountPositive: '现金奖品金额必须大于 0', pointsInvalid: '请输入大于 0 的整数积分', ticketRequired: '请选择券',
    kind: { money: '现金', points: '积分', ticket: '券', none: '谢谢参与' },
    status: { draft: '草稿', open: '进行中', closed: '已结束' },
    outcome: { won: '中奖', no_prize: '未中奖', out_of_stock: '奖品已抽完' },
    prize: { name: '奖品名称', kind: '奖品类型', amount: '金额（₹）', points: '积分', ticket: '券', weight: '权重', stock: '库存' },
    col: {
      id: 'ID', franchisee: '加盟商 / 站点', station: '站点', name: '活动名称', description: '说明', startsAt: '开始时间（孟买）', endsAt: '结束时间（孟买）', window: '活动时间',
      minVipLevel: '最低 VIP 等级', minDeposit: '最低累计存款', dailyLimit: '每人每天抽奖次数', prizes: '奖品（权重与概率）', rules: '参与规则', drawsMade: '已抽次数',
      status: '状态', seedHash: '种子承诺（SHA-256）', createdAt: '创建时间', actions: '操作', campaign: '活动', drawNo: '抽奖序号', outcome: '结果', paid: '发放',
      drawnAt: '抽奖时间',
    },
  },
  log: {
    void: '作废', voided: '已作废', reasonRequired: '请输入作废原因（1-255 个字符）',
    tabTickets: '券发放', tabLucky: '抽奖奖品', wonIn: '抽奖「%{campaign}」第 %{no} 次',
    source: { staff: '后台发放', lucky_draw: '抽奖获得' },
    state: { issued: '已发放', used: '已使用', voided: '已作废' },
    col: {
      serialNo: '序列号', ticket: '券', username: '会员账号', amount: '金额', issuedBy: '发放人', issuedAt: '发放时间', expiresAt: '过期时间', state: '状态',
      voidReason: '作废原因', actions: '操作', source: '来源',
    },
  },
};

/** The plugin's texts in this language, as its manifest loads them. */
const messages: Messages = {
  resources: {
    ticket: { name: '券' }, ticketIssueLog: { name: '券发放记录' }, luckyDrawLog: { name: '抽奖记录' }, memberLottery: { name: '会员抽奖活动' }, businessLottery: { name: '商户抽奖活动' },
  },
  marketing: marketingMessages,
};
export default messages;
