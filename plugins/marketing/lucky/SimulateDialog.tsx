import { Alert } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { FormDialog, formatPaise } from '../../../src';
import { useCampaignCalls, type CampaignKind, type CampaignRecord, type DrawAnswer } from '../luckyCalls';

const memberIdError = (v?: string | null) =>
  /^\d{1,15}$/.test((v ?? '').trim()) && Number(v) > 0 ? undefined : 'marketing.lucky.memberIdInvalid';

/**
 * One draw for a member, standing in for the member app (demos and tests; administrators only).
 * The draw follows every rule a member's own draw does, and its prize is really paid.
 */
export function SimulateDialog({
  kind,
  record,
  onClose,
  onDone,
}: {
  kind: CampaignKind;
  record: CampaignRecord;
  onClose(): void;
  onDone(): void;
}) {
  const translate = useTranslate();
  const calls = useCampaignCalls(kind);
  return (
    <FormDialog<{ memberId: string }>
      title="marketing.lucky.simulate"
      defaultValues={{ memberId: '' }}
      saveTestId="lucky-simulate-save"
      saveLabel="marketing.lucky.drawNow"
      noticeFor={(result) => {
        const a = result as DrawAnswer;
        return {
          message: 'marketing.lucky.drawn',
          options: {
            no: a.drawNo,
            prize: a.prizeName,
            outcome: translate(`marketing.lucky.outcome.${a.outcome}`),
            amount: a.kind === 'money' ? formatPaise(a.amount) : a.kind === 'points' ? String(a.amount) : '-',
          },
        };
      }}
      onClose={onClose}
      onDone={onDone}
      onSubmit={({ memberId }) => calls.simulate({ campaignId: record.id, memberId: Number(memberId) })}
    >
      <Alert severity="warning" sx={{ mb: 1 }}>
        {translate('marketing.lucky.simulateHint')}
      </Alert>
      <TextInput
        source="memberId"
        label="marketing.lucky.memberId"
        validate={memberIdError}
        slotProps={{ htmlInput: { 'data-testid': 'lucky-simulate-member' } }}
      />
    </FormDialog>
  );
}
