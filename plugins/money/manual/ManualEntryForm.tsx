import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  Form,
  NumberInput,
  SelectInput,
  TextInput,
  maxValue,
  minValue,
  required,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatPaise, parseRupeesToPaise, useIdempotencyKey, useInPopup } from '../../../src';
import { optionalRemark, positiveRupees } from '../orders/validation';
import { REASONS, useManualCalls, type Direction, type ManualMember } from './manualCalls';
import { usePresetMember } from './usePresetMember';

interface Values {
  username: string;
  amount: string;
  reasonType: string;
  normalAudit: boolean;
  comprehensive: boolean;
  comprehensiveMultiple: number;
  remark: string;
}

const DEFAULTS: Values = {
  username: '',
  amount: '',
  reasonType: '',
  normalAudit: true,
  comprehensive: false,
  comprehensiveMultiple: 1,
  remark: '',
};

type Member = ManualMember;

/** The member's balances, looked up when the username field is left (a wrong name gets the server's message). */
function MemberBalance({ member }: { member: Member | null }) {
  const translate = useTranslate();
  if (!member) return null;
  return (
    <Typography variant="body2" data-testid="manual-member-balance" sx={{ mb: 1 }}>
      {member.username} · {translate('money.manual.cash')}: {formatPaise(member.cash)} · {translate('money.manual.frozen')}:{' '}
      {formatPaise(member.frozen)}
    </Typography>
  );
}

function Inputs({ direction, onMember }: { direction: Direction; onMember(username: string): void }) {
  const translate = useTranslate();
  const comprehensive = useWatch<Values, 'comprehensive'>({ name: 'comprehensive' });
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextInput
        fullWidth={false}
        source="username"
        label="money.manual.col.username"
        validate={required()}
        isRequired
        onBlur={(e) => onMember(e.target.value.trim())}
        slotProps={{ htmlInput: { 'data-testid': 'manual-username', autoComplete: 'off' } }}
      />
      <TextInput
        fullWidth={false}
        source="amount"
        label="money.manual.amountRupees"
        validate={positiveRupees}
        isRequired
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'manual-amount' } }}
      />
      <SelectInput
        fullWidth={false}
        source="reasonType"
        label="money.manual.col.reasonType"
        validate={required()}
        isRequired
        choices={REASONS[direction].map((id) => ({ id, name: translate(`money.manual.reason.${direction}.${id}`) }))}
        slotProps={{ htmlInput: { 'data-testid': 'manual-reason-type' } }}
        sx={{ minWidth: 200 }}
      />
      {direction === 'credit' && <BooleanInput source="normalAudit" label="money.manual.normalAudit" />}
      {direction === 'credit' && <BooleanInput source="comprehensive" label="money.manual.comprehensiveAudit" />}
      {direction === 'credit' && comprehensive && (
        <NumberInput
          fullWidth={false}
          source="comprehensiveMultiple"
          label="money.manual.multiple"
          step={0.5}
          validate={[required(), minValue(0.01), maxValue(1000)]}
        />
      )}
      <TextInput fullWidth={false} source="remark" label="money.manual.remark" validate={optionalRemark} sx={{ minWidth: 320 }} />
    </Stack>
  );
}

function SubmitButton({ busy }: { busy: boolean }) {
  const translate = useTranslate();
  const { formState } = useFormContext();
  return (
    // A plain submit button: a click guard disables it within the click, before the browser submits the form.
    // Double submits are stopped by `busy` (set until the answer) and by the request's Idempotency-Key.
    <Button type="submit" variant="contained" disabled={busy || !formState.isValid} data-testid="manual-submit">
      {translate('money.manual.submit')}
    </Button>
  );
}

/**
 * manual_deposit / manual_withdrawal: one member's credit or debit becomes a REQUEST (no money
 * moves); another staff member approves it in the queue below or in the record screen.
 */
export function ManualEntryForm({ direction }: { direction: Direction }) {
  const translate = useTranslate();
  const inPopup = useInPopup() !== null;
  const notify = useNotify();
  const refresh = useRefresh();
  const calls = useManualCalls();
  const idempotency = useIdempotencyKey();
  const [member, setMember] = useState<Member | null>(null);
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);
  // A popup's member preset fills the name (a fresh form, so it validates) and shows the balances.
  const [username, setUsername] = useState('');
  usePresetMember((m) => {
    setMember(m);
    setUsername(m.username);
    setFormKey((k) => k + 1);
  });

  const lookUp = async (username: string) => {
    if (username === '' || username === member?.username) return;
    setMember(null);
    try {
      setMember(await calls.member({ username }));
    } catch {
      // The http layer has shown the server's message (member not found / out of scope).
    }
  };

  const submit = async (values: Record<string, unknown>) => {
    const v = values as unknown as Values;
    const payload = {
      username: v.username.trim(),
      amount: parseRupeesToPaise(v.amount) as number,
      reasonType: v.reasonType,
      remark: (v.remark ?? '').trim() || undefined,
      ...(direction === 'credit' && {
        normalAudit: v.normalAudit,
        comprehensiveMultipleX100: v.comprehensive ? Math.round(Number(v.comprehensiveMultiple) * 100) : 0,
      }),
    };
    setBusy(true);
    try {
      const request =
        direction === 'credit'
          ? await calls.deposit(payload, { idempotencyKey: idempotency.key })
          : await calls.withdrawal(payload, { idempotencyKey: idempotency.key });
      notify('money.manual.submitted', { type: 'success', messageArgs: { requestNo: request.requestNo } });
      idempotency.renew();
      setMember(null);
      setUsername('');
      setFormKey((k) => k + 1);
      refresh();
    } catch {
      // Already toasted; the form keeps what was typed (and the same key, so a retry is not doubled).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mb: 2 }} data-testid={`manual-form-${direction}`}>
      <CardContent>
        {/* In the popup the panel's title already names the form. */}
        {!inPopup && (
          <Typography variant="h6" sx={{ mb: 1 }}>
            {translate(direction === 'credit' ? 'money.menu.manual_deposit' : 'money.menu.manual_withdrawal')}
          </Typography>
        )}
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('money.manual.makerChecker')}
        </Alert>
        <Form key={formKey} defaultValues={{ ...DEFAULTS, username }} onSubmit={submit} mode="onChange">
          <MemberBalance member={member} />
          <Inputs direction={direction} onMember={lookUp} />
          <Box sx={{ mt: 1 }}>
            <SubmitButton busy={busy} />
          </Box>
        </Form>
      </CardContent>
    </Card>
  );
}
