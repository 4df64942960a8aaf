import { useEffect, useState } from 'react';
import { SelectInput, useGetList, useNotify, useTranslate } from 'react-admin';
import { formatBombay } from '../../../src';
import { useTemplateCalls, type TemplateRecord } from './calls';

interface Assignment {
  templateId: number;
  templateName: string;
  effectiveFrom: number;
}

/**
 * An agent's rebate template on the agent dialog: the latest assignment (it may start with the
 * next period), and `assign` to call after the agent is saved when the choice changed.
 */
export function useTemplateAssignment(agentId: number | undefined) {
  const calls = useTemplateCalls();
  const notify = useNotify();
  const [history, setHistory] = useState<Assignment[] | null>(null);
  useEffect(() => {
    if (agentId === undefined) return;
    let live = true;
    calls.assignments({ agentId }).then(
      (answer) => live && setHistory(answer.list),
      () => live && setHistory([]),
    );
    return () => {
      live = false;
    };
  }, [agentId, calls]);
  const current = history?.[0]?.templateId;
  const assign = async (templateId: number | string | null | undefined) => {
    if (agentId === undefined || templateId === null || templateId === undefined || templateId === '' || Number(templateId) === current)
      return;
    const answer = await calls.assign({ agentId, templateId: Number(templateId) });
    notify('account.commission.assigned', { type: 'success', messageArgs: { from: formatBombay(answer.effectiveFrom) } });
  };
  return { history, current, assign };
}

export function TemplateAssignInput({ history }: { history: Assignment[] | null }) {
  const translate = useTranslate();
  const { data } = useGetList<TemplateRecord>('commissionTemplate', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  const latest = history?.[0];
  const hint = latest
    ? `${translate('account.commission.currentTemplate')}: ${latest.templateName} (${formatBombay(latest.effectiveFrom)}) · ${translate('account.commission.assignHint')}`
    : translate('account.commission.assignHint');
  return (
    <SelectInput
      source="commissionTemplateId"
      label="account.commission.assign"
      choices={data ?? []}
      optionText="name"
      emptyText="account.commission.default"
      defaultValue={latest?.templateId ?? ''}
      helperText={hint}
      slotProps={{ htmlInput: { 'data-testid': 'agent-commissionTemplate' } }}
    />
  );
}
