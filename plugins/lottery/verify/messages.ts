import type { Messages } from '../../../src';

/* zh/en of the public draw verification page (/verify), merged under `lottery` by ../messages.ts. Same keys in both. */

const zh: Messages = {
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
    howToText: '承诺 = SHA-256(种子的 32 字节)。号码：依次取 HMAC-SHA256(密钥=种子字节, 消息=期号) 及 HMAC(种子, "期号:1")、"期号:2"… 的字节；每个字节 b 若 b < 250（骰子为 252）则取 b mod 10（骰子为 b mod 6 + 1），否则跳过，直到取满号码位数。',
    tabGames: '彩票开奖', tabLucky: '抽奖活动',
    lucky: {
      intro: '抽奖活动开启前公布种子的 SHA-256 哈希（承诺）和各奖品权重；活动结束后公开种子。每次抽奖的奖品只由种子、活动、抽奖序号和会员 ID 决定，任何人都可以重新计算。',
      campaign: '抽奖活动', pick: '请选择抽奖活动', noCampaigns: '暂无已开启的抽奖活动', commitment: '开启前公布的承诺（种子哈希）', weights: '公布的奖品权重',
      prize: '奖品', weight: '权重', chance: '概率', seed: '活动结束后公开的种子', notRevealed: '活动进行中：只公布了承诺和权重，种子在活动结束后公开。',
      draws: '抽奖记录（显示 %{shown} / 共 %{total} 次）', noDraws: '暂无抽奖', drawNo: '序号', member: '会员 ID', time: '时间', recomputed: '本页计算', server: '服务器验证',
      outOfStock: '已抽完，未发放',
      howToText: '承诺 = SHA-256(种子的 32 字节)。奖品：依次取 HMAC-SHA256(密钥=种子字节, 消息="lucky:活动ID:序号:会员ID") 及其 ":1"、":2"… 的字节，每 4 个字节组成大端无符号整数 u；若 u < 2^32 − (2^32 mod 总权重) 则 r = u mod 总权重，否则取下一个 u；奖品为累计权重首次超过 r 的那一项。',
      status: { open: '进行中', closed: '已结束' },
    },
    language: 'English',
  },
};

const en: Messages = {
  verify: {
    title: 'Draw verification',
    intro: 'Before betting opens on a period, the SHA-256 hash of its secret seed is published; after the draw the seed is revealed. Anyone can recompute the hash and the result from the seed, proving the result was fixed before any bet.',
    game: 'Game',
    period: 'Period',
    pick: 'Pick a game and a period',
    noPeriods: 'No drawn periods for this game yet',
    commitment: 'Commitment published before betting (seed hash)',
    seed: 'Seed revealed after the draw',
    result: 'Result',
    recomputed: 'Recomputed in this page',
    hashOk: 'SHA-256(seed) equals the published commitment',
    hashBad: 'SHA-256(seed) does NOT equal the published commitment',
    resultOk: 'The result derived from the seed equals the drawn result',
    resultBad: 'The result derived from the seed does NOT equal the drawn result',
    serverOk: 'Server check: passed',
    serverBad: 'Server check: failed (%{reason})',
    notDrawn: 'Not drawn yet: only the commitment is published; the seed is revealed after the draw.',
    external: 'This result comes from an external official draw (source: %{source}), entered by one staff member and approved by another; it is not derived from a seed.',
    tabGames: 'Game draws', tabLucky: 'Lucky draws',
    lucky: {
      intro: 'Before a lucky-draw campaign opens, the SHA-256 hash of its secret seed (the commitment) and every prize weight are published; when it closes the seed is revealed. Each draw\'s prize depends only on the seed, the campaign, the draw number and the member ID, so anyone can recompute it.',
      campaign: 'Campaign', pick: 'Pick a campaign', noCampaigns: 'No lucky-draw campaign has opened yet', commitment: 'Commitment published before opening (seed hash)', weights: 'Published prize weights',
      prize: 'Prize', weight: 'Weight', chance: 'Chance', seed: 'Seed revealed at closing', notRevealed: 'Still running: only the commitment and the weights are published; the seed is revealed when the campaign ends or is closed.',
      draws: 'Draws (showing %{shown} of %{total})', noDraws: 'No draws yet', drawNo: 'Draw no.', member: 'Member ID', time: 'Time', recomputed: 'Recomputed here', server: 'Server check',
      outOfStock: 'out of stock, not paid',
      howToText: 'Commitment = SHA-256 of the 32 seed bytes. Prize: read the bytes of HMAC-SHA256(key = seed bytes, message = "lucky:campaign:drawNo:member"), then of the message + ":1", ":2", …, four at a time as a big-endian unsigned number u; if u < 2^32 − (2^32 mod W) (W = total weight) then r = u mod W, else take the next u; the prize is the first whose running weight total exceeds r.',
      status: { open: 'Open', closed: 'Closed' },
    },
    howTo: 'Recompute it yourself',
    howToText: 'Commitment = SHA-256 of the 32 seed bytes. Result: read the bytes of HMAC-SHA256(key = seed bytes, message = period), then HMAC(seed, "period:1"), "period:2", …; each byte b below 250 (252 for dice) gives b mod 10 (b mod 6 + 1 for dice), larger bytes are skipped, until every digit is drawn.',
    language: '中文',
  },
};

export const verifyMessages = { zh, en };
