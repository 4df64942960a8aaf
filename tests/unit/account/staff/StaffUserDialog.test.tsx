import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sha256 } from 'js-sha256';
import { StaffUserDialog } from '../../../../plugins/account/staff/users/StaffUserDialog';
import { fakeDataProvider } from '../../fixtures/fakes';
import { renderStaff } from './render';

configure({ asyncUtilTimeout: 5000 });

const ROLES = [
  { id: 1, name: 'Administrator' },
  { id: 5, name: 'Clerks' },
];
const STATIONS = { list: [{ id: 1, name: 'Mumbai Andheri', franchiseeId: 1, franchiseeName: 'Chance Mumbai' }], total: 1 };

function provider() {
  const action = jest.fn(async (_resource: string, name: string) =>
    name === 'roleOptions' ? ROLES : name === 'stations' ? STATIONS : { list: [], total: 0 },
  );
  const create = jest.fn(async (_resource: string, params: { data: object }) => ({ data: { id: 9, ...params.data } }));
  return { ...fakeDataProvider(), action, create };
}

async function chooseRole(name: string) {
  fireEvent.mouseDown(within(screen.getByTestId('staff-user-dialog')).getAllByRole('combobox')[1]);
  fireEvent.click(await screen.findByTestId(`staff-role-option-${name}`));
}

describe('<StaffUserDialog/>', () => {
  it('checks lengths and the repeated password before sending anything, in the chosen language', async () => {
    const dataProvider = provider();
    renderStaff(<StaffUserDialog record={null} onClose={jest.fn()} />, { dataProvider, locale: 'zh' });
    fireEvent.change(screen.getByTestId('staff-username'), { target: { value: 'ab' } });
    fireEvent.change(screen.getByTestId('staff-password'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByTestId('staff-confirm'), { target: { value: 'secret2' } });
    expect(await screen.findByText('长度为 3 到 16 个字符')).toBeInTheDocument();
    expect(screen.getByTestId('staff-save')).toBeDisabled();
    fireEvent.click(screen.getByTestId('staff-save'));
    expect(screen.getByText('两次密码不一致')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('sends the SHA-256 of the password, never the password, with the chosen role', async () => {
    const dataProvider = provider();
    const onClose = jest.fn();
    renderStaff(<StaffUserDialog record={null} onClose={onClose} />, { dataProvider });
    fireEvent.change(screen.getByTestId('staff-username'), { target: { value: ' clerk01 ' } });
    fireEvent.change(screen.getByTestId('staff-password'), { target: { value: 'clerk123' } });
    fireEvent.change(screen.getByTestId('staff-confirm'), { target: { value: 'clerk123' } });
    await chooseRole('Clerks');
    // Save is enabled once every rule holds (the checks run as the form changes).
    await waitFor(() => expect(screen.getByTestId('staff-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('staff-save'));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    const [resource, { data }] = dataProvider.create.mock.calls[0] as [string, { data: Record<string, unknown> }];
    expect(resource).toBe('staffUser');
    expect(data).toMatchObject({ username: 'clerk01', password: sha256('clerk123'), type: 0, roleId: 5, ipWhitelist: '', language: 1 });
    expect(JSON.stringify(data)).not.toContain('clerk123');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  }, 20_000); // a full MUI select round trip is slow on a busy 2-core machine

  it('offers a franchisee only the franchisee and agent types', async () => {
    renderStaff(<StaffUserDialog record={null} onClose={jest.fn()} />, { dataProvider: provider(), role: 'franchisee' });
    fireEvent.mouseDown(within(screen.getByTestId('staff-user-dialog')).getAllByRole('combobox')[0]);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Franchisee', 'Agent']);
  });
});
