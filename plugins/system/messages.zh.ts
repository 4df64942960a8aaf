import type { Messages } from '../../src';
import { timingMessages } from './timing/messages.zh';

/** Texts of /system_management, in Chinese (the same keys in English beside it). */
export const messages: Messages = {
  system: {
    menu: {
      system_management: '系统管理',
      Log_management: '日志管理',
      backstage_login_log: '后台登录日志',
      vip_login_log: '会员登录日志',
      system_operation_log: '系统操作日志',
      vip_foreground_operation: '会员前台操作日志',
      riskControl: '风控管理',
      riskControlList: '风控名单',
      riskControlSet: '风控设置',
      domain: '域名管理',
      menu: '菜单管理',
      registration_agreement: '注册协议',
      regprotocolEdit: '注册协议编辑',
      Information_management: '信息管理',
      saved: '菜单已更新', up: '上移', down: '下移', shown: '显示', alwaysShown: '菜单管理及其所在的系统管理始终显示',
      help: '调整菜单的顺序和显示，所有账号的侧边栏随之变化；隐藏只影响侧边栏，不改变角色的权限。',
    },
    risk: {
      kind: '类型', value: '值', action: '处理方式', reason: '原因', source: '来源', expiresAt: '到期时间', createTime: '添加时间', state: '状态', actions: '操作',
      never: '永不过期', expiresHelp: '留空表示永不过期', system: '系统', active: '生效中', inactive: '未生效',
      kinds: { ip: 'IP', device: '设备', bank_account: '银行账号', upi: 'UPI', member: '会员账号' },
      actionNames: { block_login: '禁止登录', block_withdraw: '禁止提现', review: '提现需复审' },
      activeStates: { 1: '生效中', 0: '未生效' },
      add: '添加名单', addTitle: '添加风控名单', added: '已加入风控名单',
      enable: '启用', disable: '停用', statusTitle: '启用/停用名单', confirmStatus: '确定%{action} %{value} 吗？', statusDone: '名单状态已更新',
      remove: '删除', removeTitle: '删除风控名单', confirmRemove: '确定从风控名单中删除 %{value} 吗？删除后该值不再受限制。', removed: '已从风控名单删除',
      valueHelp: { ip: '例如 103.21.4.7', device: '设备指纹或型号，例如 Android 12 / emulator-1234', bank_account: '6 到 20 位数字', upi: '例如 name@okaxis', member: '会员账号' },
      actionHelp: '禁止提现：匹配的提现被拒绝提交；提现需复审：匹配的提现必须由第二位审核人通过。是否匹配由风控设置决定（会员账号、提交 IP、收款银行账号、收款 UPI）；设备条目和“禁止登录”条目仅作记录，本服务器不据此拦截。',
      v: { ip: '请输入有效的 IP 地址', bank_account: '请输入 6 到 20 位数字', upi: '请输入有效的 UPI ID，例如 name@bank', member: '请输入会员账号', device: '至少 3 个字符', reason: '至少 2 个字符', future: '到期时间必须晚于当前时间' },
      settings: {
        title: '风控设置', withdrawHold: '提现拦截', withdrawHoldHelp: '会员提交提现时，按下面选择的类型与风控名单中生效的条目比对：“禁止提现”的条目拒绝提交，“提现需复审”的条目需第二位审核人通过。',
        holdKinds: '比对类型', holdKindNames: { member: '会员账号', ip: '提交 IP', bank_account: '收款银行账号', upi: '收款 UPI' },
        saved: '风控设置已保存', needKind: '开启提现拦截时至少选择一种比对类型',
        notApplied: '每个 IP/设备的账号数、注册频率限制和重复银行账号检测未提供：本服务器没有会员注册和绑卡流程可供这些规则生效。',
      },
    },
    domain: {
      name: '域名', type: '类型', status: '状态', promotion: '推广域名', display: '前台显示', agent: '绑定代理', promotionLink: '推广链接', remark: '备注', updateTime: '更新时间', actions: '操作',
      types: { common: '通用', app: 'App' }, statuses: { 0: '启用', 1: '停用' }, flags: { 1: '是', 0: '否' },
      add: '添加域名', addTitle: '添加域名', edit: '编辑', editTitle: '编辑域名', saved: '域名已保存',
      enable: '启用', disable: '停用', confirmStatus: '确定%{action}域名 %{name} 吗？', statusDone: '域名状态已更新',
      unbind: '解绑代理', unbindTitle: '解绑代理', confirmUnbind: '确定将域名 %{name} 与代理 %{agent} 解绑吗？代理的推广链接将恢复为绑定前的链接。', unbound: '已解绑',
      bindAgent: '绑定代理（可选）', bindHelp: '绑定后，该代理的推广链接改为此域名上的注册链接；只有启用的推广域名可以绑定。', keepBinding: '如需更换或解除绑定，请使用“解绑代理”。',
      v: { name: '请输入域名，例如 m.example.com', promotionForAgent: '绑定代理的域名必须是推广域名' },
    },
    agreement: {
      lang: '内容语言', version: '版本', versionN: '第 %{version} 版', state: '状态', content: '协议内容', createdBy: '编辑人', createdAt: '编辑时间',
      publishedBy: '发布人', publishedAt: '发布时间', actions: '操作',
      langs: { zh: '中文', en: '英语', hi: '印地语' },
      states: { draft: '草稿', published: '已发布', retired: '已替换' },
      add: '新建版本', addTitle: '新建协议版本', saved: '新版本已保存为草稿，发布后会员端才会显示',
      copy: '以此为底稿', preview: '预览', previewTitle: '会员端预览', previewHelp: '会员在 App 注册页看到的协议内容（保存后的内容）。',
      previewAgree: '我已阅读并同意注册协议',
      publish: '发布', publishTitle: '发布注册协议', published: '已发布%{lang}第 %{version} 版',
      publishConfirm: '确定发布%{lang}注册协议第 %{version} 版吗？会员端将立即显示此版本，当前已发布的版本会被替换。',
      empty: '暂无协议版本', publishedNow: '会员端当前显示：', nonePublished: '未发布',
      v: { lang: '请选择内容语言', content: '请输入协议内容', long: '协议内容最多 200000 个字符' },
    },
    logs: {
      time: '时间', staff: '操作员', member: '会员账号', ip: 'IP', device: '设备', geo: '地区', source: '来源', result: '结果', reason: '原因',
      from: '开始时间', to: '结束时间', action: '操作', targetType: '对象类型', targetId: '对象 ID', actions: '操作',
      viewDiff: '查看变更', diffTitle: '操作详情（变更前后）', field: '字段', before: '变更前', after: '变更后', noSnapshot: '该操作没有记录变更内容',
      results: { 1: '成功', 0: '失败' },
      sources: { pc: 'PC', h5: 'H5', app: 'App' },
      detail: '详情', appendOnly: '会员前台操作日志只记录、不可修改或删除',
      memberActions: {
        deposit_submit: '提交充值', withdrawal_submit: '提交提现', bet_place: '投注', profile_update: '修改资料', bank_bind: '绑定银行卡/UPI',
        password_change: '修改登录密码', fund_password_change: '修改资金密码',
      },
      reasons: { unknown_user: '账号不存在', wrong_password: '密码错误', throttled: '尝试过于频繁', disabled: '账号已禁用', ip_not_allowed: 'IP 不在白名单' },
    },
    timing: timingMessages,
  },
  resources: { riskList: { name: '风控名单' }, riskSetting: { name: '风控设置' }, siteDomain: { name: '域名' }, domainAgentChoice: { name: '代理' },
    registrationAgreement: { name: '注册协议' }, interfaceTiming: { name: '接口耗时' }, regprotocol: { name: '注册协议' },
  },
};

/** The plugin's texts in this language, as its manifest loads them. */
export default messages;
