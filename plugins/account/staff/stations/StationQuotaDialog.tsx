import { useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { newIdempotencyKey } from '../../../../dataProvider';
import { formatPaise, GuardedButton, parseRupeesToPaise } from '../../../../src';
import { useStaffCalls } from '../staffCalls';

/**
 * Tops up or withdraws a station's quota. The amount is typed in rupees and sent as paise; one
 * Idempotency-Key per opened dialog, so a retried click after a lost answer is not applied twice.
 */
export function StationQuotaDialog({ kind, station, onClose }: { kind: 'topUp' | 'withdraw'; station: { id: number; name: string; amount: number }; onClose(): void }) {
  const api = useStaffCalls();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const key = useRef(newIdempotencyKey());
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [touched, setTouched] = useState(false);
  const paise = parseRupeesToPaise(amount);
  const amountBad = paise === null || paise <= 0 || (kind === 'withdraw' && paise > station.amount);
  const remarkBad = remark.length > 255;

  const save = async () => {
    setTouched(true);
    if (amountBad || remarkBad) return;
    try {
      await api.action('staffStation', kind, { stationId: station.id, amount: paise, remark }, { idempotencyKey: key.current });
      notify('account.staff.stations.done', { type: 'success' });
      refresh();
      onClose();
    } catch {
      // toasted by the http layer
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="quota-dialog">
      <DialogTitle>{translate(kind === 'topUp' ? 'account.staff.stations.topUpTitle' : 'account.staff.stations.withdrawTitle', { name: station.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('account.staff.stations.quota')}: {formatPaise(station.amount)}</DialogContentText>
        <TextField fullWidth margin="dense" required autoFocus label={translate('account.staff.stations.amount')} value={amount} onChange={(e) => setAmount(e.target.value)}
          error={touched && amountBad} helperText={touched && amountBad ? translate('account.staff.v.amount') : ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'quota-amount' } }} />
        <TextField fullWidth margin="dense" label={translate('account.staff.remark')} value={remark} onChange={(e) => setRemark(e.target.value)}
          error={remarkBad} helperText={remarkBad ? translate('account.staff.v.len1_255') : ' '} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <GuardedButton variant="contained" color={kind === 'withdraw' ? 'warning' : 'primary'} onClick={save} data-testid="quota-save">
          {translate(kind === 'topUp' ? 'account.staff.stations.topUp' : 'account.staff.stations.withdraw')}
        </GuardedButton>
      </DialogActions>
    </Dialog>
  );
}
