import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { FullscreenButton } from '../../../src/layout/topbar/FullscreenButton';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { createAppTheme, PAGE_BACKGROUND } from '../../../src/theme/createAppTheme';
import { VoiceSwitch } from '../../../src/layout/topbar/VoiceSwitch';
import { renderConsole } from '../fixtures/renderConsole';
import { renderInAdmin } from '../fixtures/renderInAdmin';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  Cookies.remove('size');
});

describe('size select', () => {
  it('writes the size cookie and re-themes the whole console live', async () => {
    const user = userEvent.setup();
    renderConsole({ path: '/dashboard' });
    await user.click(await screen.findByTestId('size-select'));
    expect(screen.getByTestId('size-medium')).toHaveClass('Mui-selected');
    await user.click(screen.getByTestId('size-mini'));
    expect(Cookies.get('size')).toBe('mini');
    expect(await screen.findByText('布局大小已切换')).toBeInTheDocument();
    await user.click(screen.getByTestId('size-select'));
    await waitFor(() => expect(screen.getByTestId('size-mini')).toHaveClass('Mui-selected'));
  });

  it('changes MUI component sizes app-wide, live', async () => {
    const user = userEvent.setup();
    renderConsole({ path: '/dashboard' });
    const hamburger = await screen.findByTestId('hamburger');
    expect(hamburger).toHaveClass('MuiIconButton-sizeSmall');
    await user.click(screen.getByTestId('size-select'));
    await user.click(screen.getByTestId('size-default'));
    await waitFor(() => expect(screen.getByTestId('hamburger')).toHaveClass('MuiIconButton-sizeMedium'));
  });

  it('maps each size onto MUI sizes and type scale', () => {
    expect(createAppTheme('#1890ff', 'default').components?.MuiButton?.defaultProps?.size).toBe('large');
    expect(createAppTheme('#1890ff', 'mini').components?.MuiTable?.defaultProps?.size).toBe('small');
    expect(createAppTheme('#1890ff', 'mini').typography).toMatchObject({ fontSize: 12 });
    // A colour already readable on the page is kept as chosen; a light one is darkened to AA.
    expect(createAppTheme('#0b5394', 'medium').palette).toMatchObject({ primary: { main: '#0b5394' } });
    const light = (createAppTheme('#11a983', 'medium').palette as { primary: { main: string } }).primary.main;
    expect(getContrastRatio(light, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    // Also on a hovered row (#f5f5f5), where axe measured the first shade below AA.
    expect(getContrastRatio(light, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(light, '#11a983')).toBeLessThan(1.8);
  });
});

describe('reduce motion', () => {
  // The ripple a press draws is the console's most frequent animation: it is there by default and
  // gone when the operating system asks for less motion (as are MUI's transitions, from the same theme).
  const pressed = async (reducedMotion: boolean) => {
    renderConsole({ path: '/dashboard', reducedMotion });
    const button = await screen.findByTestId('hamburger');
    fireEvent.mouseDown(button);
    return button;
  };

  it('presses ripple by default and not when the system asks for reduced motion', async () => {
    const moving = await pressed(false);
    // MUI mounts the ripple on the first press.
    await waitFor(() => expect(moving.querySelector('.MuiTouchRipple-root')).not.toBeNull());
    cleanup();
    const still = await pressed(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(still.querySelector('.MuiTouchRipple-root')).toBeNull();
  });

  it('gives the theme no transition time under reduced motion', () => {
    const theme = createTheme(createAppTheme('#1890ff', 'medium', 'Loading…', true));
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(createTheme(createAppTheme('#1890ff', 'medium')).transitions.create('opacity')).not.toBe('none');
  });
});

describe('fullscreen toggle', () => {
  it("warns 'you browser can not work' when the Fullscreen API is missing", async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true });
    renderInAdmin(<FullscreenButton variant="bar" />, { locale: 'en' });
    await userEvent.click(screen.getByTestId('fullscreen-toggle'));
    expect(await screen.findByText('you browser can not work')).toBeInTheDocument();
  });

  it('asks the document to go fullscreen when it can', async () => {
    const request = jest.fn(async () => undefined);
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    document.documentElement.requestFullscreen = request;
    renderInAdmin(<FullscreenButton variant="bar" />);
    await userEvent.click(screen.getByTestId('fullscreen-toggle'));
    expect(request).toHaveBeenCalled();
  });
});

describe('voice switch', () => {
  it('is on by default and remembers off in localStorage', async () => {
    renderInAdmin(<VoiceSwitch variant="bar" />);
    const button = screen.getByTestId('voice-switch');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('chance.voice')).toBe('off');
  });
});
