import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, Box, FormControlLabel, MenuItem, Switch, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BombayDayInput } from '../../../src';
import { useReportCalls } from '../calls';
import type { Filter } from '../screens';
import type { ReportFilters } from '../types';
import { PRESETS, presetRange, type Preset } from './presets';

export interface FilterBarProps {
  filters: ReportFilters;
  preset: Preset;
  offer: Filter[];
  /** Administrators and franchisees get the franchisee/game lookups; agents only the agent picker. */
  analyst: boolean;
  isAdmin: boolean;
  /**
   * Whether the franchisee, game and agent lookups may be asked for: not before the report's first
   * answer is on screen, which they would otherwise race (two requests before 每日总览's rows, issue 43).
   */
  lookups: boolean;
  onChange(filters: ReportFilters, preset: Preset): void;
}

/** Presets in Bombay days, a custom range, the include-test switch and the cuts this report offers. */
export function FilterBar({ filters, preset, offer, analyst, isAdmin, lookups, onChange }: FilterBarProps) {
  const translate = useTranslate();
  const calls = useReportCalls();
  const [agentSearch, setAgentSearch] = useState('');
  const choices = useQuery({
    queryKey: ['report', 'filters'],
    queryFn: () => calls.filters(),
    enabled: analyst && lookups,
    staleTime: 300_000,
  });
  const agents = useQuery({
    queryKey: ['report', 'agents', agentSearch],
    queryFn: () => calls.agents({ usernameKeyword: agentSearch || undefined, pageIndex: 1, pageSize: 20 }),
    enabled: offer.includes('agent') && lookups,
  });
  const set = (patch: Partial<ReportFilters>, nextPreset: Preset = preset) => onChange({ ...filters, ...patch }, nextPreset);
  const dateError = filters.from > filters.to ? translate('report.rangeBackwards') : undefined;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }} data-testid="report-filters">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset}
        onChange={(_, v: Preset | null) => {
          if (!v) return;
          set(v === 'custom' ? {} : presetRange(v, Date.now()), v);
        }}
      >
        {PRESETS.map((p) => (
          <ToggleButton key={p} value={p} data-testid={`preset-${p}`}>
            {translate(`report.preset.${p}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {preset === 'custom' && (
        <>
          {/* An unreadable or emptied box keeps the last good range (the box says what is wrong). */}
          <BombayDayInput
            bound="date"
            fullWidth={false}
            sx={{ width: 180 }}
            label="report.from"
            value={filters.from}
            testId="report-from"
            onChange={(day) => typeof day === 'string' && set({ from: day }, 'custom')}
            error={dateError}
            helperText={false}
          />
          <BombayDayInput
            bound="date"
            fullWidth={false}
            sx={{ width: 180 }}
            label="report.to"
            value={filters.to}
            testId="report-to"
            onChange={(day) => typeof day === 'string' && set({ to: day }, 'custom')}
            helperText={false}
          />
        </>
      )}
      {offer.includes('franchisee') && isAdmin && (
        <TextField
          select
          size="small"
          fullWidth={false}
          sx={{ width: 200 }}
          label={translate('report.franchisee')}
          value={filters.franchiseeId ?? ''}
          onChange={(e) => set({ franchiseeId: e.target.value === '' ? undefined : Number(e.target.value) })}
        >
          <MenuItem value="">{translate('report.all')}</MenuItem>
          {(choices.data?.franchisees ?? []).map((f) => (
            <MenuItem key={f.id} value={f.id}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {offer.includes('game') && analyst && (
        <TextField
          select
          size="small"
          fullWidth={false}
          sx={{ width: 200 }}
          label={translate('report.game')}
          value={filters.gameId ?? ''}
          onChange={(e) =>
            set({
              gameId: e.target.value === '' ? undefined : Number(e.target.value),
              agentId: e.target.value === '' ? filters.agentId : undefined,
            })
          }
        >
          <MenuItem value="">{translate('report.all')}</MenuItem>
          {(choices.data?.games ?? []).map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {offer.includes('agent') && (
        <Autocomplete
          size="small"
          sx={{ width: 240 }}
          options={agents.data?.list ?? []}
          getOptionLabel={(a) => a.username}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          filterOptions={(o) => o}
          value={(agents.data?.list ?? []).find((a) => a.id === filters.agentId) ?? null}
          onInputChange={(_, text, reason) => reason === 'input' && setAgentSearch(text)}
          onChange={(_, a) => set({ agentId: a?.id, gameId: a ? undefined : filters.gameId })}
          renderInput={(params) => <TextField {...params} label={translate('report.agentLine')} />}
        />
      )}
      <FormControlLabel
        control={<Switch checked={filters.includeTest} onChange={(e) => set({ includeTest: e.target.checked })} />}
        label={translate('report.includeTest')}
      />
    </Box>
  );
}
