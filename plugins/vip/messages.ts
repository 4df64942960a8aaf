import type { Messages } from '../../src';

/** The VIP plugin's texts (zh as the console's default language, en the same keys). */
export const vipMessages: { zh: Messages; en: Messages } = {
  zh: {
    menu: {
      vip_management: 'VIP管理', vip: 'VIP', vipLevel: 'VIP等级',
      money_management: '资金管理', reward_management: '奖励管理', weekly_reward: '周奖励', LevelFallback: '等级回落',
    },
    levels: {
      add: '新增等级', edit: '编辑等级', saved: '等级已保存',
      evaluate: '执行等级评估', evaluateRun: '执行', evaluateDate: '评估日期（孟买时间）',
      evaluateHelp: '按所选日期（已结束）之前 30 天和 7 天的有效投注评估会员等级：达到条件即晋级并发放晋级奖励；开启回落的等级满 30 天未达标则降一级。同一天重复执行不会重复发放。',
      evaluated: '评估完成：晋级 %{promoted} 人，保级 %{kept} 人，回落 %{dropped} 人，发放晋级奖励 %{rewards}',
      nameLength: 'VIP名称长度在 6 到 16 个字符', amountInvalid: '请输入有效金额（最多两位小数）', countInvalid: '请输入有效的非负整数',
      linkTooLong: '长度在 1-255 个字符', dateInvalid: '请选择日期', franchiseeRequired: '请选择加盟商',
      fallbackHelp: '自达到该等级之日起 30 天内未达到条件则降一级', on: '开启', off: '关闭',
      col: {
        franchisee: '加盟商', level: '等级', name: '名称', members: '当前人数', requiredMembers: '晋级所需有效人数', requiredMonthly: '月有效投注',
        requiredWeekly: '周有效投注', upgradeReward: '晋级奖励', upgradePoints: '晋级积分', weeklyReward: '周奖励金额', weeklyRewardEnabled: '周奖励',
        fallback: '等级回落', icon: '图标链接', medal: '勋章链接', actions: '操作',
      },
    },
    changes: {
      startDate: '开始日期', endDate: '结束日期',
      kind: { promote: '晋级', kept: '保级', fallback: '回落' },
      col: {
        id: 'ID', username: '会员账号', businessDate: '评估日期', kind: '结果', levels: '等级变化', monthlyBet: '30天有效投注',
        weeklyBet: '7天有效投注', reward: '晋级奖励', points: '积分', createdAt: '执行时间',
      },
    },
    weekly: {
      run: '发放周奖励', runNow: '发放', runHelp: '为所选周（周一开始，已结束）达到所在等级周投注要求的会员发放周奖励；已发放的会员不会重复发放。',
      done: '已发放 %{paid} 笔周奖励，共 %{amount}',
      col: { id: 'ID', username: '会员账号', weekStart: '周起始日（周一）', level: '等级', weeklyBet: '周有效投注', amount: '奖励金额', journalKey: '账务单号', createdAt: '发放时间' },
    },
  },
  en: {
    menu: {
      vip_management: 'VIP', vip: 'VIP', vipLevel: 'VIP levels',
      money_management: 'Funds', reward_management: 'Rewards', weekly_reward: 'Weekly rewards', LevelFallback: 'Level fallback',
    },
    levels: {
      add: 'Add level', edit: 'Edit level', saved: 'Level saved',
      evaluate: 'Run level evaluation', evaluateRun: 'Run', evaluateDate: 'Day to evaluate (Bombay time)',
      evaluateHelp: 'Evaluates members on their valid bets over the 30 and 7 days ending on the chosen (ended) day: members who qualify are promoted and paid the promotion reward; on a level with fallback, a member not qualifying 30 days after reaching it drops one level. Running a day again pays nobody twice.',
      evaluated: 'Evaluation done: %{promoted} promoted, %{kept} kept, %{dropped} dropped; promotion rewards paid %{rewards}',
      nameLength: 'VIP name must be 6 to 16 characters', amountInvalid: 'Enter a valid amount (at most two decimals)', countInvalid: 'Enter a whole number, 0 or more',
      linkTooLong: '1-255 characters', dateInvalid: 'Choose a date', franchiseeRequired: 'Choose the franchisee',
      fallbackHelp: 'A member not meeting the level 30 days after reaching it drops one level', on: 'On', off: 'Off',
      col: {
        franchisee: 'Franchisee', level: 'Level', name: 'Name', members: 'Members now', requiredMembers: 'Valid members required', requiredMonthly: 'Monthly valid bets',
        requiredWeekly: 'Weekly valid bets', upgradeReward: 'Promotion reward', upgradePoints: 'Promotion points', weeklyReward: 'Weekly reward amount',
        weeklyRewardEnabled: 'Weekly reward', fallback: 'Level fallback', icon: 'Icon link', medal: 'Medal link', actions: 'Actions',
      },
    },
    changes: {
      startDate: 'From', endDate: 'To',
      kind: { promote: 'Promoted', kept: 'Kept', fallback: 'Dropped' },
      col: {
        id: 'ID', username: 'Member', businessDate: 'Evaluated day', kind: 'Outcome', levels: 'Level change', monthlyBet: '30-day valid bets',
        weeklyBet: '7-day valid bets', reward: 'Promotion reward', points: 'Points', createdAt: 'Run at',
      },
    },
    weekly: {
      run: 'Pay weekly rewards', runNow: 'Pay', runHelp: 'Pays the weekly reward of the chosen ended week (starting Monday) to members meeting their level’s weekly bets; members already paid for that week are not paid again.',
      done: '%{paid} weekly rewards paid, %{amount} in total',
      col: { id: 'ID', username: 'Member', weekStart: 'Week of (Monday)', level: 'Level', weeklyBet: 'Valid bets that week', amount: 'Reward', journalKey: 'Journal key', createdAt: 'Paid at' },
    },
  },
};
