import { mergeMessages, type Messages } from '../../src';
import { taskMessages } from './tasks/messages.en';

/** The VIP plugin's texts (in English; the same keys in Chinese beside it). */
export const vipMessages: Messages = {
  menu: {
    vip_management: 'VIP', vip: 'VIP', vipLevel: 'VIP levels', integral_management: 'Points', integral_detail: 'Points ledger', rewardTask: 'Reward tasks', rewardTaskEdit: 'Edit task',
    money_management: 'Funds', reward_management: 'Rewards', weekly_reward: 'Weekly rewards', LevelFallback: 'Level fallback',
  },
  levels: {
    add: 'Add level', edit: 'Edit level', saved: 'Level saved',
    evaluate: 'Run level evaluation', evaluateRun: 'Run', evaluateDate: 'Day to evaluate (Bombay time)',
    evaluateHelp: 'Evaluates members on their valid bets over the 30 and 7 days ending on the chosen (ended) day: members who qualify are promoted and paid the promotion reward; on a level with fallback, a member not qualifying 30 days after reaching it drops one level. Running a day again pays nobody twice.',
    evaluated: 'Evaluation done: %{promoted} promoted, %{kept} kept, %{dropped} dropped; promotion rewards paid %{rewards}',
    nameLength: 'VIP name must be 1 to 16 characters', nameTaken: 'This franchisee already has a VIP level with this name', amountInvalid: 'Enter a valid amount (at most two decimals)', countInvalid: 'Enter a whole number, 0 or more',
    linkTooLong: '1-255 characters', dateInvalid: 'Choose a date', franchiseeRequired: 'Choose the franchisee',
    fallbackHelp: 'A member not meeting the level 30 days after reaching it drops one level', on: 'On', off: 'Off',
    col: {
      franchisee: 'Franchisee', level: 'Level', name: 'Name', members: 'Members now', requiredMembers: 'Valid members required', requiredMonthly: 'Monthly valid bets',
      requiredWeekly: 'Weekly valid bets', upgradeReward: 'Promotion reward', upgradePoints: 'Promotion points', weeklyReward: 'Weekly reward amount',
      weeklyRewardEnabled: 'Weekly reward', fallback: 'Level fallback', icon: 'Icon link', medal: 'Medal link', actions: 'Actions',
    },
  },
  points: {
    adjust: 'Adjust points', adjustTitle: 'Adjust points', submit: 'Submit for approval', direction: 'Direction', amount: 'Points', reason: 'Reason', current: 'Current points: %{points}',
    dir: { add: 'Add', deduct: 'Deduct' },
    help: 'An adjustment takes effect only when another staff member approves it; points can never go below zero.',
    confirmTitle: 'Submit points adjustment', confirmContent: '%{direction} %{amount} points for %{username} (now %{points}, %{after} once approved)? Reason: %{reason}',
    submitted: 'Points adjustment submitted; it awaits approval by another staff member',
    amountInvalid: 'Enter a whole number from 1 to 1,000,000', reasonRequired: 'Enter the reason (1-255 characters)', belowZero: 'Points cannot go below zero (now %{points})',
    rangeInvalid: 'The maximum must not be below the minimum',
    minPoints: 'Min points', maxPoints: 'Max points', startDate: 'From', endDate: 'To', system: 'System',
    requests: 'Points adjustment requests', approve: 'Approve', approveTitle: 'Approve points adjustment', approveContent: 'Approve request #%{id}: %{amount} points for %{username}?',
    approved: 'Points adjustment applied', reject: 'Reject', rejectTitle: 'Reject points adjustment #%{id}', rejectReason: 'Reason for rejecting', rejected: 'Points adjustment rejected', awaitingOther: 'Awaiting another reviewer',
    kind: {
      sign_in: 'Sign-in', sign_in_streak: '7-day sign-in streak', profile: 'Profile completed', register: 'Registration', deposit: 'Deposit', bet: 'Bets',
      promotion: 'Valid member referred', redeem: 'Redeemed', adjust: 'Manual adjustment', vip: 'VIP promotion',
    },
    status: { pending_approval: 'Pending approval', applied: 'Applied', rejected: 'Rejected' },
    // What a ledger row's ref records (plugins/vip/shared/pointsLedger.ts POINTS_REASONS), with its parameters.
    refReason: {
      register: 'Registration bonus', deposit: 'Deposit %{orderNo}', task: 'Task reward #%{taskId} · %{period}', vip_upgrade: 'VIP %{level} promotion reward',
      adjust: 'Manual adjustment #%{requestId}', lucky_draw: 'Lucky draw #%{drawId}',
    },
    reasonName: { register: 'Registration bonus', deposit: 'Deposit', task: 'Task reward', vip_upgrade: 'VIP promotion reward', adjust: 'Manual adjustment', lucky_draw: 'Lucky draw' },
    oncePeriod: 'one-off',
    col: {
      id: 'ID', memberId: 'Member ID', username: 'Member', nickname: 'Nickname', franchisee: 'Franchisee', vipLevel: 'VIP level', points: 'Points', pending: 'Pending adjustments',
      kind: 'Type', amount: 'Change', balanceAfter: 'Balance after', reason: 'Reason', ref: 'Reference', operator: 'Operator', checker: 'Approved by',
      createdAt: 'Time', status: 'Status', maker: 'Requested by', reviewedAt: 'Reviewed at', actions: 'Actions',
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
};

/** The plugin's texts in this language, as its manifest loads them. */
const messages: Messages = {
  resources: { vipPoints: { name: 'Member points' }, vipPointsRequest: { name: 'Points adjustment requests' }, rewardTask: { name: 'Tasks' }, rewardTaskClaim: { name: 'Task claims' } },
  vip: mergeMessages(vipMessages, { tasks: taskMessages }),
};
export default messages;
