import { BooleanInput, SelectInput, TextInput, required } from 'react-admin';
import { FormDialog } from '../../../src';
import { useVipLevelCalls, type VipLevelRecord } from '../vipCalls';
import { countError, formValuesOf, linkError, nameRule, payloadOf, rupeeError, type LevelFormValues } from './levelForm';

interface Props {
  /** null: a new level. */
  record: VipLevelRecord | null;
  /** Franchisees an administrator may add a level for (a franchisee adds to its own). */
  franchisees: { id: number; name: string }[];
  /** The levels listed beside it: a name another level of the same franchisee holds is refused before saving. */
  levels: readonly VipLevelRecord[];
  nextLevel: number;
  onClose(): void;
  onDone(): void;
}

const input = (testId: string) => ({ htmlInput: { 'data-testid': testId } });

/** Adds or edits one VIP level: thresholds, rewards, weekly switch and the 30-day fallback rule. */
export function LevelDialog({ record, franchisees, levels, nextLevel, onClose, onDone }: Props) {
  const calls = useVipLevelCalls();
  const defaults = formValuesOf(record, nextLevel);
  if (!record && franchisees.length === 1) defaults.franchiseeId = franchisees[0].id;
  return (
    <FormDialog<LevelFormValues>
      title={record ? 'vip.levels.edit' : 'vip.levels.add'}
      defaultValues={defaults}
      success="vip.levels.saved"
      saveTestId="vip-level-save"
      maxWidth="md"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.save(payloadOf(values, record?.id))}
    >
      {!record && franchisees.length > 1 && (
        <SelectInput
          source="franchiseeId"
          label="vip.levels.col.franchisee"
          choices={franchisees}
          validate={required('vip.levels.franchiseeRequired')}
        />
      )}
      <TextInput source="level" label="vip.levels.col.level" validate={countError(99)} slotProps={input('vip-level-level')} />
      <TextInput source="name" label="vip.levels.col.name" validate={nameRule(levels, record?.id)} slotProps={input('vip-level-name')} />
      <TextInput source="requiredMembers" label="vip.levels.col.requiredMembers" validate={countError(1_000_000)} />
      <TextInput
        source="requiredMonthly"
        label="vip.levels.col.requiredMonthly"
        validate={rupeeError}
        slotProps={input('vip-level-monthly')}
      />
      <TextInput
        source="requiredWeekly"
        label="vip.levels.col.requiredWeekly"
        validate={rupeeError}
        slotProps={input('vip-level-weekly')}
      />
      <TextInput source="upgradeReward" label="vip.levels.col.upgradeReward" validate={rupeeError} slotProps={input('vip-level-reward')} />
      <TextInput source="upgradePoints" label="vip.levels.col.upgradePoints" validate={countError(100_000_000)} />
      <TextInput source="weeklyReward" label="vip.levels.col.weeklyReward" validate={rupeeError} />
      <BooleanInput source="weeklyRewardEnabled" label="vip.levels.col.weeklyRewardEnabled" />
      <BooleanInput source="fallback" label="vip.levels.col.fallback" helperText="vip.levels.fallbackHelp" />
      <TextInput source="icon" label="vip.levels.col.icon" validate={linkError} />
      <TextInput source="medal" label="vip.levels.col.medal" validate={linkError} />
    </FormDialog>
  );
}
