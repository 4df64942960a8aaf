import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatCount, formatPaise, useIdempotencyKey, useInPopup } from '../../../src';
import { BatchPreviewTable } from './BatchPreviewTable';
import { parseFile, parseText, type BatchRow } from './batchParse';
import { REASONS, useManualCalls, type BatchPreview, type BatchPreviewInput, type Direction } from './manualCalls';
import { usePresetMember } from './usePresetMember';

type Source = 'list' | 'vip';
const REMARK_MAX = 255;

/** The VIP levels with members in scope, as "VIP 3 · 120 members". */
function useLevels() {
  const calls = useManualCalls();
  const [levels, setLevels] = useState<{ level: number; members: number }[] | null>(null);
  useEffect(() => {
    let live = true;
    calls.batchLevels().then(
      (l) => live && setLevels(l),
      () => live && setLevels([]),
    );
    return () => {
      live = false;
    };
  }, [calls]);
  return levels;
}

function ListSource({
  text,
  onText,
  onFileRows,
}: {
  text: string;
  onText(t: string): void;
  onFileRows(rows: BatchRow[], name: string): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    const read = await parseFile(file);
    setReading(false);
    if (input.current) input.current.value = '';
    if ('problem' in read) notify(`money.manualBatch.${read.problem}`, { type: 'error' });
    else if (read.rows.length === 0) notify('money.manualBatch.fileEmpty', { type: 'warning' });
    else onFileRows(read.rows, file.name);
  };
  return (
    <Stack spacing={1}>
      <TextField
        multiline
        minRows={5}
        maxRows={12}
        fullWidth
        value={text}
        onChange={(e) => onText(e.target.value)}
        label={translate('money.manualBatch.pasteLabel')}
        placeholder={translate('money.manualBatch.pastePlaceholder')}
        helperText={translate('money.manualBatch.pasteHelp')}
        slotProps={{ htmlInput: { 'data-testid': 'batch-paste' } }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" component="label" disabled={reading} startIcon={reading ? <CircularProgress size={16} /> : undefined}>
          {translate('money.manualBatch.upload')}
          <input
            ref={input}
            hidden
            type="file"
            accept=".xlsx,.csv,.txt"
            data-testid="batch-file"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate('money.manualBatch.uploadHelp')}
        </Typography>
      </Stack>
    </Stack>
  );
}

function VipSource({
  level,
  amount,
  onLevel,
  onAmount,
}: {
  level: string;
  amount: string;
  onLevel(l: string): void;
  onAmount(a: string): void;
}) {
  const translate = useTranslate();
  const levels = useLevels();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        select
        fullWidth={false}
        sx={{ minWidth: 240 }}
        value={level}
        onChange={(e) => onLevel(e.target.value)}
        label={translate('money.manualBatch.vipLevel')}
        disabled={levels === null}
        helperText={
          levels === null
            ? translate('ra.page.loading')
            : levels.length === 0
              ? translate('money.manualBatch.noLevels')
              : translate('money.manualBatch.vipHelp')
        }
        slotProps={{ htmlInput: { 'data-testid': 'batch-vip-level' } }}
      >
        {(levels ?? []).map((l) => (
          <MenuItem key={l.level} value={String(l.level)}>
            {translate('money.manualBatch.levelOption', { level: l.level, count: formatCount(l.members) })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth={false}
        value={amount}
        onChange={(e) => onAmount(e.target.value)}
        label={translate('money.manualBatch.amountEach')}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'batch-vip-amount' } }}
      />
    </Stack>
  );
}

interface Common {
  reasonType: string;
  normalAudit: boolean;
  comprehensive: boolean;
  multiple: string;
  remark: string;
}
const COMMON: Common = { reasonType: '', normalAudit: true, comprehensive: false, multiple: '1', remark: '' };

function multipleError(c: Common): string | null {
  if (!c.comprehensive) return null;
  const n = Number(c.multiple);
  return c.multiple.trim() === '' || !Number.isFinite(n) || n < 0.01 || n > 1000 ? 'money.manualBatch.multipleRange' : null;
}

function CommonFields({
  direction,
  value,
  onChange,
  touched,
}: {
  direction: Direction;
  value: Common;
  onChange(c: Common): void;
  touched: boolean;
}) {
  const translate = useTranslate();
  const set = (patch: Partial<Common>) => onChange({ ...value, ...patch });
  const multiple = multipleError(value);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}>
      <TextField
        select
        required
        fullWidth={false}
        sx={{ minWidth: 220 }}
        label={translate('money.manual.col.reasonType')}
        value={value.reasonType}
        onChange={(e) => set({ reasonType: e.target.value })}
        error={touched && value.reasonType === ''}
        helperText={touched && value.reasonType === '' ? translate('ra.validation.required') : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'batch-reason-type' } }}
      >
        {REASONS[direction].map((id) => (
          <MenuItem key={id} value={id}>
            {translate(`money.manual.reason.${direction}.${id}`)}
          </MenuItem>
        ))}
      </TextField>
      {direction === 'credit' && (
        <FormControlLabel
          control={<Switch checked={value.normalAudit} onChange={(e) => set({ normalAudit: e.target.checked })} />}
          label={translate('money.manual.normalAudit')}
        />
      )}
      {direction === 'credit' && (
        <FormControlLabel
          control={<Switch checked={value.comprehensive} onChange={(e) => set({ comprehensive: e.target.checked })} />}
          label={translate('money.manual.comprehensiveAudit')}
        />
      )}
      {direction === 'credit' && value.comprehensive && (
        <TextField
          fullWidth={false}
          label={translate('money.manual.multiple')}
          value={value.multiple}
          onChange={(e) => set({ multiple: e.target.value })}
          error={multiple !== null}
          helperText={multiple ? translate(multiple) : ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
      <TextField
        fullWidth={false}
        sx={{ minWidth: 320 }}
        label={translate('money.manual.remark')}
        value={value.remark}
        onChange={(e) => set({ remark: e.target.value })}
        error={value.remark.length > REMARK_MAX}
        helperText={value.remark.length > REMARK_MAX ? translate('money.manualBatch.remarkTooLong', { max: REMARK_MAX }) : ' '}
      />
    </Stack>
  );
}

/**
 * manual_deposit_batch / manual_withdrawal_batch: a list of members with amounts (pasted, or an
 * xlsx/CSV upload) or every member of a VIP level, checked row by row by the server, then
 * submitted as ONE pending request of its valid rows; another staff member approves it below.
 */
export function ManualBatchForm({ direction }: { direction: Direction }) {
  const translate = useTranslate();
  const inPopup = useInPopup() !== null;
  const notify = useNotify();
  const refresh = useRefresh();
  const calls = useManualCalls();
  const idempotency = useIdempotencyKey();
  const [source, setSource] = useState<Source>('list');
  const [text, setText] = useState('');
  const [fileRows, setFileRows] = useState<{ rows: BatchRow[]; name: string } | null>(null);
  const [level, setLevel] = useState('');
  const [vipAmount, setVipAmount] = useState('');
  const [common, setCommon] = useState<Common>(COMMON);
  const [touched, setTouched] = useState(false);
  const [preview, setPreview] = useState<BatchPreview | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  // A popup's member preset starts the list with that member's row; the operator adds the amount.
  usePresetMember((m) => {
    setSource('list');
    setFileRows(null);
    setText((t) => (t.trim() === '' ? `${m.username},` : t));
    setPreview(null);
  });

  // Any change to the list makes the preview stale: it must be checked again before submitting.
  const stale = () => setPreview(null);
  const input = (): BatchPreviewInput | null => {
    if (source === 'vip') return level === '' || vipAmount.trim() === '' ? null : { vipLevel: Number(level), amount: vipAmount.trim() };
    const rows = fileRows?.rows ?? parseText(text);
    return rows.length === 0 ? null : { rows };
  };
  const pending = input();
  const tooMany = pending !== null && 'rows' in pending && pending.rows.length > 3000;

  const check = async () => {
    if (!pending || tooMany) return;
    setChecking(true);
    try {
      setPreview(direction === 'credit' ? await calls.previewDeposit(pending) : await calls.previewWithdrawal(pending));
    } catch {
      setPreview(null); // the http layer showed why (e.g. a VIP level over 3,000 members)
    } finally {
      setChecking(false);
    }
  };

  const ready = preview !== null && preview.validCount > 0 && !preview.overTotal;
  const commonOk = common.reasonType !== '' && multipleError(common) === null && common.remark.length <= REMARK_MAX;

  const submit = async () => {
    if (!preview) return;
    const payload = {
      rows: preview.rows.filter((r) => r.error === null).map((r) => ({ username: r.username, amount: r.amount as number })),
      reasonType: common.reasonType,
      remark: common.remark.trim() || undefined,
      ...(direction === 'credit' && {
        normalAudit: common.normalAudit,
        comprehensiveMultipleX100: common.comprehensive ? Math.round(Number(common.multiple) * 100) : 0,
      }),
    };
    setBusy(true);
    try {
      const request =
        direction === 'credit'
          ? await calls.depositBatch(payload, { idempotencyKey: idempotency.key })
          : await calls.withdrawalBatch(payload, { idempotencyKey: idempotency.key });
      notify('money.manualBatch.submitted', { type: 'success', messageArgs: { requestNo: request.requestNo, count: request.count } });
      idempotency.renew();
      setConfirming(false);
      setText('');
      setFileRows(null);
      setLevel('');
      setVipAmount('');
      setCommon(COMMON);
      setTouched(false);
      setPreview(null);
      refresh();
    } catch {
      // Shown by the http layer; the same key is kept so a retry after a lost answer is not doubled.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mb: 2 }} data-testid={`batch-form-${direction}`}>
      <CardContent>
        {/* In the popup (panels 12, 13) the panel's title already names the form. */}
        {!inPopup && (
          <Typography variant="h6" sx={{ mb: 1 }}>
            {translate(direction === 'credit' ? 'money.menu.manual_deposit_batch' : 'money.menu.manual_withdrawal_batch')}
          </Typography>
        )}
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('money.manualBatch.makerChecker')}
        </Alert>
        <Tabs
          value={source}
          onChange={(_e, v: Source) => {
            setSource(v);
            stale();
          }}
          sx={{ mb: 2 }}
        >
          <Tab value="list" label={translate('money.manualBatch.sourceList')} data-testid="batch-source-list" />
          <Tab value="vip" label={translate('money.manualBatch.sourceVip')} data-testid="batch-source-vip" />
        </Tabs>
        {source === 'list' ? (
          <>
            {fileRows ? (
              <Alert
                severity="success"
                sx={{ mb: 1 }}
                action={
                  <Button
                    size="small"
                    onClick={() => {
                      setFileRows(null);
                      stale();
                    }}
                  >
                    {translate('money.manualBatch.clearFile')}
                  </Button>
                }
              >
                {translate('money.manualBatch.fileRead', { name: fileRows.name, count: fileRows.rows.length })}
              </Alert>
            ) : (
              <ListSource
                text={text}
                onText={(t) => {
                  setText(t);
                  stale();
                }}
                onFileRows={(rows, name) => {
                  setFileRows({ rows, name });
                  stale();
                }}
              />
            )}
          </>
        ) : (
          <VipSource
            level={level}
            amount={vipAmount}
            onLevel={(l) => {
              setLevel(l);
              stale();
            }}
            onAmount={(a) => {
              setVipAmount(a);
              stale();
            }}
          />
        )}
        {tooMany && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate('money.manualBatch.tooMany', { max: '3,000' })}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void check()}
            disabled={!pending || tooMany || checking}
            data-testid="batch-preview-button"
            startIcon={checking ? <CircularProgress size={16} /> : undefined}
          >
            {translate('money.manualBatch.preview')}
          </Button>
        </Box>
        {preview && <BatchPreviewTable preview={preview} direction={direction} />}
        <CommonFields direction={direction} value={common} onChange={setCommon} touched={touched} />
        <Button
          variant="contained"
          sx={{ mt: 1 }}
          data-testid="batch-submit"
          disabled={!ready || busy}
          onClick={() => {
            setTouched(true);
            if (commonOk) setConfirming(true);
          }}
        >
          {translate('money.manual.submit')}
        </Button>
        {!preview && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('money.manualBatch.previewFirst')}
          </Typography>
        )}
        <Confirm
          isOpen={confirming}
          loading={busy}
          title="money.manualBatch.confirmTitle"
          content={preview && preview.invalidCount > 0 ? 'money.manualBatch.confirmWithExcluded' : 'money.manualBatch.confirmContent'}
          translateOptions={{
            count: preview?.validCount ?? 0,
            total: formatPaise(preview?.validTotal ?? 0),
            excluded: preview?.invalidCount ?? 0,
          }}
          onClose={() => setConfirming(false)}
          onConfirm={() => void submit()}
        />
      </CardContent>
    </Card>
  );
}
