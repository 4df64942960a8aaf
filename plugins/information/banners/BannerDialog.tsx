import { Stack, Typography } from '@mui/material';
import { FormDataConsumer, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { FormDialog, ImageUploadInput } from '../../../src';
import { FranchiseeInput } from '../publishable/FranchiseeInput';
import { PublishSwitches } from '../publishable/PublishSwitches';
import { PublishWindowInputs } from '../publishable/PublishWindowInputs';
import { useFranchiseeOptions } from '../publishable/useFranchiseeOptions';
import { BANNER_LANGS, BANNER_LINK_TYPES, useBannerCalls, type BannerRecord, type BannerView } from './bannerCalls';
import { formValuesOf, payloadOf, validateBanner, type BannerFormValues } from './bannerForm';

const testId = (id: string) => ({ htmlInput: { 'data-testid': id } });

/**
 * Adds or edits a banner or start-up ad: its title, the PC and mobile picture per content language
 * (uploaded through the shared image input), where a tap leads, the sort, the valid window in
 * Bombay time (a future start schedules it, an end expires it) and the on/off switch.
 */
export function BannerDialog({
  view,
  record,
  onClose,
  onDone,
}: {
  view: BannerView;
  record: BannerRecord | null;
  onClose(): void;
  onDone(): void;
}) {
  const translate = useTranslate();
  const calls = useBannerCalls(view);
  // A franchisee's banners are its own: only an admin's editor asks whom it may pick.
  const { isAdmin, options } = useFranchiseeOptions(calls, { franchisees: [] }, true);
  const group = `information.banners.${view.kind}`;
  return (
    <FormDialog<BannerFormValues>
      title={record ? `${group}.edit` : `${group}.add`}
      defaultValues={formValuesOf(record)}
      validate={(values) => validateBanner(values as BannerFormValues)}
      success={`${group}.saved`}
      saveTestId="banner-save"
      maxWidth="md"
      loading={options === null}
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.save(payloadOf(values, record?.id))}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <TextInput source="title" label="information.banners.col.title" slotProps={testId('banner-title')} sx={{ flex: 2 }} />
        <TextInput
          source="sort"
          label="information.banners.col.sort"
          helperText="information.banners.sortHelp"
          slotProps={testId('banner-sort')}
          sx={{ maxWidth: 160 }}
        />
        {isAdmin && <FranchiseeInput ns="information.banners" choices={options?.franchisees} flex={1} />}
      </Stack>
      <Typography variant="subtitle2" sx={{ pt: 1 }}>
        {translate('information.banners.images')}
      </Typography>
      {BANNER_LANGS.map((lang) => (
        <Stack key={lang} direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 3 }}>
          <ImageUploadInput
            source={`${lang}_pc`}
            label={`${translate(`information.banners.lang.${lang}`)} · ${translate('information.banners.device.pc')}`}
            helperText={translate('information.banners.pcHelp')}
            previewWidth={320}
            previewHeight={100}
          />
          <ImageUploadInput
            source={`${lang}_mobile`}
            label={`${translate(`information.banners.lang.${lang}`)} · ${translate('information.banners.device.mobile')}`}
            helperText={translate('information.banners.mobileHelp')}
            previewWidth={200}
            previewHeight={96}
          />
        </Stack>
      ))}
      <RadioButtonGroupInput
        source="linkType"
        label="information.banners.col.linkType"
        choices={BANNER_LINK_TYPES.map((t) => ({ id: t, name: `information.banners.linkType.${t}` }))}
      />
      <FormDataConsumer<BannerFormValues>>
        {({ formData }) =>
          formData.linkType === 'none' ? null : (
            <TextInput
              source="link"
              label="information.banners.col.link"
              slotProps={testId('banner-link')}
              helperText={
                formData.linkType === 'internal' ? 'information.banners.linkHelpInternal' : 'information.banners.linkHelpExternal'
              }
            />
          )
        }
      </FormDataConsumer>
      <PublishWindowInputs
        ns="information.banners"
        heading="information.banners.window"
        endHelp="information.banners.noEnd"
        testIdPrefix="banner"
      />
      <PublishSwitches ns="information.banners" />
    </FormDialog>
  );
}
