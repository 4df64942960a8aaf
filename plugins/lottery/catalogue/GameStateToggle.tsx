import { useNotify, useRefresh } from 'react-admin';
import { ConfirmActionButton } from '../../../src';

/**
 * Enables or disables a game after a confirmation naming it (the open period always runs to
 * settlement), through the list's own setState call; the button's test id is
 * `<testIdPrefix>-enable-<id>` or `-disable-<id>`.
 */
export function GameStateToggle({
  g,
  setState,
  testIdPrefix,
}: {
  g: { id: number; name: string; state: number };
  setState(payload: { id: number; enabled: boolean }): Promise<unknown>;
  testIdPrefix: string;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const disabling = g.state === 0;
  const verb = disabling ? 'disable' : 'enable';
  return (
    <ConfirmActionButton
      label={`lottery.catalogue.games.${verb}`}
      title={`lottery.catalogue.games.${verb}Title`}
      content={`lottery.catalogue.games.${verb}Content`}
      translateOptions={{ name: g.name }}
      color={disabling ? 'error' : 'primary'}
      size="small"
      data-testid={`${testIdPrefix}-${verb}-${g.id}`}
      onConfirm={async () => {
        await setState({ id: g.id, enabled: !disabling });
        notify(disabling ? 'lottery.catalogue.games.disabled' : 'lottery.catalogue.games.enabled', {
          type: 'success',
          messageArgs: { name: g.name },
        });
        refresh();
      }}
    />
  );
}
