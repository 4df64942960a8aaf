import { useEffect, useState } from 'react';
import { CircularProgress, Typography } from '@mui/material';
import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import { FormDialog, formatPaise, parseRupeesToPaise } from '../../../src';
import { useFormalMemberCalls, type AuditRequirement as Requirement, type MemberRecord } from './memberCalls';

const rupees = (value: unknown) =>
  parseRupeesToPaise(typeof value === 'string' ? value : '') === null ? 'account.members.amountInvalid' : undefined;

/** update/member/audit/quota: the allowance on the member's latest open turnover requirement. */
export function AuditQuotaDialog({ record, onClose, onDone }: { record: MemberRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const calls = useFormalMemberCalls();
  const [requirements, setRequirements] = useState<Requirement[] | null>(null);
  useEffect(() => {
    dataProvider
      .getOne('member', { id: record.id })
      .then(({ data }) => setRequirements((data.auditRequirements ?? []) as Requirement[]))
      .catch(() => setRequirements([]));
  }, [dataProvider, record.id]);
  const latest = requirements?.[requirements.length - 1];
  return (
    <FormDialog<{ relax: string }>
      title="account.members.auditQuota"
      record={record}
      resource="member"
      defaultValues={{ relax: latest ? formatPaise(latest.relax, { symbol: false }).replace(/,/g, '') : '' }}
      loading={requirements === null}
      disabledReason={requirements !== null && latest === undefined ? 'account.members.noRequirement' : null}
      success="account.members.saved"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) =>
        calls.auditQuota({ id: record.id, requirementId: (latest as Requirement).id, relax: parseRupeesToPaise(values.relax) as number })
      }
    >
      {requirements === null && <CircularProgress size={24} />}
      {requirements?.map((r) => (
        <Typography key={r.id} variant="body2">
          {translate('account.members.requirement', {
            id: r.id,
            deposit: formatPaise(r.deposit),
            discount: formatPaise(r.discount),
            normal: formatPaise(r.normalRequired),
            comprehensive: formatPaise(r.comprehensiveRequired),
          })}
        </Typography>
      ))}
      {latest !== undefined && (
        <TextInput
          source="relax"
          label="account.members.relax"
          parse={(v: string) => v}
          validate={rupees}
          helperText="account.members.relaxHelp"
        />
      )}
    </FormDialog>
  );
}
