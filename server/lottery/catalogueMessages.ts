import type { Catalogue } from '../http/catalogue';

/** The game catalogue screens (lottery types, games, plays, order). */
export const lotteryCatalogueMessages = {
  game_not_found: { en: 'No game with id {id}', zh: '没有 ID 为 {id} 的游戏' },
  'v.providerCode': { en: 'may hold only letters, digits, _ and - (at most 30)', zh: '只能包含字母、数字、_ 和 -（最多 30 个）' },
  game_icon_invalid: { en: 'An icon must be an image uploaded here', zh: '图标必须是在此上传的图片' },
  game_sort_duplicate: { en: 'The same game appears twice in the order', zh: '排序中有重复的游戏' },
} satisfies Catalogue;
