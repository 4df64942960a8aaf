import { useState } from 'react';
import { Box, Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { ColumnsButton, List, TopToolbar, useListContext, useRefresh, useTranslate } from 'react-admin';
import { DataTable, MoneyField, useCanWrite } from '../../../src';
import type { VipLevelRecord } from '../vipCalls';
import { EvaluateDialog } from './EvaluateDialog';
import { LevelDialog } from './LevelDialog';

type Open = { kind: 'edit'; record: VipLevelRecord } | { kind: 'add' } | { kind: 'evaluate' } | null;

function franchiseesOf(levels: VipLevelRecord[]) {
  const seen = new Map<number, string>();
  for (const l of levels) seen.set(l.franchiseeId, l.franchiseeName);
  return [...seen].map(([id, name]) => ({ id, name }));
}

// Points and the fallback switch are one click away in the column chooser (and in the edit dialog), so the default set fits 1440 px.
const COLUMNS_KEY = 'vip.levels.columns';

function Toolbar({ onOpen }: { onOpen: ((open: Open) => void) | null }) {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <ColumnsButton storeKey={COLUMNS_KEY} />
      {onOpen && (
        <>
          <Button startIcon={<AddIcon />} onClick={() => onOpen({ kind: 'add' })} data-testid="vip-level-add">
            {translate('vip.levels.add')}
          </Button>
          <Button startIcon={<PlayArrowIcon />} onClick={() => onOpen({ kind: 'evaluate' })} data-testid="vip-evaluate">
            {translate('vip.levels.evaluate')}
          </Button>
        </>
      )}
    </TopToolbar>
  );
}

function Dialogs({ open, onClose }: { open: Open; onClose(): void }) {
  const { data = [] } = useListContext<VipLevelRecord>();
  const refresh = useRefresh();
  if (!open) return null;
  if (open.kind === 'evaluate') return <EvaluateDialog onClose={onClose} onDone={refresh} />;
  const record = open.kind === 'edit' ? open.record : null;
  const franchisees = franchiseesOf(data);
  const nextLevel = data.reduce((max, l) => Math.max(max, l.level + 1), 0);
  return <LevelDialog record={record} franchisees={franchisees} levels={data} nextLevel={nextLevel} onClose={onClose} onDone={refresh} />;
}

// Headers wrap between words (the theme does that for every list); short figure columns keep 56 px.
const HEAD_MIN_WIDTH = { '& .RaDataTable-headerCell': { minWidth: 56 } };

function Flag({ on }: { on: boolean }) {
  const translate = useTranslate();
  return <Chip size="small" color={on ? 'success' : 'default'} label={translate(on ? 'vip.levels.on' : 'vip.levels.off')} />;
}

/** vipLevel: each franchisee's VIP levels, how many members hold each, editing them and running the daily evaluation. */
export default function VipLevelScreen() {
  const translate = useTranslate();
  const canWrite = useCanWrite('vipLevel', ['admin', 'franchisee']);
  const [open, setOpen] = useState<Open>(null);
  return (
    <List
      resource="vipLevel"
      title="vip.menu.vipLevel"
      perPage={100}
      pagination={false}
      exporter={false}
      actions={<Toolbar onOpen={canWrite ? setOpen : null} />}
    >
      <Box data-testid="vip-level-table">
        <DataTable<VipLevelRecord>
          bulkActionButtons={false}
          rowClick={false}
          sx={HEAD_MIN_WIDTH}
          storeKey={COLUMNS_KEY}
          hiddenColumns={['upgradePoints', 'fallback']}
        >
          <DataTable.Col source="franchiseeName" label="vip.levels.col.franchisee" disableSort />
          <DataTable.Col source="level" label="vip.levels.col.level" disableSort render={(r: VipLevelRecord) => `VIP ${r.level}`} />
          <DataTable.Col source="name" label="vip.levels.col.name" disableSort />
          <DataTable.NumberCol source="members" label="vip.levels.col.members" disableSort />
          <DataTable.NumberCol source="requiredMembers" label="vip.levels.col.requiredMembers" disableSort />
          <DataTable.Col source="requiredMonthly" label="vip.levels.col.requiredMonthly" disableSort>
            <MoneyField source="requiredMonthly" />
          </DataTable.Col>
          <DataTable.Col source="requiredWeekly" label="vip.levels.col.requiredWeekly" disableSort>
            <MoneyField source="requiredWeekly" />
          </DataTable.Col>
          <DataTable.Col source="upgradeReward" label="vip.levels.col.upgradeReward" disableSort>
            <MoneyField source="upgradeReward" />
          </DataTable.Col>
          <DataTable.NumberCol source="upgradePoints" label="vip.levels.col.upgradePoints" disableSort />
          <DataTable.Col source="weeklyReward" label="vip.levels.col.weeklyReward" disableSort>
            <MoneyField source="weeklyReward" />
          </DataTable.Col>
          <DataTable.Col
            source="weeklyRewardEnabled"
            label="vip.levels.col.weeklyRewardEnabled"
            disableSort
            render={(r: VipLevelRecord) => <Flag on={r.weeklyRewardEnabled === 1} />}
          />
          <DataTable.Col
            source="fallback"
            label="vip.levels.col.fallback"
            disableSort
            render={(r: VipLevelRecord) => <Flag on={r.fallback === 1} />}
          />
          {canWrite && (
            <DataTable.Col
              label="vip.levels.col.actions"
              disableSort
              render={(r: VipLevelRecord) => (
                <Button size="small" onClick={() => setOpen({ kind: 'edit', record: r })} data-testid={`vip-level-edit-${r.id}`}>
                  {translate('ra.action.edit')}
                </Button>
              )}
            />
          )}
        </DataTable>
      </Box>
      <Dialogs open={open} onClose={() => setOpen(null)} />
    </List>
  );
}
