import { Stack } from '@mui/material';
import { FormDataConsumer, RadioButtonGroupInput, SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { BombayDateTimeInput, FormDialog, RichTextInput } from '../../../src';
import { FranchiseeInput } from '../publishable/FranchiseeInput';
import { PublishSwitches } from '../publishable/PublishSwitches';
import { PublishWindowInputs } from '../publishable/PublishWindowInputs';
import { useFranchiseeOptions } from '../publishable/useFranchiseeOptions';
import {
  NOTICE_AUDIENCES,
  NOTICE_DEVICES,
  NOTICE_LANGS,
  useNoticeCalls,
  type NoticeOptions,
  type NoticeRecord,
  type NoticeView,
} from '../informationCalls';
import { formValuesOf, payloadOf, validateNotice, type NoticeFormValues } from './noticeForm';

const testId = (id: string) => ({ htmlInput: { 'data-testid': id } });
const choicesOf = (values: readonly string[], prefix: string) => values.map((v) => ({ id: v, name: `information.notice.${prefix}.${v}` }));
const LEVELS = Array.from({ length: 11 }, (_, i) => ({ id: i, name: `VIP ${i}` }));

/**
 * Adds or edits a notice: where it shows (type, device, station, content language, play order and
 * time), when (valid window, in Bombay time), to whom (all, a VIP level and above, named accounts)
 * and its content as rich text, which the server sanitises before storing.
 */
export function NoticeDialog({
  view,
  record,
  onClose,
  onDone,
}: {
  view: NoticeView;
  record: NoticeRecord | null;
  onClose(): void;
  onDone(): void;
}) {
  const translate = useTranslate();
  const calls = useNoticeCalls(view);
  // Every caller asks: a franchisee's own stations come with the answer.
  const { isAdmin, options } = useFranchiseeOptions<NoticeOptions>(calls, { franchisees: [], stations: [] });
  return (
    <FormDialog<NoticeFormValues>
      title={record ? 'information.notice.edit' : 'information.notice.add'}
      defaultValues={formValuesOf(record, Date.now(), view.types[0])}
      validate={(values) => validateNotice(values as NoticeFormValues)}
      success="information.notice.saved"
      saveTestId="notice-save"
      maxWidth="md"
      loading={options === null}
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.save(payloadOf(values, record?.id))}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <SelectInput
          source="type"
          label="information.notice.col.type"
          choices={choicesOf(view.types, 'type')}
          validate={required()}
          sx={{ minWidth: 180 }}
        />
        <SelectInput
          source="lang"
          label="information.notice.col.lang"
          choices={choicesOf(NOTICE_LANGS, 'lang')}
          validate={required()}
          sx={{ minWidth: 150 }}
        />
        <SelectInput
          source="device"
          label="information.notice.col.device"
          choices={choicesOf(NOTICE_DEVICES, 'device')}
          validate={required()}
          sx={{ minWidth: 150 }}
        />
      </Stack>
      <TextInput source="title" label="information.notice.col.title" slotProps={testId('notice-title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        {isAdmin && <FranchiseeInput ns="information.notice" choices={options?.franchisees} />}
        <FormDataConsumer<NoticeFormValues>>
          {({ formData }) => {
            const franchiseeId = isAdmin ? formData.franchiseeId : options?.franchisees[0]?.id;
            const stations = (options?.stations ?? []).filter((s) => s.franchiseeId === franchiseeId);
            return (
              <SelectInput
                source="stationId"
                label="information.notice.col.station"
                choices={stations}
                emptyText="information.notice.allStations"
                disabled={!franchiseeId}
                sx={{ minWidth: 200 }}
              />
            );
          }}
        </FormDataConsumer>
        <TextInput
          source="sort"
          label="information.notice.col.sort"
          helperText="information.notice.sortHelp"
          slotProps={testId('notice-sort')}
          sx={{ maxWidth: 160 }}
        />
      </Stack>
      <PublishWindowInputs
        ns="information.notice"
        heading="information.notice.window"
        endHelp="information.notice.noEnd"
        testIdPrefix="notice"
      >
        <BombayDateTimeInput
          source="playAt"
          mode="local"
          label="information.notice.col.playAt"
          helperText={translate('information.notice.playAtHelp')}
        />
      </PublishWindowInputs>
      <RadioButtonGroupInput
        source="audience"
        validate={required()}
        label="information.notice.recipients"
        choices={choicesOf(NOTICE_AUDIENCES, 'audience')}
      />
      <FormDataConsumer<NoticeFormValues>>
        {({ formData }) =>
          formData.audience === 'vip' ? (
            <SelectInput source="audienceVipMin" label="information.notice.col.vipMin" choices={LEVELS} sx={{ minWidth: 200 }} />
          ) : formData.audience === 'members' ? (
            <TextInput
              source="accounts"
              label="information.notice.col.accounts"
              helperText="information.notice.accountsHelp"
              multiline
              minRows={2}
              slotProps={testId('notice-accounts')}
            />
          ) : null
        }
      </FormDataConsumer>
      <PublishSwitches ns="information.notice" pinned />
      <RichTextInput source="content" label="information.notice.contentSection" fullWidth />
    </FormDialog>
  );
}
