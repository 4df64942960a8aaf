import { SelectInput, required } from 'react-admin';
import { FormDialog, RichTextInput } from '../../../src';
import { AGREEMENT_LANGS, useAgreementCalls, type AgreementLang, type AgreementView } from '../systemCalls';
import { agreementFormErrors, type AgreementForm } from './agreementForm';

export const LANG_CHOICES = AGREEMENT_LANGS.map((id) => ({ id, name: `system.agreement.langs.${id}` }));

/**
 * Writes a new version (a draft) of one language's agreement, in the same rich-text editor as the
 * notices; it can start from an existing version's text. The server sanitises what is saved, and
 * nothing members see changes until the version is published.
 */
export function AgreementDialog({
  view,
  lang,
  content,
  onClose,
  onDone,
}: {
  view: AgreementView;
  lang?: AgreementLang;
  content?: string;
  onClose(): void;
  onDone(): void;
}) {
  const calls = useAgreementCalls(view);
  return (
    <FormDialog<AgreementForm>
      title="system.agreement.addTitle"
      success="system.agreement.saved"
      saveTestId="agreement-save"
      maxWidth="md"
      defaultValues={{ lang: lang ?? 'en', content: content ?? '' }}
      validate={(values) => agreementFormErrors(values as AgreementForm)}
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.save({ lang: values.lang, content: values.content })}
    >
      <SelectInput
        source="lang"
        label="system.agreement.lang"
        choices={LANG_CHOICES}
        validate={required()}
        sx={{ minWidth: 200 }}
        slotProps={{ htmlInput: { 'data-testid': 'agreement-lang' } }}
      />
      <RichTextInput source="content" label="system.agreement.content" fullWidth />
    </FormDialog>
  );
}
