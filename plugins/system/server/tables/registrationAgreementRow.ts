import { column, defineRowMapping } from '../../../../server/db/rowMapping';
import { AGREEMENT_LANGS, AGREEMENT_STATES } from '../../shared/agreementContract';

/*
 * registration_agreement's rows as answers (agreement/agreementRoutes.ts): a version as the
 * screen lists it, with the names of the staff who wrote and published it, and the published text
 * as the member app reads it. Times epoch ms.
 */
export const registrationAgreementRow = defineRowMapping({
  id: column('id').int(),
  lang: column('lang').text().oneOf(AGREEMENT_LANGS),
  version: column('version').int(),
  content: column('content').text(),
  state: column('state').text().oneOf(AGREEMENT_STATES),
  createdBy: column('creator_username').text().nullable(),
  createdAt: column('created_at').epochMs(),
  publishedBy: column('publisher_username').text().nullable(),
  publishedAt: column('published_at').epochMs().nullable(),
});

/** The published text of one language: published, so its time is set (a null fails loudly). */
export const publishedAgreementRow = registrationAgreementRow
  .pick('lang', 'version', 'content')
  .extend({ publishedAt: column('published_at').epochMs().nonNull() });
