import type { Messages } from '../../../src';

/* English texts of the public draw verification page (/verify), merged under `lottery` by ../messages.en.ts. The same keys in Chinese beside it. */

export const verifyMessages: Messages = {
  verify: {
    title: 'Draw verification',
    intro:
      'Before betting opens on a period, the SHA-256 hash of its secret seed is published; after the draw the seed is revealed. Anyone can recompute the hash and the result from the seed, proving the result was fixed before any bet.',
    game: 'Game',
    period: 'Period',
    pick: 'Pick a game and a period',
    noPeriods: 'No drawn periods for this game yet',
    commitment: 'Commitment published before betting (seed hash)',
    seed: 'Seed revealed after the draw',
    result: 'Result',
    recomputed: 'Recomputed in this page',
    hashOk: 'SHA-256(seed) equals the published commitment',
    hashBad: 'SHA-256(seed) does NOT equal the published commitment',
    resultOk: 'The result derived from the seed equals the drawn result',
    resultBad: 'The result derived from the seed does NOT equal the drawn result',
    serverOk: 'Server check: passed',
    serverBad: 'Server check: failed (%{reason})',
    notDrawn: 'Not drawn yet: only the commitment is published; the seed is revealed after the draw.',
    external:
      'This result comes from an external official draw (source: %{source}), entered by one staff member and approved by another; it is not derived from a seed.',
    tabGames: 'Game draws',
    tabLucky: 'Lucky draws',
    lucky: {
      intro:
        "Before a lucky-draw campaign opens, the SHA-256 hash of its secret seed (the commitment) and every prize weight are published; when it closes the seed is revealed. Each draw's prize depends only on the seed, the campaign, the draw number and the member ID, so anyone can recompute it.",
      campaign: 'Campaign',
      pick: 'Pick a campaign',
      noCampaigns: 'No lucky-draw campaign has opened yet',
      commitment: 'Commitment published before opening (seed hash)',
      weights: 'Published prize weights',
      prize: 'Prize',
      weight: 'Weight',
      chance: 'Chance',
      seed: 'Seed revealed at closing',
      notRevealed:
        'Still running: only the commitment and the weights are published; the seed is revealed when the campaign ends or is closed.',
      draws: 'Draws (showing %{shown} of %{total})',
      noDraws: 'No draws yet',
      drawNo: 'Draw no.',
      member: 'Member ID',
      time: 'Time',
      recomputed: 'Recomputed here',
      server: 'Server check',
      outOfStock: 'out of stock, not paid',
      howToText:
        'Commitment = SHA-256 of the 32 seed bytes. Prize: read the bytes of HMAC-SHA256(key = seed bytes, message = "lucky:campaign:drawNo:member"), then of the message + ":1", ":2", …, four at a time as a big-endian unsigned number u; if u < 2^32 − (2^32 mod W) (W = total weight) then r = u mod W, else take the next u; the prize is the first whose running weight total exceeds r.',
      status: { open: 'Open', closed: 'Closed' },
    },
    howTo: 'Recompute it yourself',
    howToText:
      'Commitment = SHA-256 of the 32 seed bytes. Result: read the bytes of HMAC-SHA256(key = seed bytes, message = period), then HMAC(seed, "period:1"), "period:2", …; each byte b below 250 (252 for dice) gives b mod 10 (b mod 6 + 1 for dice), larger bytes are skipped, until every digit is drawn.',
    language: '中文',
  },
};
