import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, intIn, intWithDefault, listFields, optionalId, optionalInt } from '../../../shared/fields';
import { STORED_IMAGE_URL } from '../../../shared/uploadNames';

/*
 * banner and startad (server/bannerRoutes.ts; console banners/bannerCalls.ts): two views of the
 * member app's pictures, each under its own prefix with the same calls. Times in epoch ms. A saved
 * picture must be an image stored by chance-upload/image: its address is checked here, and that
 * the file is there by the server.
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

const TIME_MAX = 8_640_000_000_000_000;
// An app route: a path of plain segments with an optional query, nothing a browser would run.
const INTERNAL_LINK = /^\/(?!\/)[A-Za-z0-9_\-./~%]*(\?[A-Za-z0-9_\-.~%=&]*)?$/;

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const imageUrl = z.preprocess(
  blank,
  z.string({ error: 'banner_image_invalid' }).regex(STORED_IMAGE_URL, { error: 'banner_image_invalid' }).optional(),
);
const pair = z.preprocess(blank, z.object({ pc: imageUrl, mobile: imageUrl }).optional());

/** A new picture row (no id) or an edited one of the caller's: a PC and a mobile picture per language, at least one language. */
const saveBody = z
  .object({
    id: optionalId,
    franchiseeId: optionalId,
    title: z
      .string({ error: 'banner_title_length' })
      .trim()
      .min(1, { error: 'banner_title_length' })
      .max(100, { error: 'banner_title_length' }),
    images: z.object({ en: pair, hi: pair, zh: pair }, { error: 'banner_images_required' }),
    linkType: z.enum(BANNER_LINK_TYPES),
    link: z.preprocess(blank, z.string().trim().max(500).optional()),
    sort: intWithDefault(0, 9_999, 0),
    startAt: intIn(0, TIME_MAX),
    endAt: optionalInt(0, TIME_MAX),
    status: z.preprocess(blank, z.union([z.literal(0), z.literal(1)]).optional()),
  })
  .refine((b) => BANNER_LANGS.every((l) => !b.images[l] || Boolean(b.images[l]?.pc) === Boolean(b.images[l]?.mobile)), {
    error: 'banner_image_pair',
    path: ['images'],
  })
  .refine((b) => BANNER_LANGS.some((l) => b.images[l]?.pc && b.images[l]?.mobile), { error: 'banner_images_required', path: ['images'] })
  .refine((b) => b.linkType !== 'internal' || (b.link !== undefined && INTERNAL_LINK.test(b.link)), {
    error: 'banner_link_internal',
    path: ['link'],
  })
  .refine((b) => b.linkType !== 'external' || (b.link !== undefined && isWebAddress(b.link)), {
    error: 'banner_link_external',
    path: ['link'],
  })
  .refine((b) => b.endAt === undefined || b.endAt > b.startAt, { error: 'banner_window', path: ['endAt'] });

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
    save: defineContract({
      method: 'POST',
      path: `/${prefix}/save`,
      summary: 'Adds or edits a picture row: its pictures per language, link, sort and window',
      body: saveBody,
      answer: z.object({ id: z.number() }),
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
