import { BooleanInput, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Typography } from '@mui/material';
import { BombayDayInput, FormDialog } from '../../../src';
import { useRestrictedCalls } from '../lotteryCalls';
import { REASON_MAX, RESTRICTION_DEFAULTS, restrictionErrors, restrictionPayload, type RestrictionFormValues } from './restrictionForm';

const input = (testId: string) => ({ htmlInput: { 'data-testid': testId } });

function StakeCapInput() {
  const restriction = useWatch<RestrictionFormValues, 'restriction'>({ name: 'restriction' });
  if (restriction !== 'stake_cap') return null;
  return (
    <TextInput
      source="stakeCap"
      label="lottery.blackHouse.stakeCapRupees"
      helperText="lottery.blackHouse.stakeCapHelp"
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'restricted-cap' } }}
    />
  );
}

/** Puts a member in the room; the server enforces the 10 rows / 3 enabled limits and says so when they are reached. */
export function AddRestrictionDialog({
  maxTotal,
  maxEnabled,
  onClose,
  onDone,
}: {
  maxTotal: number;
  maxEnabled: number;
  onClose(): void;
  onDone(): void;
}) {
  const calls = useRestrictedCalls();
  const translate = useTranslate();
  return (
    <FormDialog<RestrictionFormValues>
      title="lottery.blackHouse.add"
      defaultValues={RESTRICTION_DEFAULTS}
      validate={(values) => restrictionErrors(values as RestrictionFormValues)}
      success="lottery.blackHouse.added"
      saveTestId="restricted-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.add(restrictionPayload(values))}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('lottery.blackHouse.limitsHint', { maxTotal, maxEnabled })}
      </Typography>
      <RadioButtonGroupInput
        source="memberBy"
        label="lottery.blackHouse.memberBy"
        choices={[
          { id: 'username', name: 'lottery.blackHouse.byUsername' },
          { id: 'id', name: 'lottery.blackHouse.byId' },
        ]}
      />
      <TextInput source="member" label="lottery.blackHouse.member" slotProps={input('restricted-member')} />
      <RadioButtonGroupInput
        source="restriction"
        label="lottery.blackHouse.restriction"
        choices={[
          { id: 'betting_suspended', name: 'lottery.blackHouse.kind.betting_suspended' },
          { id: 'stake_cap', name: 'lottery.blackHouse.kind.stake_cap' },
        ]}
      />
      <StakeCapInput />
      <BooleanInput source="enabled" label="lottery.blackHouse.enableNow" />
      <TextInput
        source="reason"
        label="lottery.blackHouse.reason"
        multiline
        fullWidth
        helperText={translate('lottery.blackHouse.reasonHelp', { max: REASON_MAX })}
        slotProps={input('restricted-reason')}
      />
      <BombayDayInput
        source="expiresAt"
        label="lottery.blackHouse.expiresOn"
        bound="end"
        helperText={translate('lottery.blackHouse.expiryHelp')}
      />
    </FormDialog>
  );
}
