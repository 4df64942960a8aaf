import { fireEvent, screen, within } from '@testing-library/react';
import {
  AutocompleteInput,
  DateInput,
  DateTimeInput,
  Form,
  NumberInput,
  PasswordInput,
  SearchInput,
  SelectArrayInput,
  TextInput,
  TimeInput,
} from 'react-admin';
import { renderWithTheme as renderInAdmin, watchLegacyPropWarnings } from '../fixtures/muiLegacyProps';

const CHOICES = [
  { id: 'cricket', name: 'Cricket' },
  { id: 'kabaddi', name: 'Kabaddi' },
];

describe('react-admin inputs under MUI 9', () => {
  it('render without legacy-prop warnings and keep what those props carried', async () => {
    const console = watchLegacyPropWarnings();
    renderInAdmin(
      <Form defaultValues={{ nickname: 'ravi', amount: 12, sports: ['cricket'], sport: 'kabaddi' }}>
        <TextInput source="nickname" resettable />
        <NumberInput source="amount" step={0.01} min={0} />
        <DateInput source="birthday" />
        <DateTimeInput source="openedAt" />
        <TimeInput source="drawTime" />
        <SelectArrayInput source="sports" choices={CHOICES} />
        <AutocompleteInput source="sport" choices={CHOICES} />
        <PasswordInput source="password" />
        <SearchInput source="q" />
        {/* A caller still on the legacy props (MUI 9's types no longer list them). */}
        <TextInput source="pan" {...({ inputProps: { maxLength: 10 }, InputLabelProps: { shrink: true } } as object)} />
      </Form>,
    );

    // The resettable input shows its clear button while it has a value.
    const nickname = await screen.findByDisplayValue('ravi');
    const nicknameRoot = nickname.closest('.MuiInputBase-root') as HTMLElement;
    expect(within(nicknameRoot).getByRole('button', { name: 'Clear value' })).toBeInTheDocument();

    // NumberInput's step / min reach the <input>.
    const amount = screen.getByDisplayValue('12');
    expect(amount).toHaveAttribute('step', '0.01');
    expect(amount).toHaveAttribute('min', '0');

    // Date, date-time and time labels are shrunk above the native picker's placeholder.
    for (const name of ['Birthday', 'Opened at', 'Draw time']) {
      const label = screen.getByText(name).closest('label') as HTMLElement;
      expect(label).toHaveAttribute('data-shrink', 'true');
    }

    // PasswordInput keeps its show/hide toggle, and it works.
    const password = document.querySelector('input[name="password"]') as HTMLInputElement;
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');

    // SearchInput keeps its search icon.
    const search = document.querySelector('input[name="q"]') as HTMLInputElement;
    expect((search.closest('.MuiInputBase-root') as HTMLElement).querySelector('[data-testid="SearchIcon"]')).not.toBeNull();

    // AutocompleteInput still opens its options (the input slot's ref and handlers arrived).
    const sport = screen.getByDisplayValue('Kabaddi');
    fireEvent.mouseDown(sport);
    expect(await screen.findByRole('option', { name: 'Cricket' })).toBeInTheDocument();

    // ResettableTextField hands a caller's legacy props to the matching slots.
    const pan = document.querySelector('input[name="pan"]') as HTMLInputElement;
    expect(pan).toHaveAttribute('maxlength', '10');
    expect(screen.getByText('Pan').closest('label')).toHaveAttribute('data-shrink', 'true');

    expect(console.messages()).toEqual([]);
    console.restore();
  });

  it('a user slotProps still wins over what the input sets itself', async () => {
    renderInAdmin(
      <Form defaultValues={{ amount: 5 }}>
        <NumberInput source="amount" step={1} slotProps={{ htmlInput: { step: 5 } }} />
        <DateInput source="birthday" slotProps={{ inputLabel: { shrink: false } }} />
        <TextInput
          source="nickname"
          slotProps={{ htmlInput: { maxLength: 8 } }}
          {...({ inputProps: { maxLength: 20, autoComplete: 'nickname' } } as object)}
        />
        <AutocompleteInput source="sport" choices={CHOICES} TextFieldProps={{ slotProps: { htmlInput: { maxLength: 12 } } }} />
      </Form>,
    );
    expect(await screen.findByDisplayValue('5')).toHaveAttribute('step', '5');
    expect(screen.getByText('Birthday').closest('label')).toHaveAttribute('data-shrink', 'false');
    const nickname = document.querySelector('input[name="nickname"]') as HTMLInputElement;
    expect(nickname).toHaveAttribute('maxlength', '8');
    expect(nickname).toHaveAttribute('autocomplete', 'nickname');

    // A caller's slotProps add to the Autocomplete's own input slot instead of replacing it: the
    // options still open.
    const sport = document.querySelector('input[name="sport"]') as HTMLInputElement;
    expect(sport).toHaveAttribute('maxlength', '12');
    fireEvent.mouseDown(sport);
    expect(await screen.findByRole('option', { name: 'Kabaddi' })).toBeInTheDocument();
  });
});
