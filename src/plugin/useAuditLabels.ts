import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import type { AuditLabels } from '../../shared/auditLabels';
import { useRegistry } from './RegistryContext';

export interface AuditNames {
  /** Every plugin's labels, or null while they load (the log screens' filters wait for them). */
  labels: AuditLabels | null;
  /** An action code's name in the console's language; the code itself when no plugin names it. */
  actionName(code: string): string;
  /** A target type's name in the console's language; the type itself when no plugin names it. */
  targetName(type: string): string;
}

/** The operation log's names of every installed plugin, in the console's language (loaded on first use). */
export function useAuditLabels(): AuditNames {
  const registry = useRegistry();
  const [locale] = useLocaleState();
  const [labels, setLabels] = useState<AuditLabels | null>(null);
  useEffect(() => {
    let live = true;
    void registry.loadAuditLabels().then((loaded) => {
      if (live) setLabels(loaded);
    });
    return () => {
      live = false;
    };
  }, [registry]);
  const at = locale === 'zh' ? 0 : 1;
  return {
    labels,
    actionName: (code) => labels?.actions[code]?.[at] ?? code,
    targetName: (type) => labels?.targets[type]?.[at] ?? type,
  };
}
