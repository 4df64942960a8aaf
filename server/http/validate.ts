import { z } from 'zod';
import { BadRequest } from './errors';
import { isMessageKey, t, type Lang } from './messages';

const localeErrors = { en: z.locales.en().localeError, zh: z.locales.zhCN().localeError };

/**
 * Parses request input with a zod schema. Failures become A0400 whose message names each field
 * and its problem in the caller's language: zod's own texts come from its locale, and schema
 * messages written as keys (`{ error: 'v.hex64' }`) from our catalogue.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, lang: Lang): z.output<S> {
  const result = schema.safeParse(input, { error: localeErrors[lang] });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  const text = result.error.issues
    .slice(0, 5)
    .map((issue) => {
      const field = issue.path.length > 0 ? issue.path.join('.') : lang === 'zh' ? '请求体' : 'body';
      const problem = isMessageKey(issue.message) ? t(lang, issue.message) : issue.message;
      if (issue.path.length > 0) fields[field] ??= problem;
      return t(lang, 'field_invalid', { field, problem });
    })
    .join(lang === 'zh' ? '；' : '; ');
  throw new BadRequest(text, fields);
}

// The field schemas live with the contracts that use them; routes keep importing them from here.
export * from '../../shared/fields';
