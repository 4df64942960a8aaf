import type { Catalogue } from '../../../server/http/catalogue';

/** The game catalogue screens (lottery types, games, plays, order). */
export const lotteryCatalogueMessages = {
  game_not_found: { en: 'No game with id {id}', zh: '没有 ID 为 {id} 的游戏' },
  'v.providerCode': { en: 'may hold only letters, digits, _ and - (at most 30)', zh: '只能包含字母、数字、_ 和 -（最多 30 个）' },
  game_icon_invalid: { en: 'An icon must be an image uploaded here', zh: '图标必须是在此上传的图片' },
  game_sort_duplicate: { en: 'The same game appears twice in the order', zh: '排序中有重复的游戏' },
  lottery_type_not_found: { en: 'No lottery type with id {id}', zh: '没有 ID 为 {id} 的彩种' },
  game_code_taken: { en: 'Another game already has the code {code}', zh: '游戏编码 {code} 已被使用' },
  game_issue_code_taken: { en: 'Another game already numbers its periods with {code}', zh: '期号代码 {code} 已被其他游戏使用' },
  game_freeze_too_long: {
    en: 'The betting freeze must be shorter than the period (at most {max} s)',
    zh: '封盘时间必须短于每期时长（最多 {max} 秒）',
  },
  game_min_above_max: { en: 'The minimum stake is above the maximum stake', zh: '最小投注额大于最大投注额' },
  game_max_above_period: { en: 'The maximum stake is above the per-period maximum', zh: '最大投注额大于每期最大投注额' },
  game_settings_enabled: { en: 'Disable the game before changing its draw settings', zh: '请先停用游戏再修改开奖设置' },
  game_settings_open_period: {
    en: 'The game still has a period that opens or takes bets; wait until it closes',
    zh: '该游戏仍有未开始或投注中的期次，请等其封盘后再修改',
  },
  'v.gameCode': { en: 'must be 2–30 capital letters, digits or _', zh: '须为 2–30 个大写字母、数字或 _' },
  'v.issueCode': { en: 'must be two digits', zh: '须为两位数字' },
  'v.interval': { en: 'must be 30, 60, 180, 300 or 600 seconds', zh: '须为 30、60、180、300 或 600 秒' },
} satisfies Catalogue;
