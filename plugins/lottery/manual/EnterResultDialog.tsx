import { TextInput, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { FormDialog } from '../../../src';
import { useManualCalls, type PeriodRecord } from '../lotteryCalls';
import { parseResultText, reasonError, resultError } from './resultText';

interface Values {
  result: string;
  source: string;
  reason: string;
}

/** The maker's step: the official result of an external draw, its source and a reason; nothing is drawn until another staff member approves it. */
export function EnterResultDialog({ period, onClose, onDone }: { period: PeriodRecord; onClose(): void; onDone(): void }) {
  const calls = useManualCalls();
  const translate = useTranslate();
  return (
    <FormDialog<Values>
      title="lottery.manual.enterTitle"
      titleOptions={{ game: period.gameName, issueNo: period.issueNo }}
      defaultValues={{ result: '', source: '', reason: '' }}
      saveLabel="lottery.manual.enter"
      success="lottery.manual.entered"
      saveTestId="enter-result-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) =>
        calls.enter({
          periodId: period.id,
          result: parseResultText(period.shape, values.result) as number[],
          source: (values.source ?? '').trim(),
          reason: values.reason.trim(),
        })
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('lottery.manual.enterHint')}
      </Typography>
      <TextInput
        source="result"
        label="lottery.manual.result"
        validate={resultError(period.shape)}
        helperText={`lottery.manual.resultHelp_${period.shape}`}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'enter-result-digits' } }}
      />
      <TextInput
        source="source"
        label="lottery.manual.source"
        helperText="lottery.manual.sourceHelp"
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'enter-result-source' } }}
      />
      <TextInput
        source="reason"
        label="lottery.manual.reason"
        validate={reasonError}
        multiline
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'enter-result-reason' } }}
      />
    </FormDialog>
  );
}
