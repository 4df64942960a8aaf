import type { AgreementLang } from '../systemCalls';

export interface AgreementForm {
  lang: AgreementLang;
  content: string;
}

/** The editor's HTML with tags and entities dropped: what a member would read. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Form-level check; the server checks the same after sanitising. */
export function agreementFormErrors(values: AgreementForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.lang) errors.lang = 'system.agreement.v.lang';
  if (visibleText(values.content ?? '') === '') errors.content = 'system.agreement.v.content';
  else if ((values.content ?? '').length > 200_000) errors.content = 'system.agreement.v.long';
  return errors;
}
