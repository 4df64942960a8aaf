import { TextInput, useLocaleState, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { FormDialog } from '../../../src';
import { playName, useCataloguePlayCalls, type PlayRecord } from './catalogueCalls';
import { optionalText, playFormValues, playPayload, rebateCheck, requiredText, sortCheck, type PlayFormValues } from './catalogueForms';

const input = (testId: string) => ({ htmlInput: { 'data-testid': testId } });

/** Names and introductions in Chinese, English and Hindi, sort and rebate; parent and odds are shown, not edited. */
export function PlayDialog({ record, onClose, onDone }: { record: PlayRecord; onClose(): void; onDone(): void }) {
  const calls = useCataloguePlayCalls();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const parent =
    record.parentId === null ? translate('lottery.catalogue.plays.noParent') : locale === 'zh' ? record.parentNameZh : record.parentNameEn;
  return (
    <FormDialog<PlayFormValues>
      title="lottery.catalogue.plays.editTitle"
      titleOptions={{ name: playName(record, locale) }}
      defaultValues={playFormValues(record)}
      success="lottery.catalogue.plays.saved"
      saveTestId="play-save"
      maxWidth="md"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.update(playPayload(record.id, values))}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="play-fixed">
        {`${translate('lottery.catalogue.plays.lotteryType')}: ${record.lotteryTypeName} · ${translate('lottery.catalogue.plays.parent')}: ${parent}` +
          (record.parentId === null ? '' : ` · ${translate('lottery.catalogue.plays.odds')}: ×${(record.oddsX100 / 100).toFixed(2)}`)}
      </Typography>
      {record.parentId !== null && (
        <Typography variant="caption" color="text.secondary" sx={{ mb: 1, display: 'block' }}>
          {translate('lottery.catalogue.plays.oddsHint')}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, columnGap: 2 }}>
        <TextInput source="nameZh" label="lottery.catalogue.plays.nameZh" validate={requiredText(50)} slotProps={input('play-name-zh')} />
        <TextInput source="nameEn" label="lottery.catalogue.plays.nameEn" validate={requiredText(50)} slotProps={input('play-name-en')} />
        <TextInput source="nameHi" label="lottery.catalogue.plays.nameHi" validate={requiredText(50)} slotProps={input('play-name-hi')} />
        <TextInput source="introZh" label="lottery.catalogue.plays.introZh" multiline validate={optionalText(300)} />
        <TextInput source="introEn" label="lottery.catalogue.plays.introEn" multiline validate={optionalText(300)} />
        <TextInput source="introHi" label="lottery.catalogue.plays.introHi" multiline validate={optionalText(300)} />
        <TextInput
          source="sort"
          label="lottery.catalogue.plays.sort"
          validate={sortCheck(99_999)}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'play-sort' } }}
        />
        <TextInput
          source="rebate"
          label="lottery.catalogue.plays.rebatePercent"
          validate={rebateCheck}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'play-rebate' } }}
        />
      </Box>
    </FormDialog>
  );
}
