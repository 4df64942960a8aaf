import type { Messages } from '../../src';

/** The marketing plugin's texts (zh and en, the same keys). */
export const marketingMessages: { zh: Messages; en: Messages } = {
  zh: {
    menu: { marketing_management: '营销管理', ticket_management: '券管理', award_volume_issue_log: '券发放记录' },
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
    log: {
      void: '作废', voided: '已作废', reasonRequired: '请输入作废原因（1-255 个字符）',
      state: { issued: '已发放', used: '已使用', voided: '已作废' },
      col: {
        serialNo: '序列号', ticket: '券', username: '会员账号', amount: '金额', issuedBy: '发放人', issuedAt: '发放时间', expiresAt: '过期时间', state: '状态',
        voidReason: '作废原因', actions: '操作',
      },
    },
  },
  en: {
    menu: { marketing_management: 'Marketing', ticket_management: 'Tickets', award_volume_issue_log: 'Ticket issue log' },
    tickets: {
      add: 'Add ticket', edit: 'Edit ticket', saved: 'Ticket saved', issue: 'Issue', issueNow: 'Issue', issued: '%{issued} issued, %{skipped} skipped (at their limit)',
      issueHelp: 'Issue “%{name}” to every member of the chosen VIP level', vipLevel: 'VIP level', texts: 'Texts shown (Chinese / English / Hindi)',
      nameLength: 'Length 1 to 20', titleRequired: 'Please enter a title', length255: '1-255 characters', amountInvalid: 'Enter a valid amount (at most two decimals)',
      countInvalid: 'Enter a valid whole number', cashPositive: 'A cash ticket needs an amount above 0', dateRequired: 'Choose the last valid day', daysInvalid: 'Enter 1 to 3650 days',
      franchiseeRequired: 'Choose the franchisee', limitHelp: 'How many a member may hold; 0 = no limit', expiryDays: 'Days after receipt', expiryDate: 'Until a date',
      expiresOn: 'Last valid day (Bombay time)', validDays: 'Valid days after receipt', daysAfter: '%{days} days after receipt',
      type: { cash: 'Cash', free_bet: 'Free bet', deposit_bonus: 'Deposit bonus', rebate_boost: 'Rebate boost' },
      state: { unissued: 'Unissued', issued: 'Issued' },
      col: {
        id: 'ID', franchisee: 'Franchisee', name: 'Name', type: 'Type', titles: 'Titles', amount: 'Amount', limitCount: 'Limit per member', expiry: 'Expiry', issued: 'Issued',
        status: 'State', createdAt: 'Created', actions: 'Actions', titleZh: 'Title (Chinese)', titleEn: 'Title (English)', titleHi: 'Title (Hindi)',
        subtitleZh: 'Subtitle (Chinese)', subtitleEn: 'Subtitle (English)', subtitleHi: 'Subtitle (Hindi)', detailsZh: 'Details (Chinese)', detailsEn: 'Details (English)', detailsHi: 'Details (Hindi)',
      },
    },
    log: {
      void: 'Void', voided: 'Ticket voided', reasonRequired: 'Enter the reason (1-255 characters)',
      state: { issued: 'Issued', used: 'Used', voided: 'Voided' },
      col: {
        serialNo: 'Serial no.', ticket: 'Ticket', username: 'Member', amount: 'Amount', issuedBy: 'Issued by', issuedAt: 'Issued at', expiresAt: 'Expires', state: 'State',
        voidReason: 'Void reason', actions: 'Actions',
      },
    },
  },
};
