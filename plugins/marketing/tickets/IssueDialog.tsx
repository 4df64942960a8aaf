import { Typography } from '@mui/material';
import { SelectInput, required, useTranslate } from 'react-admin';
import { FormDialog } from '../../../src';
import { useTicketCalls, type TicketRecord } from '../marketingCalls';

const LEVELS = Array.from({ length: 11 }, (_, i) => ({ id: i, name: `VIP ${i}` }));

/** Issues a ticket to every member of one VIP level (members at the ticket's limit are skipped). */
export function IssueDialog({ record, onClose, onDone }: { record: TicketRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const calls = useTicketCalls();
  return (
    <FormDialog<{ vipLevel: number }>
      title="marketing.tickets.issue"
      defaultValues={{}}
      saveLabel="marketing.tickets.issueNow"
      saveTestId="ticket-issue-save"
      noticeFor={(result) => ({ message: 'marketing.tickets.issued', options: result as Record<string, unknown> })}
      onClose={onClose}
      onDone={onDone}
      onSubmit={({ vipLevel }) => calls.issue({ ticketId: record.id, vipLevel })}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('marketing.tickets.issueHelp', { name: record.name })}
      </Typography>
      <SelectInput
        source="vipLevel"
        label="marketing.tickets.vipLevel"
        choices={LEVELS}
        validate={required()}
        slotProps={{ htmlInput: { 'data-testid': 'ticket-issue-level' } }}
      />
    </FormDialog>
  );
}
