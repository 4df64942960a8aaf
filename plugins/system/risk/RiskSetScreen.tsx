import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  Switch,
  Typography,
} from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { GuardedButton, useCanWrite } from '../../../src';
import { useRiskSetCalls, type HoldKind, type RiskSettings } from '../systemCalls';

const HOLD_KINDS: HoldKind[] = ['member', 'ip', 'bank_account', 'upi'];
const MENU = 'system_management/riskControl/riskControlSet';

/** What is wrong with the rules as edited (an i18n key), or null. */
export function riskSettingsError(settings: RiskSettings): string | null {
  return settings.withdrawHold && settings.holdKinds.length === 0 ? 'system.risk.settings.needKind' : null;
}

/** riskControlSet: the risk rules the server applies, saved with before/after in the operation log. */
export default function RiskSetScreen() {
  const calls = useRiskSetCalls();
  const translate = useTranslate();
  const notify = useNotify();
  const canWrite = useCanWrite(MENU, ['admin']);
  const [saved, setSaved] = useState<RiskSettings | null>(null);
  const [draft, setDraft] = useState<RiskSettings | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    calls.read().then(
      (s) => {
        if (!live) return;
        setSaved(s);
        setDraft(s);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [calls]);

  if (failed) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  if (!draft || !saved)
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress size={28} data-testid="risk-set-loading" />
      </Box>
    );

  const error = riskSettingsError(draft);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const toggleKind = (kind: HoldKind, on: boolean) =>
    setDraft({ ...draft, holdKinds: HOLD_KINDS.filter((k) => (k === kind ? on : draft.holdKinds.includes(k))) });

  return (
    <Box data-testid="risk-set" sx={{ maxWidth: 760 }}>
      <Title title="system.menu.riskControlSet" />
      <Card>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {translate('system.risk.settings.withdrawHold')}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={draft.withdrawHold}
                disabled={!canWrite}
                onChange={(e) => setDraft({ ...draft, withdrawHold: e.target.checked })}
                data-testid="risk-set-hold"
              />
            }
            label={translate('system.risk.settings.withdrawHold')}
          />
          <FormHelperText sx={{ mb: 2 }}>{translate('system.risk.settings.withdrawHoldHelp')}</FormHelperText>
          <Typography variant="subtitle2">{translate('system.risk.settings.holdKinds')}</Typography>
          <FormGroup row>
            {HOLD_KINDS.map((kind) => (
              <FormControlLabel
                key={kind}
                control={
                  <Checkbox
                    checked={draft.holdKinds.includes(kind)}
                    disabled={!canWrite || !draft.withdrawHold}
                    onChange={(e) => toggleKind(kind, e.target.checked)}
                  />
                }
                label={translate(`system.risk.settings.holdKindNames.${kind}`)}
              />
            ))}
          </FormGroup>
          {error && (
            <FormHelperText error data-testid="risk-set-error">
              {translate(error)}
            </FormHelperText>
          )}
          <Box sx={{ mt: 2 }}>
            <GuardedButton
              variant="contained"
              disabled={!canWrite || !changed || error !== null}
              data-testid="risk-set-save"
              onClick={async () => {
                try {
                  const next = await calls.save(draft);
                  setSaved(next);
                  setDraft(next);
                  notify('system.risk.settings.saved', { type: 'success' });
                } catch {
                  // The http layer has shown the server's message; the draft stays for another try.
                }
              }}
            >
              {translate('ra.action.save')}
            </GuardedButton>
          </Box>
        </CardContent>
      </Card>
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('system.risk.settings.notApplied')}
      </Alert>
    </Box>
  );
}
