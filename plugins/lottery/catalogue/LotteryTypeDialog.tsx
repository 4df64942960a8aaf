import { TextInput } from 'react-admin';
import { FormDialog } from '../../../src';
import { useLotteryTypeCalls, type LotteryTypeRecord } from './catalogueCalls';
import { requiredText, sortCheck } from './catalogueForms';

/** A lottery type's name and sort (its draw form is fixed: it decides results). */
export function LotteryTypeDialog({ record, onClose, onDone }: { record: LotteryTypeRecord; onClose(): void; onDone(): void }) {
  const calls = useLotteryTypeCalls();
  return (
    <FormDialog<{ name: string; sort: string }>
      title="lottery.catalogue.types.editTitle"
      titleOptions={{ name: record.name }}
      defaultValues={{ name: record.name, sort: String(record.sort) }}
      success="lottery.catalogue.types.saved"
      saveTestId="type-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(v) => calls.update({ id: record.id, name: v.name.trim(), sort: Number(String(v.sort).trim()) })}
    >
      <TextInput
        source="name"
        label="lottery.catalogue.types.name"
        validate={requiredText(50)}
        slotProps={{ htmlInput: { 'data-testid': 'type-name' } }}
      />
      <TextInput
        source="sort"
        label="lottery.catalogue.types.sort"
        validate={sortCheck(9999)}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'type-sort' } }}
      />
    </FormDialog>
  );
}
