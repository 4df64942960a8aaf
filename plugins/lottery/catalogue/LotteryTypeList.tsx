import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { DataTable, List, TextInput, useRefresh, useTranslate } from 'react-admin';
import { ACTIONS_COLUMN, FormDialog, useCanWrite } from '../../../src';
import { useLotteryTypeCalls, type LotteryTypeRecord } from './catalogueCalls';
import { requiredText, sortCheck } from './catalogueForms';

const RESOURCE = 'lotteryCatalogueType';

function EditTypeDialog({ record, onClose, onDone }: { record: LotteryTypeRecord; onClose(): void; onDone(): void }) {
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
      <TextInput source="name" label="lottery.catalogue.types.name" validate={requiredText(50)} slotProps={{ htmlInput: { 'data-testid': 'type-name' } }} />
      <TextInput source="sort" label="lottery.catalogue.types.sort" validate={sortCheck(9999)} slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'type-sort' } }} />
    </FormDialog>
  );
}

/**
 * yoyo_lottery / lotteryType: the lottery types (Win Go, K3, 5D) with their draw form and how many
 * games and plays each has. Admins rename and re-sort them; the draw form is fixed (it decides results).
 */
export default function LotteryTypeList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const canWrite = useCanWrite(RESOURCE, ['admin']);
  const [editing, setEditing] = useState<LotteryTypeRecord | null>(null);
  return (
    <Box data-testid="lottery-types">
      <List resource={RESOURCE} title="lottery.menu.lotteryType" exporter={false} pagination={false} empty={false} actions={false} sort={{ field: 'sort', order: 'ASC' }}>
        {!canWrite && <Typography variant="caption" color="text.secondary" sx={{ px: 2, pt: 1, display: 'block' }}>{translate('lottery.catalogue.readOnly')}</Typography>}
        <DataTable<LotteryTypeRecord> bulkActionButtons={false} rowClick={false}
          empty={<Typography sx={{ p: 2 }} color="text.secondary">{translate('lottery.catalogue.types.empty')}</Typography>}>
          <DataTable.Col source="code" label="lottery.catalogue.types.code" disableSort />
          <DataTable.Col source="name" label="lottery.catalogue.types.name" disableSort />
          <DataTable.Col<LotteryTypeRecord> source="shape" label="lottery.catalogue.types.shape" disableSort render={(r) => translate(`lottery.catalogue.shape.${r.shape}`)} />
          <DataTable.Col source="sort" label="lottery.catalogue.types.sort" disableSort />
          <DataTable.Col source="games" label="lottery.catalogue.types.games" disableSort />
          <DataTable.Col source="plays" label="lottery.catalogue.types.plays" disableSort />
          {canWrite && (
            <DataTable.Col<LotteryTypeRecord> label="lottery.catalogue.actions" className={ACTIONS_COLUMN}
              render={(r) => <Button size="small" onClick={() => setEditing(r)} data-testid={`type-edit-${r.id}`}>{translate('lottery.catalogue.edit')}</Button>} />
          )}
        </DataTable>
      </List>
      {editing && <EditTypeDialog record={editing} onClose={() => setEditing(null)} onDone={refresh} />}
    </Box>
  );
}
