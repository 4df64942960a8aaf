import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, listFields } from '../../../shared/fields';

/*
 * registration_agreement's calls (plugins/system/server/agreement/agreementRoutes.ts; console
 * systemCalls.ts): numbered versions of the agreement per content language, under two prefixes
 * (one per menu leaf that opens the screen), and the published text the member app reads. Content
 * is sanitised HTML: the server parses a saved version with its sanitiser in place of the content
 * field. Times in epoch ms.
 */

export const AGREEMENT_LANGS = ['zh', 'en', 'hi'] as const;
export const AGREEMENT_STATES = ['draft', 'published', 'retired'] as const;
/** Longest agreement text a client may send. */
const CONTENT_MAX = 200_000;

/** The two leaves' path prefixes. */
export type AgreementPrefix = 'chance-registration-agreement' | 'chance-regprotocol';

const version = z.object({
  id: z.number(),
  lang: z.enum(AGREEMENT_LANGS),
  version: z.number(),
  content: z.string(),
  state: z.enum(AGREEMENT_STATES),
  createdBy: z.string().nullable(),
  createdAt: z.number(),
  publishedBy: z.string().nullable(),
  publishedAt: z.number().nullable(),
});

/** One leaf's calls, under its prefix. */
export function agreementContractsAt<P extends AgreementPrefix>(prefix: P) {
  return {
    list: defineContract({
      method: 'POST',
      path: `/${prefix}/list`,
      summary: 'The agreement’s versions, newest first, with who wrote and published each',
      body: z.object({
        ...listFields(20, ['version', 'createdAt']),
        lang: z.preprocess(blank, z.enum(AGREEMENT_LANGS).optional()),
        state: z.preprocess(blank, z.enum(AGREEMENT_STATES).optional()),
      }),
      answer: pageOf(version),
    }),
    save: defineContract({
      method: 'POST',
      path: `/${prefix}/save`,
      summary: 'Writes a new draft version of one language (rich text, sanitised)',
      body: z.object({
        lang: z.enum(AGREEMENT_LANGS),
        content: z.string({ error: 'system.agreement_content_required' }).max(CONTENT_MAX, { error: 'system.agreement_content_long' }),
      }),
      answer: z.object({ id: z.number(), version: z.number() }),
    }),
    publish: defineContract({
      method: 'POST',
      path: `/${prefix}/publish`,
      summary: 'Publishes a version: members are shown it, the version published before is retired',
      body: z.object({ id: idField }),
      answer: z.null(),
    }),
  };
}

export const agreementContracts = {
  system: agreementContractsAt('chance-registration-agreement'),
  information: agreementContractsAt('chance-regprotocol'),
  current: defineContract({
    method: 'GET',
    path: '/chance-registration-agreement/current',
    summary: 'The published agreement of a language, as the member app’s registration page shows it (public)',
    query: z.object({ lang: z.enum(AGREEMENT_LANGS) }),
    answer: z.object({ lang: z.enum(AGREEMENT_LANGS), version: z.number(), content: z.string(), publishedAt: z.number() }),
  }),
};
