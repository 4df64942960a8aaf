import { BooleanInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { FormDialog, ImageUploadInput } from '../../../src';
import { BET_TYPES, GAME_TYPES, useCatalogueGameCalls, type GameRecord } from './catalogueCalls';
import { gameFormValues, gamePayload, optionalText, providerCodeCheck, requiredText, type GameFormValues } from './catalogueForms';

const input = (testId: string) => ({ htmlInput: { 'data-testid': testId } });

/** Edits what staff may change about a game; what decides periods and settlement is shown, not edited. */
export function GameDialog({ record, onClose, onDone }: { record: GameRecord; onClose(): void; onDone(): void }) {
  const calls = useCatalogueGameCalls();
  const translate = useTranslate();
  return (
    <FormDialog<GameFormValues>
      title="lottery.catalogue.games.editTitle"
      titleOptions={{ name: record.name }}
      defaultValues={gameFormValues(record)}
      success="lottery.catalogue.games.saved"
      saveTestId="game-save"
      maxWidth="sm"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.update(gamePayload(record.id, values))}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="game-fixed">
        {`${translate('lottery.catalogue.games.code')}: ${record.code} · ${translate('lottery.catalogue.games.lotteryType')}: ${record.lotteryTypeName} · ` +
          `${translate('lottery.catalogue.games.interval')}: ${translate('lottery.catalogue.games.seconds', { n: record.intervalSec })} · ` +
          `${translate('lottery.catalogue.games.resultSource')}: ${translate(`lottery.catalogue.resultSource.${record.resultSource}`)} · ` +
          `${translate('lottery.catalogue.games.betType')}: ${translate(`lottery.catalogue.betType.${BET_TYPES[record.betType] ?? 'period'}`)}`}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ mb: 1, display: 'block' }}>
        {translate('lottery.catalogue.games.fixedHint')}
      </Typography>
      <TextInput source="name" label="lottery.catalogue.games.name" validate={requiredText(50)} slotProps={input('game-name')} />
      <TextInput
        source="providerCode"
        label="lottery.catalogue.games.providerCode"
        validate={providerCodeCheck}
        slotProps={input('game-provider')}
      />
      <TextInput
        source="description"
        label="lottery.catalogue.games.description"
        multiline
        fullWidth
        validate={optionalText(500)}
        slotProps={input('game-description')}
      />
      <SelectInput
        source="type"
        label="lottery.catalogue.games.type"
        choices={GAME_TYPES.map((code, id) => ({ id, name: `lottery.catalogue.gameType.${code}` }))}
      />
      <BooleanInput source="testSupport" label="lottery.catalogue.games.testSupport" helperText="lottery.catalogue.games.testSupportHelp" />
      <ImageUploadInput
        source="iconH5"
        label="lottery.catalogue.games.iconH5"
        helperText="lottery.catalogue.games.iconHelp"
        previewWidth={120}
        previewHeight={120}
      />
      <ImageUploadInput
        source="iconPc"
        label="lottery.catalogue.games.iconPc"
        helperText="lottery.catalogue.games.iconHelp"
        previewWidth={120}
        previewHeight={120}
      />
    </FormDialog>
  );
}
