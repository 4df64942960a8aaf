import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, intIn, listFields, optionalId, optionalText } from '../../../shared/fields';

/*
 * domain's calls (plugins/system/server/domain/domainRoutes.ts; console systemCalls.ts): the
 * site's web and app download domains, and the agent whose promotion link one is bound to.
 * Flags are 0/1, times epoch ms.
 */

export const DOMAIN_TYPES = ['common', 'app'] as const;

// Lower-case host names: labels of letters, digits and inner hyphens, at least one dot.
const HOST = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const flag = z.preprocess(blank, intIn(0, 1));

const domain = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(DOMAIN_TYPES),
  /** 0 enabled, 1 disabled. */
  status: z.number(),
  /** 1: may carry an agent's promotion link. */
  promotion: z.number(),
  /** 1: shown to members in the apps' domain list. */
  display: z.number(),
  agentId: z.number().nullable(),
  agentName: z.string().nullable(),
  /** The bound agent's promotion link (on this domain). */
  promotionLink: z.string().nullable(),
  remark: z.string(),
  createTime: z.number(),
  updateTime: z.number(),
});

export const domainContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-domain/list',
    summary: 'The site’s domains with their flags and the agent each promotion domain is bound to',
    body: z.object({
      ...listFields(20, ['id', 'name', 'updateTime']),
      name: optionalText,
      type: z.preprocess(blank, z.enum(DOMAIN_TYPES).optional()),
      status: z.preprocess(blank, intIn(0, 1).optional()),
      promotion: z.preprocess(blank, intIn(0, 1).optional()),
      display: z.preprocess(blank, intIn(0, 1).optional()),
      agent: optionalText,
    }),
    answer: pageOf(domain),
  }),
  save: defineContract({
    method: 'POST',
    path: '/chance-domain/update',
    summary: 'Adds a domain (no id) or edits one; agentId binds it to that agent’s promotion link',
    body: z.object({
      id: optionalId,
      name: z.preprocess(
        (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
        z.string({ error: 'v.required' }).regex(HOST, { error: 'system.v.domainName' }),
      ),
      type: z.enum(DOMAIN_TYPES, { error: 'system.v.domainType' }),
      promotion: flag,
      display: flag,
      remark: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(200)),
      agentId: optionalId,
    }),
    answer: z.object({ id: z.number() }),
  }),
  status: defineContract({
    method: 'GET',
    path: '/chance-domain/status',
    summary: 'Enables (0) or disables (1) a domain; a bound one stays enabled',
    query: z.object({ id: idField, status: z.preprocess(blank, intIn(0, 1)) }),
    answer: z.null(),
  }),
  unbind: defineContract({
    method: 'GET',
    path: '/chance-domain/unbind/agent/domain',
    summary: 'Takes a domain off its agent, who gets back the promotion link it had before',
    query: z.object({ id: idField }),
    answer: z.null(),
  }),
};
