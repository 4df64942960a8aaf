import { blackHouseMessages } from './blackHouse/messages.zh';
import { catalogueMessages } from './catalogue/messages.zh';
import { mergeMessages, type Messages } from '../../src';
import { killRateMessages } from './killRate/messages.zh';
import { manualMessages } from './manual/messages.zh';
import { selectionMessages } from './selection/messages.zh';
import { threeBetMessages } from './threeBets/messages.zh';
import { verifyMessages } from './verify/messages.zh';

const zh: Messages = {
  status: { not_started: '未开始', betting: '投注中', drawing: '待开奖', drawn: '已开奖', settled: '已结算', not_drawn: '未开奖' },
  betStatus: { unsettled: '未结算', win: '赢', lose: '输', draw: '和', settled: '已结算', not_drawn: '未开奖/已撤单' },
  period: {
    game: '彩种',
    issueNo: '期号',
    drawAt: '开奖时间',
    closeAt: '投注截止',
    result: '开奖号码',
    totalBet: '投注总额',
    winningAmount: '中奖金额',
    killRate: '杀率',
    profitLossPct: '盈亏比',
    players: '人数/注数',
    status: '状态',
    seedHash: '种子哈希(开奖前公布)',
    seed: '种子(开奖后公开)',
    verify: '验证',
    startTime: '开奖时间从',
    endTime: '开奖时间至',
    pending: '未开奖',
    external: '外部开奖',
  },
  bet: {
    betNo: '注单号',
    member: '会员',
    memberId: '会员ID',
    agent: '代理',
    memberAgent: '会员 / 代理',
    game: '彩种',
    issueNo: '期号',
    gamePeriod: '彩种 / 期号',
    play: '玩法',
    content: '投注内容',
    playContent: '投注内容 / 玩法',
    stake: '投注金额',
    odds: '赔率',
    payout: '派彩',
    device: 'IP',
    createdAt: '投注时间',
    status: '状态',
    cancel: '撤单',
    batchCancel: '批量撤单',
    cancelTitle: '撤单（退还本金）',
    cancelHint: '撤销 %{count} 笔注单，本金全额退回会员账户。仅限尚未开奖的期号。',
    reason: '撤单原因',
    cancelled: '已撤单 %{count} 笔，退款 %{amount}',
    cancelLog: '撤单记录',
    staff: '操作人',
    time: '时间',
  },
};

// Each screen folder keeps its own messages; they join lottery.* here.
const withParts = (base: Messages, ...parts: Messages[]) => parts.reduce(mergeMessages, base);
export const messages: Messages = {
  lottery: withParts(
    zh,
    blackHouseMessages,
    manualMessages,
    verifyMessages,
    catalogueMessages,
    selectionMessages,
    threeBetMessages,
    killRateMessages,
  ),
};

/** The plugin's texts in this language, as its manifest loads them. */
export default messages;
