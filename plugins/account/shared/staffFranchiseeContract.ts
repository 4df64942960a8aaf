import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { intIn, listFields, optionalId, optionalText } from '../../../shared/fields';
import { code, shortName } from './staffFields';

/* Franchisee management (admin only): what the server's staff/franchiseeRoutes.ts serves. Paise, epoch ms. */

const franchisee = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  /** 0 active, 1 disabled. */
  status: z.number(),
  createTime: z.number(),
  stationCount: z.number(),
  /** The quota of all its stations. */
  quota: z.number(),
});

export const staffFranchiseeContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-franchisee/list',
    summary: 'A page of franchisees with their station count and total station quota',
    body: z.object({ ...listFields(30, ['id', 'code', 'name', 'createTime']), name: optionalText }),
    answer: pageOf(franchisee),
  }),
  save: defineContract({
    method: 'POST',
    path: '/chance-franchisee/save',
    summary: 'Creates (no id) or edits a franchisee',
    body: z.object({ id: optionalId, code, name: shortName, status: intIn(0, 1).default(0) }),
    answer: z.object({ id: z.number() }),
  }),
};
