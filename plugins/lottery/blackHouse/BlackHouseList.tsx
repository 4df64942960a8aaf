import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { List, SelectInput, TextInput, TopToolbar, useNotify, useRefresh, useTranslate } from 'react-admin';
import {
  ACTIONS_COLUMN,
  BombayDateField,
  ConfirmActionButton,
  DataTable,
  GuardedButton,
  ListPagination,
  formatPaise,
  useCanWrite,
} from '../../../src';
import { useRestrictedCalls, type RestrictedRecord, type RoomSummary } from '../lotteryCalls';
import { AddRestrictionDialog } from './AddRestrictionDialog';
import { RoomCounters } from './RoomCounters';

const RESOURCE = 'lotteryRestricted';

function filtersFor(summary: RoomSummary | undefined) {
  return [
    <TextInput key="username" source="username" label="lottery.blackHouse.username" alwaysOn resettable />,
    <SelectInput
      key="franchiseeId"
      source="franchiseeId"
      label="lottery.blackHouse.franchisee"
      alwaysOn
      choices={(summary?.franchisees ?? []).map((f) => ({ id: f.franchiseeId, name: f.franchiseeName }))}
      translateChoice={false}
    />,
    <SelectInput
      key="enabled"
      source="enabled"
      label="lottery.blackHouse.state"
      alwaysOn
      choices={[
        { id: 1, name: 'lottery.blackHouse.on' },
        { id: 0, name: 'lottery.blackHouse.off' },
      ]}
    />,
    <SelectInput
      key="restriction"
      source="restriction"
      label="lottery.blackHouse.restriction"
      choices={[
        { id: 'betting_suspended', name: 'lottery.blackHouse.kind.betting_suspended' },
        { id: 'stake_cap', name: 'lottery.blackHouse.kind.stake_cap' },
      ]}
    />,
  ];
}

function RestrictionCell({ r }: { r: RestrictedRecord }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {translate(`lottery.blackHouse.kind.${r.restriction}`)}
      {r.restriction === 'stake_cap' && r.stakeCap !== null && (
        <Box component="span" sx={{ color: 'text.secondary' }}>{` ≤ ${formatPaise(r.stakeCap)}`}</Box>
      )}
    </Box>
  );
}

function StateCell({ r }: { r: RestrictedRecord }) {
  const translate = useTranslate();
  if (r.expired)
    return (
      <Chip size="small" color="default" variant="outlined" label={translate('lottery.blackHouse.expired')} data-testid={`state-${r.id}`} />
    );
  return (
    <Chip
      size="small"
      color={r.enabled ? 'error' : 'default'}
      label={translate(r.enabled ? 'lottery.blackHouse.on' : 'lottery.blackHouse.off')}
      data-testid={`state-${r.id}`}
    />
  );
}

function RowActions({ r }: { r: RestrictedRecord }) {
  const calls = useRestrictedCalls();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const toggle = async () => {
    try {
      await calls.setEnabled({ id: r.id, enabled: !r.enabled });
    } catch {
      return; // the http layer has shown the server's reason (e.g. three already enabled)
    }
    notify(r.enabled ? 'lottery.blackHouse.disabledDone' : 'lottery.blackHouse.enabledDone', {
      type: 'success',
      messageArgs: { username: r.username },
    });
    refresh();
  };
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <GuardedButton size="small" onClick={toggle} data-testid={`toggle-${r.id}`}>
        {translate(r.enabled ? 'lottery.blackHouse.disable' : 'lottery.blackHouse.enable')}
      </GuardedButton>
      <ConfirmActionButton
        label="lottery.blackHouse.remove"
        title="lottery.blackHouse.removeTitle"
        content="lottery.blackHouse.removeContent"
        translateOptions={{ username: r.username }}
        color="error"
        data-testid={`remove-${r.id}`}
        onConfirm={async () => {
          await calls.remove({ id: r.id });
          notify('lottery.blackHouse.removed', { type: 'success', messageArgs: { username: r.username } });
          refresh();
        }}
      />
    </Box>
  );
}

/**
 * game_result / blackHouse ("small black room"): members whose betting is suspended or capped,
 * at most 10 per franchisee and 3 enabled at once (the server enforces both). A restriction only
 * limits stakes; it never touches a draw.
 */
export default function BlackHouseList() {
  const translate = useTranslate();
  const calls = useRestrictedCalls();
  const refresh = useRefresh();
  const canWrite = useCanWrite(RESOURCE, ['admin']);
  const [adding, setAdding] = useState(false);
  const summary = useQuery({ queryKey: [RESOURCE, 'summary'], queryFn: () => calls.summary() });
  return (
    <Box data-testid="black-house">
      <List
        resource={RESOURCE}
        title="lottery.menu.blackHouse"
        perPage={20}
        sort={{ field: 'createdAt', order: 'DESC' }}
        filters={filtersFor(summary.data)}
        exporter={false}
        pagination={<ListPagination />}
        empty={false}
        actions={
          <TopToolbar>
            {canWrite && (
              <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={!summary.data} data-testid="restricted-add">
                {translate('lottery.blackHouse.add')}
              </Button>
            )}
          </TopToolbar>
        }
      >
        <Box sx={{ px: 2, pt: 1 }}>
          <RoomCounters summary={summary.data} loading={summary.isPending} />
          <Typography variant="caption" color="text.secondary">
            {translate('lottery.blackHouse.fairness')}
          </Typography>
        </Box>
        <DataTable<RestrictedRecord>
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <Typography sx={{ p: 2 }} color="text.secondary" data-testid="restricted-empty">
              {translate('lottery.blackHouse.empty')}
            </Typography>
          }
        >
          <DataTable.Col<RestrictedRecord>
            source="username"
            label="lottery.blackHouse.member"
            disableSort
            render={(r) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {r.username}{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  #{r.memberId}
                </Box>
              </Box>
            )}
          />
          <DataTable.Col source="franchiseeName" label="lottery.blackHouse.franchisee" disableSort />
          <DataTable.Col<RestrictedRecord>
            source="restriction"
            label="lottery.blackHouse.restriction"
            disableSort
            render={(r) => <RestrictionCell r={r} />}
          />
          <DataTable.Col<RestrictedRecord>
            source="reason"
            label="lottery.blackHouse.reason"
            disableSort
            render={(r) => (
              <Box
                component="span"
                title={r.reason}
                sx={{ display: 'block', maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {r.reason}
              </Box>
            )}
          />
          {/* Creator and time share a cell so the default columns fit 1440 px. */}
          <DataTable.Col<RestrictedRecord>
            source="createdAt"
            label="lottery.blackHouse.created"
            render={(r) => (
              <Box component="span" sx={{ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' }}>
                <span>{r.createdBy ?? '-'}</span>
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
                  <BombayDateField source="createdAt" />
                </Box>
              </Box>
            )}
          />
          <DataTable.Col<RestrictedRecord>
            source="expiresAt"
            label="lottery.blackHouse.expiresAt"
            render={(r) => (r.expiresAt === null ? translate('lottery.blackHouse.never') : <BombayDateField source="expiresAt" />)}
          />
          <DataTable.Col<RestrictedRecord> label="lottery.blackHouse.state" disableSort render={(r) => <StateCell r={r} />} />
          {canWrite && (
            <DataTable.Col<RestrictedRecord>
              label="lottery.blackHouse.actions"
              className={ACTIONS_COLUMN}
              render={(r) => <RowActions r={r} />}
            />
          )}
        </DataTable>
      </List>
      {adding && summary.data && (
        <AddRestrictionDialog
          maxTotal={summary.data.maxTotal}
          maxEnabled={summary.data.maxEnabled}
          onClose={() => setAdding(false)}
          onDone={refresh}
        />
      )}
    </Box>
  );
}
