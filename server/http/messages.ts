import { approvalMessages } from '../approval/messages';
import type { serverModules } from '../../plugins/server';
import { installedModules } from '../plugin/installed';
import { moduleCatalogues } from '../plugin/serverModule';
import { assertDistinctKeys, type Catalogue, type Lang } from './catalogue';
import { securityMessages } from './securityMessages';
import { uploadMessages } from '../uploads/messages';

export type { Lang };

/** `language: 1` means Chinese; anything else (0, missing) English. */
export function langFromHeader(value: string | string[] | undefined): Lang {
  return (Array.isArray(value) ? value[0] : value)?.trim() === '1' ? 'zh' : 'en';
}

const httpMessages = {
  success: { en: 'success', zh: '成功' },
  token_invalid: { en: 'Your session is missing, invalid or expired; please log in again', zh: '登录已失效，请重新登录' },
  bad_request: { en: 'Bad request', zh: '请求参数错误' },
  invalid_json: { en: 'The request body is not valid JSON', zh: '请求体不是有效的 JSON' },
  unsupported_media: { en: 'Unsupported content type; send application/json', zh: '不支持的内容类型，请使用 application/json' },
  body_too_large: { en: 'The request body is too large', zh: '请求体过大' },
  field_invalid: { en: '{field}: {problem}', zh: '{field}：{problem}' },
  wrong_credentials: { en: 'Wrong username or password', zh: '用户名或密码错误' },
  account_locked: {
    en: 'Too many failed logins: the account is locked, try again in {minutes} minutes',
    zh: '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
  },
  account_disabled: { en: 'This account is disabled', zh: '该账号已被禁用' },
  ip_not_allowed: { en: 'Access from IP {ip} is not allowed for this account', zh: '该账号不允许从 IP {ip} 访问' },
  access_denied: { en: 'Access denied', zh: '没有访问权限' },
  not_your_account: { en: 'Access denied: you can only change your own account', zh: '没有权限：只能修改自己的账号' },
  not_found: { en: 'Not found', zh: '记录不存在' },
  route_not_found: { en: 'Not found: {method} {path}', zh: '接口不存在：{method} {path}' },
  unexpected: { en: 'Unexpected server error, please try again later', zh: '服务器异常，请稍后再试' },
  idempotency_key_required: { en: 'Idempotency-Key header is required for this request', zh: '此请求需要 Idempotency-Key 请求头' },
  idempotency_key_reused: { en: 'idempotency key reused with a different request', zh: '幂等键已被用于不同的请求' },
  export_running_yours: {
    en: 'You already have an export running: wait for its file, then export again',
    zh: '您已有一个导出正在进行，请等待文件下载完成后再导出',
  },
  export_busy: { en: 'Other exports are running on the server: try again in a moment', zh: '服务器正在处理其他导出，请稍后再试' },
  'v.paise': { en: 'must be a positive whole number of paise', zh: '必须是正整数（派士）' },
  'v.hex64': {
    en: 'must be the SHA-256 hex digest of the password (64 lowercase hex characters)',
    zh: '必须是密码的 SHA-256 十六进制摘要（64 个小写十六进制字符）',
  },
  'v.username': { en: 'must be 3 to 16 characters', zh: '长度必须为 3 到 16 个字符' },
  'v.required': { en: 'is required', zh: '不能为空' },
  'v.date': { en: 'must be a date as YYYY-MM-DD', zh: '必须是 YYYY-MM-DD 格式的日期' },
  'v.serverTimeType': { en: 'must be 0, 1 or 2', zh: '必须是 0、1 或 2' },
  'v.language': { en: 'must be 0 (English) or 1 (Chinese)', zh: '必须是 0（英文）或 1（中文）' },
} satisfies Catalogue;

/*
 * Each module owns its messages (its `messages.ts`, declared in its server module); they are merged
 * here once, like the console's plugin messages: a key two modules declare throws at start-up
 * instead of one silently replacing the other. The core's own catalogues come first.
 */
const coreCatalogues = {
  http: httpMessages,
  security: securityMessages,
  approval: approvalMessages,
  uploads: uploadMessages,
};

/** Every key of a set of catalogues (`{ part: catalogue, … }`). */
type KeysOf<Parts> = { [Part in keyof Parts]: keyof Parts[Part] }[keyof Parts];
/** Every key of the installed modules' catalogues, from the module list's types. */
type ModuleKey = (typeof serverModules)[number] extends infer M
  ? M extends { messages?: infer Parts }
    ? KeysOf<NonNullable<Parts>>
    : never
  : never;

let merged: Catalogue | undefined;
/**
 * The one lookup, built on first use from the registered modules (plugin/installed.ts): route
 * files import this file while the module list is still loading them.
 */
function messages(): Catalogue {
  if (merged) return merged;
  const catalogues: Record<string, Catalogue> = { ...coreCatalogues, ...moduleCatalogues(installedModules()) };
  assertDistinctKeys(catalogues);
  merged = Object.assign({}, ...Object.values(catalogues)) as Catalogue;
  return merged;
}

export type MessageKey = KeysOf<typeof coreCatalogues> | ModuleKey;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages(), key);
}

export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages()[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
