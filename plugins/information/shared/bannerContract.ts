import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, listFields, optionalId } from '../../../shared/fields';

/*
 * banner and startad (server/bannerRoutes.ts; console banners/bannerCalls.ts): two views of the
 * member app's pictures, each under its own prefix with the same calls. Times in epoch ms. The save
 * call has no contract yet: its body checks picture addresses against the upload store's naming
 * (server/uploads/store.ts), which shared code may not import.
 */

export const BANNER_LANGS = ['en', 'hi', 'zh'] as const;
export const BANNER_LINK_TYPES = ['none', 'internal', 'external'] as const;
export const BANNER_STATES = ['scheduled', 'live', 'expired', 'off'] as const;

const listBody = z.object({
  ...listFields(20, ['id', 'sort', 'startAt']),
  title: z.preprocess(blank, z.string().trim().max(100).optional()),
  state: z.preprocess(blank, z.enum(BANNER_STATES).optional()),
  linkType: z.preprocess(blank, z.enum(BANNER_LINK_TYPES).optional()),
  franchiseeId: optionalId,
});

/** A PC and a mobile picture of one content language. */
const picturePair = z.object({ pc: z.string(), mobile: z.string() });

const bannerRecord = z.object({
  id: z.number(),
  franchiseeId: z.number().nullable(),
  franchiseeName: z.string().nullable(),
  title: z.string(),
  /** The languages that have both pictures. */
  images: z.object({ en: picturePair.optional(), hi: picturePair.optional(), zh: picturePair.optional() }),
  linkType: z.enum(BANNER_LINK_TYPES),
  link: z.string(),
  sort: z.number(),
  status: z.number(),
  startAt: z.number(),
  endAt: z.number().nullable(),
  state: z.enum(BANNER_STATES),
  createdBy: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

/** The two views' path prefixes. */
export type BannerPrefix = 'chance-banner' | 'chance-startad';

/** One view's calls, under its prefix. */
export function bannerContractsAt<P extends BannerPrefix>(prefix: P) {
  return {
    options: defineContract({
      method: 'POST',
      path: `/${prefix}/options`,
      summary: 'The franchisees a picture may belong to',
      answer: z.object({ franchisees: z.array(z.object({ id: z.number(), name: z.string() })) }),
    }),
    list: defineContract({
      method: 'POST',
      path: `/${prefix}/list`,
      summary: "The view's pictures with their links, windows and state",
      body: listBody,
      answer: pageOf(bannerRecord),
    }),
    detail: defineContract({
      method: 'POST',
      path: `/${prefix}/detail`,
      summary: 'One picture row',
      body: z.object({ id: idField }),
      answer: bannerRecord,
    }),
    status: defineContract({
      method: 'POST',
      path: `/${prefix}/status`,
      summary: 'Switches a picture on (0) or off (1)',
      body: z.object({ id: idField, status: z.union([z.literal(0), z.literal(1)]) }),
      answer: z.null(),
    }),
    remove: defineContract({
      method: 'POST',
      path: `/${prefix}/delete`,
      summary: 'Deletes a picture row',
      body: z.object({ id: idField }),
      answer: z.null(),
    }),
  };
}

export const bannerContracts = { banner: bannerContractsAt('chance-banner'), startad: bannerContractsAt('chance-startad') };
