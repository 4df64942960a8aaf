import type { AuditLabels, LabelPair } from '../../../shared/auditLabels';

/**
 * Names of the operation-log codes the marketing server half writes (tickets and lucky draws), zh and en: its server
 * module and its console manifest both carry them; a server test fails on a written code no
 * installed plugin names. The codes stay what the server writes (they are the log's filter values).
 */
const actions: Record<string, LabelPair> = {
  'luckyCampaign.close': ['结束抽奖活动', 'Close lucky-draw campaign'],
  'luckyCampaign.open': ['开启抽奖活动', 'Open lucky-draw campaign'],
  'luckyCampaign.save': ['保存抽奖活动', 'Save lucky-draw campaign'],
  'luckyCampaign.simulate': ['模拟会员抽奖', 'Simulate member draw'],
  'ticket.issue': ['发放奖券', 'Issue ticket'],
  'ticket.save': ['保存奖券', 'Save ticket'],
  'ticket.void': ['作废奖券', 'Void ticket'],
};

const targets: Record<string, LabelPair> = {
  lucky_campaign: ['抽奖活动', 'Lucky-draw campaign'],
  member_ticket: ['会员奖券', 'Member ticket'],
  ticket: ['奖券', 'Ticket'],
};

export const marketingAuditLabels: AuditLabels = { actions, targets };
