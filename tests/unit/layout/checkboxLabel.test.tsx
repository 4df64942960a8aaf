import { render, screen } from '@testing-library/react';
import { Checkbox, ThemeProvider, createTheme } from '@mui/material';
import { createAppTheme } from '../../../src/theme/createAppTheme';

// react-admin's DataTable passes `aria-label` to each row's Checkbox (select this row).
it("puts a checkbox's aria-label on its input, not on the wrapping span", () => {
  render(
    <ThemeProvider theme={createTheme(createAppTheme('#1890ff', 'default'))}>
      <Checkbox aria-label="选择此行" />
    </ThemeProvider>,
  );
  const input = screen.getByRole('checkbox', { name: '选择此行' });
  expect(input.tagName).toBe('INPUT');
  expect(input.parentElement).not.toHaveAttribute('aria-label');
});
