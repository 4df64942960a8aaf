import { z } from 'zod';
import { blank, intIn, paiseIn } from '../../../shared/fields';

/*
 * Field schemas of the agent contracts (agent*Contract.ts). Clients may send '' or null for
 * "no filter" and numbers as strings; lengths follow spec §5 (username 3–16, texts 1–255).
 */

/** Epoch ms, optional. */
export const optionalTime = z.preprocess(blank, intIn(0, Number.MAX_SAFE_INTEGER).optional());

export const username = z
  .string()
  .trim()
  .min(3)
  .max(16)
  .regex(/^[A-Za-z0-9_]+$/, { error: 'v.agentUsername' });

/** Indian mobile numbers as the seed and the apps store them: 10 digits, optionally +91. */
export const phone = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .regex(/^(\+91)?[6-9]\d{9}$/, { error: 'v.agentPhone' })
    .optional(),
);

export const optionalUrl = z.preprocess(blank, z.url().max(255).optional());
export const shortText = z.preprocess(blank, z.string().trim().max(255).optional());

/** Rebate ratio in basis points: 0–10000 (0–100 %). */
export const rebateBps = z.preprocess(blank, intIn(0, 10_000).optional());

/** Paise, a positive safe integer. */
export const paise = paiseIn(1);

export const lockStatus = intIn(0, 1);

export const optionalStatus = z.preprocess(blank, intIn(0, 1).optional());
