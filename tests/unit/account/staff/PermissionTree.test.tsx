import { useState } from 'react';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { checkedFrom, treeFrom } from '../../../../plugins/account/staff/roles/menuModel';
import { PermissionTree } from '../../../../plugins/account/staff/roles/PermissionTree';
import { RoleDialog } from '../../../../plugins/account/staff/roles/RoleDialog';
import type { MenuListEntry } from '../../../../src/plugin/types';
import { fakeDataProvider } from '../../fixtures/fakes';
import { renderStaff } from './render';

configure({ asyncUtilTimeout: 5000 });

const CATALOGUE: MenuListEntry[] = [
  { title: 'dashboard' },
  {
    title: 'Account_management',
    children: [
      { title: 'vip', children: [{ title: 'formal' }, { title: 'trialMember' }] },
      { title: 'userManagement' },
      { title: 'roleManagement' },
    ],
  },
  { title: 'note_management', children: [{ title: 'note_list' }] },
];

function Harness({ initial = [], spy }: { initial?: MenuListEntry[]; spy: jest.Mock }) {
  const [value, setValue] = useState<MenuListEntry[]>(initial);
  return (
    <PermissionTree
      catalogue={CATALOGUE}
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

const renderTree = (ui: React.ReactNode, dataProvider: object = fakeDataProvider()) => renderStaff(ui, { dataProvider });

const box = (path: string) => screen.getByTestId(`perm-${path}`);
const expand = (path: string) => fireEvent.click(screen.getByTestId(`perm-toggle-${path}`));

describe('<PermissionTree/>', () => {
  it('checks every child when a section is checked, and clears them all again', async () => {
    const spy = jest.fn();
    renderTree(<Harness spy={spy} />);
    fireEvent.click(box('Account_management'));
    expect(spy).toHaveBeenLastCalledWith([
      {
        title: 'Account_management',
        children: [
          { title: 'vip', children: [{ title: 'formal' }, { title: 'trialMember' }] },
          { title: 'userManagement' },
          { title: 'roleManagement' },
        ],
      },
    ]);
    expand('Account_management');
    expand('Account_management/vip');
    for (const path of [
      'Account_management/vip',
      'Account_management/vip/formal',
      'Account_management/vip/trialMember',
      'Account_management/userManagement',
    ]) {
      expect(box(path)).toBeChecked();
    }
    fireEvent.click(box('Account_management'));
    expect(spy).toHaveBeenLastCalledWith([]);
    expect(box('Account_management/vip/formal')).not.toBeChecked();
  });

  it('shows a section with some children ticked as partial, up to the top', async () => {
    const spy = jest.fn();
    renderTree(<Harness spy={spy} />);
    expand('Account_management');
    expand('Account_management/vip');
    fireEvent.click(box('Account_management/vip/formal'));
    expect(box('Account_management/vip')).toHaveAttribute('data-state', 'partial');
    expect(box('Account_management')).toHaveAttribute('data-state', 'partial');
    expect(box('Account_management/vip')).toHaveAttribute('data-indeterminate', 'true');
    fireEvent.click(box('Account_management/vip/trialMember'));
    expect(box('Account_management/vip')).toHaveAttribute('data-state', 'checked');
    expect(box('Account_management')).toHaveAttribute('data-state', 'partial');
    // Clicking a partial section completes it.
    fireEvent.click(box('Account_management'));
    expect(box('Account_management')).toHaveAttribute('data-state', 'checked');
  });

  it('reads a saved menu (a section saved without children means all of it)', () => {
    renderTree(
      <Harness
        spy={jest.fn()}
        initial={[{ title: 'note_management' }, { title: 'Account_management', children: [{ title: 'userManagement' }] }]}
      />,
    );
    expect(box('note_management')).toHaveAttribute('data-state', 'checked');
    expect(box('Account_management')).toHaveAttribute('data-state', 'partial');
    expect(box('dashboard')).toHaveAttribute('data-state', 'unchecked');
  });
});

describe('menu model', () => {
  it('round-trips checked leaves through the tree form', () => {
    const checked = new Set(['dashboard', 'Account_management/vip/formal']);
    const tree = treeFrom(checked, CATALOGUE);
    expect(tree).toEqual([
      { title: 'dashboard' },
      { title: 'Account_management', children: [{ title: 'vip', children: [{ title: 'formal' }] }] },
    ]);
    expect(checkedFrom(tree, CATALOGUE)).toEqual(checked);
  });
});

describe('<RoleDialog/>', () => {
  it('loads the tree from the server and saves the name, whitelist and the ticked tree', async () => {
    const action = jest.fn(async () => CATALOGUE);
    const create = jest.fn(async (_resource: string, params: { data: unknown }) => ({ data: { id: 9, ...(params.data as object) } }));
    const dataProvider = { ...fakeDataProvider(), action, create };
    const onClose = jest.fn();
    renderTree(<RoleDialog record={null} onClose={onClose} />, dataProvider);
    await screen.findByTestId('permission-tree');
    expect(action.mock.calls[0].slice(0, 2)).toEqual(['staffRole', 'menuTree']);

    // Nothing ticked and no name: Save stays disabled and the form says why.
    expect(screen.getByText('Tick at least one menu')).toBeInTheDocument();
    expect(screen.getByTestId('role-save')).toBeDisabled();
    fireEvent.change(screen.getByTestId('role-name'), { target: { value: '   ' } });
    expect(await screen.findByText('Length 1 to 20 characters')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('role-save'));
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('role-name'), { target: { value: 'Clerks' } });
    fireEvent.change(screen.getByTestId('role-ip'), { target: { value: '10.0.0.0/8' } });
    fireEvent.click(box('dashboard'));
    expand('Account_management');
    fireEvent.click(box('Account_management/userManagement'));
    await waitFor(() => expect(screen.getByTestId('role-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toBe('staffRole');
    expect(create.mock.calls[0][1]).toEqual({
      data: {
        name: 'Clerks',
        ipWhitelist: '10.0.0.0/8',
        menuList: [{ title: 'dashboard' }, { title: 'Account_management', children: [{ title: 'userManagement' }] }],
      },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(within(screen.getByTestId('permission-tree')).getAllByRole('treeitem').length).toBeGreaterThan(0);
  }, 20_000); // a slow render of the whole tree on a busy 2-core machine
});
