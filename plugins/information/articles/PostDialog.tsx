import { Stack, Typography } from '@mui/material';
import { SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { BombayDateTimeInput, FormDialog, ImageUploadInput, RichTextInput } from '../../../src';
import { FranchiseeInput } from '../publishable/FranchiseeInput';
import { PublishSwitches } from '../publishable/PublishSwitches';
import { PublishWindowInputs } from '../publishable/PublishWindowInputs';
import { useFranchiseeOptions } from '../publishable/useFranchiseeOptions';
import { POST_LANGS, usePostCalls, type PostKind, type PostRecord } from './postCalls';
import { formValuesOf, payloadOf, validatePost, type PostFormValues } from './postForm';

const testId = (id: string) => ({ htmlInput: { 'data-testid': id } });

/**
 * Adds or edits an article or activity: category, content language, title and the list summary,
 * when it is published and taken down (Bombay time), for an activity when the promotion runs and
 * its cover picture (the shared image upload),
 * and its content as rich text, which the server sanitises before storing.
 */
export function PostDialog({
  kind,
  record,
  onClose,
  onDone,
}: {
  kind: PostKind;
  record: PostRecord | null;
  onClose(): void;
  onDone(): void;
}) {
  const translate = useTranslate();
  const calls = usePostCalls(kind);
  const { isAdmin, options } = useFranchiseeOptions(calls, { franchisees: [] });
  return (
    <FormDialog<PostFormValues>
      title={record ? `${kind.ns}.editTitle` : `${kind.ns}.add`}
      record={record ?? undefined}
      resource={kind.resource}
      defaultValues={formValuesOf(kind, record)}
      validate={(values) => validatePost(kind, values as PostFormValues)}
      success={`${kind.ns}.saved`}
      saveTestId="post-save"
      maxWidth="md"
      loading={options === null}
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.save(payloadOf(kind, values, record?.id))}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <SelectInput
          source="category"
          label="information.post.col.category"
          validate={required()}
          sx={{ minWidth: 180 }}
          choices={kind.categories.map((c) => ({ id: c, name: `${kind.ns}.category.${c}` }))}
        />
        <SelectInput
          source="lang"
          label="information.post.col.lang"
          validate={required()}
          sx={{ minWidth: 150 }}
          choices={POST_LANGS.map((l) => ({ id: l, name: `information.post.lang.${l}` }))}
        />
        {isAdmin && <FranchiseeInput ns="information.post" choices={options?.franchisees} />}
        <TextInput
          source="sort"
          label="information.post.col.sort"
          helperText="information.post.sortHelp"
          slotProps={testId('post-sort')}
          sx={{ maxWidth: 140 }}
        />
      </Stack>
      <TextInput source="title" label="information.post.col.title" slotProps={testId('post-title')} />
      <TextInput
        source="summary"
        label="information.post.col.summary"
        helperText="information.post.summaryHelp"
        multiline
        slotProps={testId('post-summary')}
      />
      <PublishWindowInputs
        ns="information.post"
        heading="information.post.publishWindow"
        startHelp="information.post.startHelp"
        endHelp="information.post.endHelp"
        testIdPrefix="post"
      />
      {kind.hasActivityTime && (
        <>
          <Typography variant="subtitle2" sx={{ pt: 1 }}>
            {translate('information.activity.activityTime')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
            <BombayDateTimeInput
              source="activityStartAt"
              mode="local"
              label="information.activity.activityStart"
              testId="post-activity-start"
            />
            <BombayDateTimeInput
              source="activityEndAt"
              mode="local"
              label="information.activity.activityEnd"
              helperText={translate('information.activity.activityEndHelp')}
              testId="post-activity-end"
            />
          </Stack>
          <ImageUploadInput
            source="coverUrl"
            label={translate('information.activity.cover')}
            helperText={translate('information.activity.coverHelp')}
            previewWidth={320}
            previewHeight={160}
          />
        </>
      )}
      <PublishSwitches ns="information.post" pinned />
      <RichTextInput source="content" label="information.post.contentSection" fullWidth />
    </FormDialog>
  );
}
