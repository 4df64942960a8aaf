import type { Messages } from '../../../src';

/* Chinese texts of the public draw verification page (/verify), merged under `lottery` by ../messages.zh.ts. The same keys in English beside it. */

export const verifyMessages: Messages = {
  verify: {
    title: '开奖公平性验证',
    intro: '每期开奖前公布种子的 SHA-256 哈希；开奖后公开种子。任何人都可以用种子重新计算哈希和开奖号码，确认结果在投注开始前就已确定。',
    game: '彩种',
    period: '期号',
    pick: '请选择彩种和期号',
    noPeriods: '该彩种暂无已开奖期号',
    commitment: '开奖前公布的承诺（种子哈希）',
    seed: '开奖后公开的种子',
    result: '开奖号码',
    recomputed: '本页重新计算的结果',
    hashOk: 'SHA-256(种子) 与公布的承诺一致',
    hashBad: 'SHA-256(种子) 与公布的承诺不一致',
    resultOk: '由种子计算出的号码与开奖号码一致',
    resultBad: '由种子计算出的号码与开奖号码不一致',
    serverOk: '服务器验证：通过',
    serverBad: '服务器验证：未通过（%{reason}）',
    notDrawn: '本期尚未开奖：只公布了承诺，种子在开奖后公开。',
    external: '本期结果来自外部官方开奖（来源：%{source}），由一名工作人员录入、另一名审核，不由种子产生。',
    howTo: '自行计算',
    howToText:
      '承诺 = SHA-256(种子的 32 字节)。号码：依次取 HMAC-SHA256(密钥=种子字节, 消息=期号) 及 HMAC(种子, "期号:1")、"期号:2"… 的字节；每个字节 b 若 b < 250（骰子为 252）则取 b mod 10（骰子为 b mod 6 + 1），否则跳过，直到取满号码位数。',
    tabGames: '彩票开奖',
    tabLucky: '抽奖活动',
    lucky: {
      intro:
        '抽奖活动开启前公布种子的 SHA-256 哈希（承诺）和各奖品权重；活动结束后公开种子。每次抽奖的奖品只由种子、活动、抽奖序号和会员 ID 决定，任何人都可以重新计算。',
      campaign: '抽奖活动',
      pick: '请选择抽奖活动',
      noCampaigns: '暂无已开启的抽奖活动',
      commitment: '开启前公布的承诺（种子哈希）',
      weights: '公布的奖品权重',
      prize: '奖品',
      weight: '权重',
      chance: '概率',
      seed: '活动结束后公开的种子',
      notRevealed: '活动进行中：只公布了承诺和权重，种子在活动结束后公开。',
      draws: '抽奖记录（显示 %{shown} / 共 %{total} 次）',
      noDraws: '暂无抽奖',
      drawNo: '序号',
      member: '会员 ID',
      time: '时间',
      recomputed: '本页计算',
      server: '服务器验证',
      outOfStock: '已抽完，未发放',
      howToText:
        '承诺 = SHA-256(种子的 32 字节)。奖品：依次取 HMAC-SHA256(密钥=种子字节, 消息="lucky:活动ID:序号:会员ID") 及其 ":1"、":2"… 的字节，每 4 个字节组成大端无符号整数 u；若 u < 2^32 − (2^32 mod 总权重) 则 r = u mod 总权重，否则取下一个 u；奖品为累计权重首次超过 r 的那一项。',
      status: { open: '进行中', closed: '已结束' },
    },
    language: 'English',
  },
};
