import { DAY_MS, bombayCompactDate, bombayDate, bombayDayStart } from '../../../../server/domain/time';

/*
 * Deterministic period numbering (DOMAIN B.2 recommendation):
 *
 *   issue_no = YYYYMMDD (Bombay date) + 2-digit game code + 4-digit seq
 *   seq      = floor((t − 00:00 IST) / interval) + 1
 *
 * Period seq runs over [openAt, drawAt) with drawAt = openAt + interval, so seq 1 opens at
 * 00:00:00 IST and the last period of the day draws exactly at the next midnight. Betting closes
 * freezeSec before the draw. Everything is computable from the clock alone, so the scheduler,
 * the bet endpoint and the tests agree without asking the database; the DB only stores rows
 * derived from here.
 */

/** Room lengths offered (30 s, 1, 3, 5, 10 min); each divides a day exactly. */
export const INTERVALS_SEC = [30, 60, 180, 300, 600] as const;
export type IntervalSec = (typeof INTERVALS_SEC)[number];

export interface GameDescriptor {
  /** Two decimal digits, unique per game room (e.g. '01' for Win Go 30 s). */
  readonly code: string;
  readonly intervalSec: IntervalSec;
  /** Betting stops this many seconds before the draw; 0 ≤ freezeSec < intervalSec. */
  readonly freezeSec: number;
}

export interface Period {
  readonly issueNo: string;
  readonly gameCode: string;
  readonly seq: number;
  /** Bombay date 'YYYY-MM-DD' the period belongs to (the date of its opening instant). */
  readonly businessDate: string;
  /** Epoch ms: betting opens (= the previous period's draw). */
  readonly openAt: number;
  /** Epoch ms: betting closes (= drawAt − freezeSec). */
  readonly closeAt: number;
  /** Epoch ms: the result is drawn. */
  readonly drawAt: number;
}

const SEQ_DIGITS = 4;
const ISSUE_RE = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{4})$/;

export function assertGame(game: GameDescriptor): void {
  if (!/^\d{2}$/.test(game.code)) throw new RangeError(`game code must be 2 digits, got ${JSON.stringify(game.code)}`);
  if (!(INTERVALS_SEC as readonly number[]).includes(game.intervalSec)) {
    throw new RangeError(`intervalSec must be one of ${INTERVALS_SEC.join('/')}, got ${game.intervalSec}`);
  }
  if (!Number.isInteger(game.freezeSec) || game.freezeSec < 0 || game.freezeSec >= game.intervalSec) {
    throw new RangeError(`freezeSec must be an integer in [0, ${game.intervalSec}), got ${game.freezeSec}`);
  }
}

/** Periods per Bombay day: 2 880 for 30 s, 1 440, 480, 288, 144. */
export function periodsPerDay(game: GameDescriptor): number {
  assertGame(game);
  return DAY_MS / (game.intervalSec * 1000);
}

export function formatIssueNo(compactDate: string, gameCode: string, seq: number): string {
  return `${compactDate}${gameCode}${String(seq).padStart(SEQ_DIGITS, '0')}`;
}

function build(game: GameDescriptor, dayStart: number, seq: number): Period {
  const intervalMs = game.intervalSec * 1000;
  const openAt = dayStart + (seq - 1) * intervalMs;
  const drawAt = openAt + intervalMs;
  return {
    issueNo: formatIssueNo(bombayCompactDate(openAt), game.code, seq),
    gameCode: game.code,
    seq,
    businessDate: bombayDate(openAt),
    openAt,
    closeAt: drawAt - game.freezeSec * 1000,
    drawAt,
  };
}

/** The period whose [openAt, drawAt) contains instant t (epoch ms). */
export function periodAt(game: GameDescriptor, t: number): Period {
  assertGame(game);
  if (!Number.isSafeInteger(t)) throw new RangeError(`t must be integer epoch ms, got ${t}`);
  const dayStart = bombayDayStart(bombayDate(t));
  const seq = Math.floor((t - dayStart) / (game.intervalSec * 1000)) + 1;
  return build(game, dayStart, seq);
}

/**
 * `count` consecutive periods starting with the one that contains `from` (so a scheduler that
 * pre-creates rows also gets the current period), crossing Bombay midnight into seq 1.
 */
export function nextPeriods(game: GameDescriptor, from: number, count: number): Period[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  const out: Period[] = [];
  let t = from;
  for (let i = 0; i < count; i++) {
    const p = periodAt(game, t);
    out.push(p);
    t = p.drawAt;
  }
  return out;
}

export interface ParsedIssueNo {
  readonly businessDate: string;
  readonly gameCode: string;
  readonly seq: number;
}

/**
 * Splits an issue number into its parts. Only checks the format and that the date is a real
 * calendar date; use periodByIssue to also check the seq against a game's interval.
 */
export function parseIssueNo(issueNo: string): ParsedIssueNo {
  const m = ISSUE_RE.exec(issueNo);
  if (!m) throw new RangeError(`issue number must be YYYYMMDD + 2-digit game + 4-digit seq, got ${JSON.stringify(issueNo)}`);
  const businessDate = `${m[1]}-${m[2]}-${m[3]}`;
  bombayDayStart(businessDate); // throws on 2025-02-30 and the like
  const seq = Number(m[5]);
  if (seq < 1) throw new RangeError(`seq starts at 1, got ${issueNo}`);
  return { businessDate, gameCode: m[4], seq };
}

/** The full period of an issue number of this game; throws if it belongs to another game or day slot. */
export function periodByIssue(game: GameDescriptor, issueNo: string): Period {
  const parsed = parseIssueNo(issueNo);
  if (parsed.gameCode !== game.code) throw new RangeError(`issue ${issueNo} is not of game ${game.code}`);
  if (parsed.seq > periodsPerDay(game)) throw new RangeError(`seq ${parsed.seq} exceeds ${periodsPerDay(game)} periods per day`);
  return build(game, bombayDayStart(parsed.businessDate), parsed.seq);
}

/** Whether bets may be accepted at instant t for this period: openAt ≤ t < closeAt. */
export function isBettingOpen(period: Period, t: number): boolean {
  return t >= period.openAt && t < period.closeAt;
}
