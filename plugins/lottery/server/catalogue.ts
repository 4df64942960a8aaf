import type { Kysely } from 'kysely';
import type { Shape } from '../../../server/domain/draw/shapes';
import { playsFor } from './rules/games/registry';
import type { DB } from '../../../server/db/schema';
import { gameRow } from './gameManager';

/*
 * The game catalogue every database starts with (written by migration 003): Win Go rooms drawn
 * by the house, K3 and 5D, and one lottery whose result comes from an external official draw.
 * Play rows are generated from the domain odds tables, so the odds staff see are the odds
 * settlement pays; names and introductions are given in Chinese, English and Hindi.
 */

interface TypeDef {
  code: string;
  name: string;
  shape: Shape;
}

export const LOTTERY_TYPES: readonly TypeDef[] = [
  { code: 'WINGO', name: 'Win Go', shape: 'wingo' },
  { code: 'K3', name: 'K3', shape: 'k3' },
  { code: '5D', name: '5D', shape: '5d' },
];

export interface GameDef {
  code: string;
  issueCode: string;
  name: string;
  type: string;
  intervalSec: 30 | 60 | 180 | 300 | 600;
  freezeSec: number;
  resultSource: 'house' | 'external';
  description: string;
}

export const GAMES: readonly GameDef[] = [
  {
    code: 'WINGO_30S',
    issueCode: '01',
    name: 'Win Go 30s',
    type: 'WINGO',
    intervalSec: 30,
    freezeSec: 5,
    resultSource: 'house',
    description: 'Win Go, a draw every 30 seconds',
  },
  {
    code: 'WINGO_1M',
    issueCode: '02',
    name: 'Win Go 1 Min',
    type: 'WINGO',
    intervalSec: 60,
    freezeSec: 5,
    resultSource: 'house',
    description: 'Win Go, a draw every minute',
  },
  {
    code: 'WINGO_3M',
    issueCode: '03',
    name: 'Win Go 3 Min',
    type: 'WINGO',
    intervalSec: 180,
    freezeSec: 5,
    resultSource: 'house',
    description: 'Win Go, a draw every 3 minutes',
  },
  {
    code: 'WINGO_5M',
    issueCode: '04',
    name: 'Win Go 5 Min',
    type: 'WINGO',
    intervalSec: 300,
    freezeSec: 5,
    resultSource: 'house',
    description: 'Win Go, a draw every 5 minutes',
  },
  {
    code: 'K3_1M',
    issueCode: '11',
    name: 'K3 1 Min',
    type: 'K3',
    intervalSec: 60,
    freezeSec: 5,
    resultSource: 'house',
    description: 'Three dice, a draw every minute',
  },
  {
    code: '5D_3M',
    issueCode: '21',
    name: '5D 3 Min',
    type: '5D',
    intervalSec: 180,
    freezeSec: 5,
    resultSource: 'house',
    description: 'Five digits A–E, a draw every 3 minutes',
  },
  {
    code: 'STATE_5D',
    issueCode: '31',
    name: 'State Lottery 5D',
    type: '5D',
    intervalSec: 600,
    freezeSec: 60,
    resultSource: 'external',
    description: 'Five digits from the official state draw, entered by one staff member and approved by another',
  },
];

type Names = readonly [zh: string, en: string, hi: string];

const GROUP_NAMES: Record<string, { name: Names; intro: Names }> = {
  NUMBER: { name: ['数字', 'Number', 'संख्या'], intro: ['猜中开奖数字，9 倍', 'Pick the drawn digit, pays ×9', 'निकला अंक चुनें, ×9'] },
  COLOR: {
    name: ['颜色', 'Colour', 'रंग'],
    intro: [
      '绿/红 2 倍（5、0 为 1.5 倍），紫 4.5 倍',
      'Green/red ×2 (×1.5 on 5 and 0), violet ×4.5',
      'हरा/लाल ×2 (5 और 0 पर ×1.5), बैंगनी ×4.5',
    ],
  },
  SIZE: { name: ['大小', 'Big / Small', 'बड़ा / छोटा'], intro: ['大或小，2 倍', 'Big or small, pays ×2', 'बड़ा या छोटा, ×2'] },
  PARITY: { name: ['单双', 'Odd / Even', 'विषम / सम'], intro: ['单或双，2 倍', 'Odd or even, pays ×2', 'विषम या सम, ×2'] },
  SUM: { name: ['和值', 'Sum', 'योग'], intro: ['三颗骰子点数之和', 'The sum of the three dice', 'तीनों पासों का योग'] },
  POSITION_NUMBER: {
    name: ['定位数字', 'Position number', 'स्थान संख्या'],
    intro: ['猜中某一位的数字，9 倍', 'The digit at one position, ×9', 'एक स्थान का अंक, ×9'],
  },
  POSITION_SIZE: {
    name: ['定位大小', 'Position big / small', 'स्थान बड़ा / छोटा'],
    intro: ['某一位大 (5–9) 或小 (0–4)，2 倍', 'One position big (5–9) or small (0–4), ×2', 'एक स्थान बड़ा (5–9) या छोटा (0–4), ×2'],
  },
  POSITION_PARITY: {
    name: ['定位单双', 'Position odd / even', 'स्थान विषम / सम'],
    intro: ['某一位单或双，2 倍', 'One position odd or even, ×2', 'एक स्थान विषम या सम, ×2'],
  },
  SUM_SIZE: {
    name: ['总和大小', 'Sum big / small', 'योग बड़ा / छोटा'],
    intro: ['五位之和 ≥ 22 为大，2 倍', 'Sum of five digits, big ≥ 22, ×2', 'पाँच अंकों का योग, बड़ा ≥ 22, ×2'],
  },
  SUM_PARITY: {
    name: ['总和单双', 'Sum odd / even', 'योग विषम / सम'],
    intro: ['五位之和单或双，2 倍', 'Sum of five digits odd or even, ×2', 'पाँच अंकों का योग विषम या सम, ×2'],
  },
};

const WORDS: Record<string, Names> = {
  green: ['绿', 'Green', 'हरा'],
  red: ['红', 'Red', 'लाल'],
  violet: ['紫', 'Violet', 'बैंगनी'],
  big: ['大', 'Big', 'बड़ा'],
  small: ['小', 'Small', 'छोटा'],
  odd: ['单', 'Odd', 'विषम'],
  even: ['双', 'Even', 'सम'],
};

/** Display names of a selection: words translated, digits and positions as they are ('A:big' → 'A 大'). */
export function selectionNames(selection: string): Names {
  const parts = selection.split(':');
  const word = parts[parts.length - 1];
  const prefix = parts.length > 1 ? `${parts[0]} ` : '';
  const names = WORDS[word] ?? [word, word, word];
  return [`${prefix}${names[0]}`, `${prefix}${names[1]}`, `${prefix}${names[2]}`];
}

/** A play's name for display ('SIZE' → 大小 / Big / Small); an unknown code stays as it is. */
export function playNames(code: string): Names {
  return GROUP_NAMES[code]?.name ?? [code, code, code];
}

const RUPEE = 100;

/** Inserts the lottery types, games and plays that are missing (safe to run again). */
export async function seedGameCatalogue(db: Kysely<DB>, now: number): Promise<void> {
  for (const [i, type] of LOTTERY_TYPES.entries()) {
    let row = await db.selectFrom('lottery_type').select('id').where('code', '=', type.code).executeTakeFirst();
    if (!row) {
      row = await db
        .insertInto('lottery_type')
        .values({ code: type.code, name: type.name, shape: type.shape, sort: i + 1, status: 0, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    await seedPlays(db, row.id, type.shape, now);
  }
  for (const [i, game] of GAMES.entries()) {
    const exists = await db.selectFrom('game').select('id').where('code', '=', game.code).executeTakeFirst();
    if (exists) continue;
    const type = await db.selectFrom('lottery_type').select(['id', 'shape']).where('code', '=', game.type).executeTakeFirstOrThrow();
    const icon = `/icons/${game.code.toLowerCase()}.png`;
    const limits = { feeBps: 200, minBet: 1 * RUPEE, maxBet: 50_000 * RUPEE, maxBetPerPeriod: 200_000 * RUPEE };
    await db
      .insertInto('game')
      .values(gameRow(type, { ...game, ...limits }, { state: 0, icon, sort: i + 1, now }))
      .execute();
  }
}

async function seedPlays(db: Kysely<DB>, typeId: number, shape: Shape, now: number): Promise<void> {
  const existing = await db.selectFrom('play').select('id').where('lottery_type_id', '=', typeId).limit(1).executeTakeFirst();
  if (existing) return;
  let sort = 0;
  for (const play of Object.values(playsFor(shape))) {
    const group = GROUP_NAMES[play.code] ?? { name: [play.label, play.label, play.label], intro: ['', '', ''] };
    const parent = await db
      .insertInto('play')
      .values({
        lottery_type_id: typeId,
        parent_id: null,
        code: play.code,
        selection: null,
        name_zh: group.name[0],
        name_en: group.name[1],
        name_hi: group.name[2],
        intro_zh: group.intro[0],
        intro_en: group.intro[1],
        intro_hi: group.intro[2],
        odds_x100: 0,
        rebate_bps: 0,
        sort: ++sort,
        status: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = play.selections.map((selection) => {
      const names = selectionNames(selection);
      return {
        lottery_type_id: typeId,
        parent_id: parent.id,
        code: play.code,
        selection,
        name_zh: names[0],
        name_en: names[1],
        name_hi: names[2],
        intro_zh: group.intro[0],
        intro_en: group.intro[1],
        intro_hi: group.intro[2],
        odds_x100: play.headlineX100(selection),
        rebate_bps: 0,
        sort: ++sort,
        status: 0,
        created_at: now,
      };
    });
    await db.insertInto('play').values(rows).execute();
  }
}
