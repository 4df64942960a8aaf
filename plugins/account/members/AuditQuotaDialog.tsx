import { useEffect, useState } from 'react';
import { Alert, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPaise, parseRupeesToPaise } from '../../../src/format';
import { useMembersApi, type MemberRecord } from './api';
import { FormDialog } from './FormDialog';

interface Requirement {
  id: number;
  deposit: number;
  discount: number;
  normalRequired: number;
  comprehensiveRequired: number;
  relax: number;
}

/** update/member/audit/quota: the allowance on the member's latest open turnover requirement. */
export function AuditQuotaDialog({ record, onClose, onDone }: { record: MemberRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const api = useMembersApi();
  const [requirements, setRequirements] = useState<Requirement[] | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    api.getOne('member', { id: record.id }).then(({ data }) => {
      const open = (data.auditRequirements ?? []) as Requirement[];
      setRequirements(open);
      const latest = open[open.length - 1];
      if (latest) setText(formatPaise(latest.relax, { symbol: false }).replace(/,/g, ''));
    }).catch(() => setRequirements([]));
  }, [api, record.id]);
  const paise = parseRupeesToPaise(text);
  const latest = requirements?.[requirements.length - 1];
  return (
    <FormDialog
      title="account.members.auditQuota"
      valid={latest !== undefined && paise !== null}
      onClose={onClose}
      onDone={onDone}
      onSave={() => api.action('member', 'auditQuota', { id: record.id, requirementId: latest?.id, relax: paise })}
    >
      {requirements === null ? (
        <CircularProgress size={24} />
      ) : latest === undefined ? (
        <Alert severity="info">{translate('account.members.noRequirement')}</Alert>
      ) : (
        <Stack spacing={2} sx={{ pt: 1 }}>
          {requirements.map((r) => (
            <Typography key={r.id} variant="body2">
              {translate('account.members.requirement', {
                id: r.id, deposit: formatPaise(r.deposit), discount: formatPaise(r.discount), normal: formatPaise(r.normalRequired),
                comprehensive: formatPaise(r.comprehensiveRequired),
              })}
            </Typography>
          ))}
          <TextField size="small" label={translate('account.members.relax')} value={text} onChange={(e) => setText(e.target.value)}
            error={paise === null} helperText={paise === null ? translate('account.members.amountInvalid') : translate('account.members.relaxHelp')} />
        </Stack>
      )}
    </FormDialog>
  );
}
