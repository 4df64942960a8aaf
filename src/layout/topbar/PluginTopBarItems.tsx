import { Suspense } from 'react';
import { hasRole } from '../../plugin/filterMenu';
import { useHostPermissions, useRegistry } from '../../plugin/RegistryContext';

/** Items plugins add to the top bar, kept to the roles each one names. */
export function PluginTopBarItems() {
  const { topBarItems } = useRegistry();
  const permissions = useHostPermissions();
  if (!permissions) return null;
  return (
    <>
      {topBarItems
        .filter((item) => hasRole(item, permissions.role))
        .map(({ key, component: Item }) => (
          <Suspense key={key} fallback={null}>
            <Item />
          </Suspense>
        ))}
    </>
  );
}
