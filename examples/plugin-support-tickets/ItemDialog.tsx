import { SelectInput, TextInput } from 'react-admin';
import { FormDialog } from '../../src';
import { useSupportTicketsCalls } from './calls';
import { formValuesOf, payloadOf, validateItem, type ItemFormValues } from './form';
import { STATUSES, type ItemRecord } from './shared/items';

const testId = (id: string) => ({ htmlInput: { 'data-testid': id } });

/** Adds an item, or edits one (title, note, open or closed). */
export function ItemDialog({ record, onClose, onDone }: { record: ItemRecord | null; onClose(): void; onDone(): void }) {
  const calls = useSupportTicketsCalls();
  return (
    <FormDialog<ItemFormValues>
      title={record ? 'support_tickets.edit' : 'support_tickets.add'}
      defaultValues={formValuesOf(record)}
      validate={(values) => validateItem(values as ItemFormValues)}
      success="support_tickets.saved"
      saveTestId="support-tickets-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.save(payloadOf(values, record?.id))}
    >
      <TextInput source="title" label="support_tickets.col.title" slotProps={testId('support-tickets-title')} />
      <TextInput source="note" label="support_tickets.col.note" multiline minRows={2} />
      <SelectInput
        source="status"
        label="support_tickets.col.status"
        choices={STATUSES.map((s) => ({ id: s, name: `support_tickets.status.${s}` }))}
      />
    </FormDialog>
  );
}
