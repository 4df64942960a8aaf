import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { hex64, idField } from '../../../shared/fields';

/*
 * The signed-in staff member's own account (server: profileRoutes.ts): password and console
 * language. Passwords travel as SHA-256 hex digests; language 0 Chinese, 1 English.
 */

const language = z.object({ language: z.number() });

export const profileContracts = {
  changePassword: defineContract({
    method: 'POST',
    path: '/chance-staion-user/update/me/password',
    summary: "Changes the caller's own password (old one required) and signs out its other sessions",
    body: z.object({ oldPassword: hex64, newPassword: hex64, ConfirmPassword: hex64, id: idField }),
    answer: z.null(),
  }),
  language: defineContract({
    method: 'POST',
    path: '/chance-staion-user/get/me/language',
    summary: "The caller's console language (0 Chinese, 1 English)",
    answer: language,
  }),
  setLanguage: defineContract({
    method: 'POST',
    path: '/chance-staion-user/update/me/language',
    summary: "Sets the caller's console language (0 Chinese, 1 English)",
    body: z.object({
      id: idField,
      language: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(['0', '1'], { error: 'v.language' })).transform(Number),
    }),
    answer: language,
  }),
};
