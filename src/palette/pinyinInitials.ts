import { pinyin } from 'pinyin-pro';

/*
 * Pinyin initials of a Chinese menu title ('会员列表' → 'hylb'; latin letters and digits stay as
 * they are). Only the palette's own chunk imports this module, so pinyin-pro's dictionary is
 * fetched when the palette first opens, never with the console's entry chunk.
 */
export function pinyinInitials(text: string): string {
  return pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' })
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
