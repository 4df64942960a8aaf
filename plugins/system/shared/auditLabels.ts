import type { AuditLabels, LabelPair } from '../../../shared/auditLabels';

/**
 * Names of the operation log's action codes and target types, zh and en, for the codes the system
 * plugin writes and the core's (sign-out, uploads: the operation log is this plugin's screen); every
 * other plugin names its own in its shared/auditLabels.ts. The codes stay what the server writes (they are the filter
 * values); operators read these names. A server test fails when a route writes a code no plugin names.
 */
const actions: Record<string, LabelPair> = {
  logout: ['退出登录', 'Sign out'],
  'domain.save': ['保存域名', 'Save domain'],
  'domain.status': ['启用/停用域名', 'Enable or disable domain'],
  'domain.unbind': ['解绑代理域名', 'Unbind domain from agent'],
  'menu.sort': ['调整菜单顺序', 'Reorder menu'],
  'menu.visibility': ['显示/隐藏菜单', 'Show or hide menu entry'],
  'registration_agreement.create': ['新建注册协议版本', 'Create registration agreement version'],
  'registration_agreement.publish': ['发布注册协议', 'Publish registration agreement'],
  'risk_list.add': ['添加风控名单', 'Add risk list entry'],
  'risk_list.delete': ['删除风控名单', 'Remove risk list entry'],
  'risk_list.status': ['启用/停用风控名单', 'Enable or disable risk list entry'],
  'risk_setting.save': ['保存风控设置', 'Save risk settings'],
  'upload.image': ['上传图片', 'Upload image'],
};

const targetTypes: Record<string, LabelPair> = {
  menu: ['菜单', 'Menu'],
  registration_agreement: ['注册协议', 'Registration agreement'],
  risk_list: ['风控名单', 'Risk list entry'],
  risk_setting: ['风控设置', 'Risk settings'],
  session: ['登录会话', 'Session'],
  site_domain: ['域名', 'Domain'],
  upload: ['上传文件', 'Uploaded file'],
};

export const systemAuditLabels: AuditLabels = { actions, targets: targetTypes };
