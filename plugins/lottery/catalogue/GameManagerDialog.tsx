import { SelectInput, TextInput, useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Typography } from '@mui/material';
import { FormDialog } from '../../../src';
import { INTERVALS, RESULT_SOURCES, useGameManagerCalls, type GameManagerRecord, type LotteryTypeRecord } from './catalogueCalls';
import { optionalText, requiredText } from './catalogueForms';
import {
  NEW_GAME_DEFAULTS,
  newGamePayload,
  settingsPayload,
  settingsValues,
  validateNewGame,
  validateSettings,
  type NewGameValues,
  type SettingsValues,
} from './gameManagerForm';

const NEW_GAME_TEXT = { name: requiredText(50), description: optionalText(500) };

const input = (testId: string, numeric = false) => ({
  htmlInput: { 'data-testid': testId, ...(numeric ? { inputMode: 'decimal' as const } : {}) },
});

function SettingsInputs() {
  return (
    <>
      <TextInput
        source="freezeSec"
        label="lottery.catalogue.manager.freezeSec"
        helperText="lottery.catalogue.manager.freezeHelp"
        slotProps={input('manager-freeze', true)}
      />
      <TextInput
        source="feePercent"
        label="lottery.catalogue.manager.feePercent"
        helperText="lottery.catalogue.manager.feeHelp"
        slotProps={input('manager-fee', true)}
      />
      <TextInput source="minBet" label="lottery.catalogue.manager.minBet" slotProps={input('manager-min', true)} />
      <TextInput source="maxBet" label="lottery.catalogue.manager.maxBet" slotProps={input('manager-max', true)} />
      <TextInput
        source="maxBetPerPeriod"
        label="lottery.catalogue.manager.maxBetPerPeriod"
        helperText="lottery.catalogue.manager.perPeriodHelp"
        slotProps={input('manager-period', true)}
      />
    </>
  );
}

/** The shape (draw form) the chosen lottery type gives the new game. */
function TypeShape({ types }: { types: LotteryTypeRecord[] }) {
  const translate = useTranslate();
  const id = useWatch({ name: 'lotteryTypeId' });
  const type = types.find((t) => t.id === Number(id));
  if (!type) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }} data-testid="manager-shape">
      {translate('lottery.catalogue.manager.fromType', { shape: translate(`lottery.catalogue.shape.${type.shape}`), plays: type.plays })}
    </Typography>
  );
}

/** gameManagerEdit with no id: a new game from a lottery type (it inherits the type's plays and odds). It starts disabled. */
export function NewGameDialog({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const calls = useGameManagerCalls();
  const translate = useTranslate();
  const types = useGetList<LotteryTypeRecord>('lotteryCatalogueType', { pagination: { page: 1, perPage: 100 } });
  const list = types.data ?? [];
  return (
    <FormDialog<NewGameValues>
      title="lottery.catalogue.manager.addTitle"
      defaultValues={NEW_GAME_DEFAULTS}
      validate={(v) => validateNewGame(v as NewGameValues, NEW_GAME_TEXT)}
      success="lottery.catalogue.manager.created"
      saveTestId="manager-save"
      maxWidth="sm"
      loading={types.isPending}
      onClose={onClose}
      onDone={onDone}
      onSubmit={(v) => calls.create(newGamePayload(v))}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('lottery.catalogue.manager.addHint')}
      </Typography>
      <SelectInput
        source="lotteryTypeId"
        label="lottery.catalogue.games.lotteryType"
        translateChoice={false}
        choices={list.map((t) => ({ id: t.id, name: t.name }))}
      />
      <TypeShape types={list} />
      <TextInput source="name" label="lottery.catalogue.games.name" slotProps={input('manager-name')} />
      <TextInput
        source="code"
        label="lottery.catalogue.games.code"
        helperText="lottery.catalogue.manager.codeHelp"
        slotProps={input('manager-code')}
      />
      <TextInput
        source="issueCode"
        label="lottery.catalogue.manager.issueCode"
        helperText="lottery.catalogue.manager.issueCodeHelp"
        slotProps={input('manager-issue-code', true)}
      />
      <SelectInput
        source="resultSource"
        label="lottery.catalogue.manager.drawKind"
        helperText="lottery.catalogue.manager.drawKindHelp"
        choices={RESULT_SOURCES.map((id) => ({ id, name: `lottery.catalogue.manager.drawKinds.${id}` }))}
      />
      <SelectInput
        source="intervalSec"
        label="lottery.catalogue.games.interval"
        translateChoice={false}
        choices={INTERVALS.map((n) => ({ id: n, name: translate('lottery.catalogue.games.seconds', { n }) }))}
      />
      <SettingsInputs />
      <TextInput
        source="description"
        label="lottery.catalogue.games.description"
        multiline
        fullWidth
        slotProps={input('manager-description')}
      />
    </FormDialog>
  );
}

/** gameManagerEdit?id=: a game's draw settings; fixed ones shown, the rest editable only while it is disabled with no period open. */
export function DrawSettingsDialog({
  record,
  readOnly,
  onClose,
  onDone,
}: {
  record: GameManagerRecord;
  readOnly: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const calls = useGameManagerCalls();
  const translate = useTranslate();
  const reason = readOnly
    ? 'lottery.catalogue.readOnly'
    : record.lock === 'enabled'
      ? 'lottery.catalogue.manager.lockedEnabled'
      : record.lock === 'open_period'
        ? 'lottery.catalogue.manager.lockedOpen'
        : null;
  return (
    <FormDialog<SettingsValues>
      title="lottery.catalogue.manager.settingsTitle"
      titleOptions={{ name: record.name }}
      defaultValues={settingsValues(record)}
      validate={(v) => validateSettings(v as SettingsValues, record.intervalSec)}
      disabledReason={reason}
      success="lottery.catalogue.manager.saved"
      saveTestId="manager-save"
      maxWidth="sm"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(v) => calls.settings({ id: record.id, ...settingsPayload(v) })}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="manager-fixed">
        {`${translate('lottery.catalogue.games.code')}: ${record.code} · ${translate('lottery.catalogue.manager.issueCode')}: ${record.issueCode} · ` +
          `${translate('lottery.catalogue.games.lotteryType')}: ${record.lotteryTypeName} · ` +
          `${translate('lottery.catalogue.manager.drawKind')}: ${translate(`lottery.catalogue.manager.drawKinds.${record.resultSource}`)} · ` +
          `${translate('lottery.catalogue.games.interval')}: ${translate('lottery.catalogue.games.seconds', { n: record.intervalSec })}`}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ mb: 1, display: 'block' }}>
        {translate('lottery.catalogue.manager.settingsHint')}
      </Typography>
      <SettingsInputs />
    </FormDialog>
  );
}
