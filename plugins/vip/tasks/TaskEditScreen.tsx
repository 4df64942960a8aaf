import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import {
  BooleanInput,
  Form,
  FormDataConsumer,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  Title,
  required,
  useLocale,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useCanWrite, useClickGuard, useHostPermissions } from '../../../src';
import {
  isMoneyType,
  TASK_AWARDS,
  TASK_LIST_PATH,
  TASK_PERIODS,
  TASK_TYPES,
  useTaskCalls,
  type TaskOptions,
  type TaskRecord,
} from './taskCalls';
import { formValuesOf, payloadOf, validateTask, type TaskFormValues } from './taskForm';
import { TaskClaims } from './TaskClaims';

const testId = (id: string) => ({ htmlInput: { 'data-testid': id } });
const row = { direction: { xs: 'column', md: 'row' }, sx: { columnGap: 2 } } as const;

function SaveBar({ busy, canWrite, onCancel }: { busy: boolean; canWrite: boolean; onCancel(): void }) {
  const translate = useTranslate();
  const { isValid, isValidating } = useFormState();
  return (
    <Stack direction="row" spacing={1} sx={{ pt: 2 }}>
      {canWrite && (
        <Button
          type="submit"
          variant="contained"
          disabled={busy || !isValid || isValidating}
          aria-busy={busy || undefined}
          data-testid="task-save"
        >
          {translate('ra.action.save')}
        </Button>
      )}
      <Button onClick={onCancel} data-testid="task-cancel">
        {translate('vip.tasks.backToList')}
      </Button>
    </Stack>
  );
}

/** The task form: names, what to do in which period, the award, state and sort. */
function TaskForm({ record, options, canWrite }: { record: TaskRecord | null; options: TaskOptions; canWrite: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const calls = useTaskCalls();
  const isAdmin = useHostPermissions()?.role === 'admin';
  const defaults = formValuesOf(record);
  if (!record && options.franchisees.length === 1) defaults.franchiseeId = options.franchisees[0].id;
  const { guarded, busy } = useClickGuard(async (values: TaskFormValues) => {
    try {
      await calls.save(payloadOf(values, record?.id));
    } catch {
      return; // toasted by the http layer; the page stays for a retry
    }
    notify('vip.tasks.saved', { type: 'success' });
    navigate(TASK_LIST_PATH);
  });
  return (
    <Form
      defaultValues={defaults}
      validate={(v) => validateTask(v as TaskFormValues)}
      mode="onChange"
      noValidate
      onSubmit={(v: Record<string, unknown>) => guarded(v as unknown as TaskFormValues)}
      disabled={!canWrite}
    >
      <Stack spacing={0.5} sx={{ maxWidth: 960 }}>
        {!record && isAdmin && (
          <SelectInput
            source="franchiseeId"
            label="vip.tasks.col.franchisee"
            choices={options.franchisees}
            validate={required('vip.tasks.franchiseeRequired')}
            sx={{ maxWidth: 320 }}
          />
        )}
        <Typography variant="subtitle2">{translate('vip.tasks.names')}</Typography>
        <Stack {...row}>
          <TextInput source="nameZh" label="vip.tasks.col.nameZh" slotProps={testId('task-name-zh')} />
          <TextInput source="nameEn" label="vip.tasks.col.nameEn" slotProps={testId('task-name-en')} />
          <TextInput source="nameHi" label="vip.tasks.col.nameHi" helperText="vip.tasks.nameHiHelp" slotProps={testId('task-name-hi')} />
        </Stack>
        <Typography variant="subtitle2">{translate('vip.tasks.condition')}</Typography>
        <Stack {...row}>
          <SelectInput
            source="type"
            label="vip.tasks.col.type"
            choices={TASK_TYPES.map((t) => ({ id: t, name: `vip.tasks.type.${t}` }))}
            validate={required()}
            sx={{ minWidth: 220 }}
            slotProps={testId('task-type')}
          />
          <SelectInput
            source="period"
            label="vip.tasks.col.period"
            choices={TASK_PERIODS.map((p) => ({ id: p, name: `vip.tasks.period.${p}` }))}
            validate={required()}
            sx={{ minWidth: 180 }}
            helperText="vip.tasks.periodHelp"
          />
          <FormDataConsumer<TaskFormValues>>
            {({ formData }) => (
              <TextInput
                source="threshold"
                label={isMoneyType(formData.type) ? 'vip.tasks.thresholdRupees' : 'vip.tasks.thresholdDays'}
                helperText={`vip.tasks.help.${formData.type}`}
                slotProps={testId('task-threshold')}
              />
            )}
          </FormDataConsumer>
        </Stack>
        <Typography variant="subtitle2">{translate('vip.tasks.col.award')}</Typography>
        <RadioButtonGroupInput
          source="awardKind"
          label={false}
          choices={TASK_AWARDS.map((a) => ({ id: a, name: `vip.tasks.award.${a}` }))}
        />
        <FormDataConsumer<TaskFormValues>>
          {({ formData }) => {
            if (formData.awardKind !== 'ticket') {
              return (
                <TextInput
                  source="awardAmount"
                  label={formData.awardKind === 'money' ? 'vip.tasks.awardRupees' : 'vip.tasks.awardPointsLabel'}
                  sx={{ maxWidth: 320 }}
                  slotProps={testId('task-award-amount')}
                />
              );
            }
            const franchisee = record?.franchiseeId ?? formData.franchiseeId;
            const tickets = options.tickets.filter((t) => franchisee === undefined || Number(t.franchiseeId) === Number(franchisee));
            return (
              <SelectInput
                source="ticketId"
                label="vip.tasks.ticket"
                choices={tickets}
                helperText="vip.tasks.ticketHelp"
                sx={{ maxWidth: 320 }}
              />
            );
          }}
        </FormDataConsumer>
        <Stack direction="row" sx={{ columnGap: 2, alignItems: 'center' }}>
          <TextInput
            source="sort"
            label="vip.tasks.col.sort"
            helperText="vip.tasks.sortHelp"
            sx={{ maxWidth: 160 }}
            slotProps={testId('task-sort')}
          />
          <BooleanInput source="enabled" label="vip.tasks.enabledLabel" />
        </Stack>
      </Stack>
      <SaveBar busy={busy} canWrite={canWrite} onCancel={() => navigate(TASK_LIST_PATH)} />
    </Form>
  );
}

/**
 * rewardTaskEdit (a hidden leaf): a task's own page, `?id=` for an existing task, none for a new one; the
 * claims tab (`&tab=claims`) lists the awards paid and looks up a member's progress in the current period.
 */
export default function TaskEditScreen() {
  const translate = useTranslate();
  const locale = useLocale();
  const calls = useTaskCalls();
  const canWrite = useCanWrite('rewardTask', ['admin', 'franchisee']);
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const wanted = Number.isSafeInteger(id) && id > 0 ? id : null;
  const tab = wanted !== null && params.get('tab') === 'claims' ? 'claims' : 'task';
  const [record, setRecord] = useState<TaskRecord | null | 'missing' | undefined>(wanted === null ? null : undefined);
  const [options, setOptions] = useState<TaskOptions | null>(null);
  useEffect(() => {
    calls.options().then(setOptions, () => setOptions({ franchisees: [], tickets: [] }));
  }, [calls]);
  useEffect(() => {
    if (wanted === null) {
      setRecord(null);
      return;
    }
    setRecord(undefined);
    calls.detail({ id: wanted }).then(setRecord, () => setRecord('missing'));
  }, [calls, wanted]);
  const heading =
    record && record !== 'missing'
      ? translate('vip.tasks.editTitle', { name: locale === 'zh' ? record.nameZh : record.nameEn })
      : translate('vip.tasks.add');
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={wanted === null ? 'vip.tasks.add' : 'vip.menu.rewardTaskEdit'} />
      <CardContent>
        {record === undefined || options === null ? (
          <Box sx={{ p: 4, textAlign: 'center' }}>
            <CircularProgress size={28} aria-label={translate('ra.page.loading')} />
          </Box>
        ) : record === 'missing' ? (
          <Typography data-testid="task-missing">{translate('vip.tasks.notFound')}</Typography>
        ) : (
          <>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }} data-testid="task-heading">
              {heading}
            </Typography>
            {record && (
              <Tabs
                value={tab}
                onChange={(_, next: string) =>
                  setParams(next === 'claims' ? { id: String(record.id), tab: 'claims' } : { id: String(record.id) })
                }
                sx={{ mb: 2 }}
              >
                <Tab value="task" label={translate('vip.tasks.tabTask')} data-testid="task-tab-task" />
                <Tab value="claims" label={translate('vip.tasks.claims')} data-testid="task-tab-claims" />
              </Tabs>
            )}
            {tab === 'claims' && record ? (
              <TaskClaims record={record} />
            ) : (
              <TaskForm key={record?.id ?? 'new'} record={record} options={options} canWrite={canWrite} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
