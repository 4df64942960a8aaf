import type { Theme } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { ACTIONS_COLUMN } from '../components/list/actionsColumn';
import { readableOn } from './contrast';
import type { UiSize } from '../settings/settings';

/** react-admin's page background. */
export const PAGE_BACKGROUND = '#fafafb';
/** The darkest light surface coloured text sits on: a hovered or selected table row (#f5f5f5), with margin. */
export const TEXT_SURFACE = '#f0f0f0';
export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 54;
export const MOBILE_BREAKPOINT = 992;
/** Below the spec's 992 px breakpoint the sidebar becomes a drawer. */
export const MOBILE_QUERY = `(max-width:${MOBILE_BREAKPOINT - 0.05}px)`;

interface Density {
  fontSize: number;
  spacing: number;
  control: 'medium' | 'small';
  button: 'large' | 'medium' | 'small';
  table: 'medium' | 'small';
}

/** Element UI's sizes (default 40 px controls … mini 28 px) mapped onto MUI sizes, type and spacing. */
const DENSITY: Record<UiSize, Density> = {
  default: { fontSize: 15, spacing: 8, control: 'medium', button: 'large', table: 'medium' },
  medium: { fontSize: 14, spacing: 8, control: 'small', button: 'medium', table: 'medium' },
  small: { fontSize: 13, spacing: 7, control: 'small', button: 'small', table: 'small' },
  mini: { fontSize: 12, spacing: 6, control: 'small', button: 'small', table: 'small' },
};

/** The operating system's "reduce motion" setting (Windows, macOS, Android, iOS accessibility options). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/*
 * With "reduce motion" on, nothing slides, fades, ripples or pulses: MUI's transitions take no time
 * (dialogs, menus, drawers and collapsing menu sections appear and go at once) and CSS animations
 * (skeletons, spinners, progress bars) stop after their first frame. Content and focus are the same.
 */
const NO_MOTION = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  css: {
    [`@media ${REDUCED_MOTION_QUERY}`]: {
      '*, *::before, *::after': {
        animationDuration: '0s !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0s !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
};

/** react-admin's default theme with the operator's colour and size applied; rebuilt live when either changes. */
export function createAppTheme(chosen: string, size: UiSize, loadingLabel = 'Loading…', reducedMotion = false): RaThemeOptions {
  const d = DENSITY[size];
  const components = defaultTheme.components ?? {};
  // Text in the theme colour (links, text buttons, white on filled chips) must pass WCAG AA on the
  // page and on a hovered row: the default #1890ff only reaches 3.2:1, so the palette uses its
  // darker shade.
  const primary = readableOn(chosen, TEXT_SURFACE, 'darken');
  return {
    ...defaultTheme,
    palette: {
      ...defaultTheme.palette,
      primary: { main: primary },
      warning: { main: readableOn('#ed6c02', TEXT_SURFACE, 'darken') },
      info: { main: readableOn('#0288d1', TEXT_SURFACE, 'darken') },
      success: { main: readableOn('#2e7d32', TEXT_SURFACE, 'darken') },
    },
    ...(reducedMotion ? { transitions: NO_MOTION.transitions } : {}),
    spacing: d.spacing,
    typography: { ...defaultTheme.typography, fontSize: d.fontSize },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_COLLAPSED_WIDTH },
    components: {
      ...components,
      MuiTextField: { ...components.MuiTextField, defaultProps: { ...components.MuiTextField?.defaultProps, size: d.control } },
      MuiFormControl: { ...components.MuiFormControl, defaultProps: { ...components.MuiFormControl?.defaultProps, size: d.control } },
      // A keyboard user always sees where focus is: a ring in the operator's colour on every
      // button, tab, chip, menu item and link reached by keyboard (mouse clicks stay unringed).
      MuiButtonBase: {
        ...(reducedMotion ? { defaultProps: { disableRipple: true } } : {}),
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${primary}`, outlineOffset: 2 } } },
      },
      MuiCssBaseline: { ...components.MuiCssBaseline, styleOverrides: NO_MOTION.css },
      // react-admin draws the skip link white on the near-white page; give it the primary colour.
      RaSkipNavigationButton: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            backgroundColor: theme.palette.primary.main,
            color: theme.palette.primary.contrastText,
            '&:hover': { backgroundColor: theme.palette.primary.dark },
          }),
        },
      },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': { outline: `2px solid ${primary}`, outlineOffset: 2 } } } },
      MuiSelect: { defaultProps: { size: d.control } },
      MuiButton: { defaultProps: { size: d.button } },
      MuiIconButton: { defaultProps: { size: d.control } },
      MuiToggleButton: { defaultProps: { size: d.control } },
      MuiChip: { defaultProps: { size: d.control } },
      MuiTable: { defaultProps: { size: d.table } },
      // A spinner is a progressbar, which needs a name for screen readers.
      MuiCircularProgress: { defaultProps: { 'aria-label': loadingLabel } },
      MuiLinearProgress: { defaultProps: { 'aria-label': loadingLabel } },
      // react-admin labels its row checkboxes with `aria-label` on the Checkbox, which MUI 9 leaves
      // on the outer <span> (where ARIA forbids it) and not on the <input> a screen reader reads.
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            root: { 'aria-label': undefined },
            input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
          },
        },
      },
      // Chinese may break between any two characters: a narrow column then stacks its text one
      // character per line ("代/理/类/型"). keep-all breaks Chinese only where Latin text would break.
      MuiTableCell: { styleOverrides: { root: { wordBreak: 'keep-all' } } },
      // Lists: a table wider than the screen scrolls inside its card
      // (the card is a flex item that would otherwise grow with the table and widen the page).
      RaList: { styleOverrides: { root: { minWidth: 0, '& .RaList-main, & .RaList-content': { minWidth: 0 } } } },
      // react-admin's empty list says "no records yet" in the disabled grey (2.6:1): secondary text reads.
      RaEmpty: {
        styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { color: theme.palette.text.secondary } }) },
      },
      // The row actions stay pinned to the right edge while the rest scrolls.
      RaDataTable: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
            // English headers wrap between words (MuiTableCell's keep-all above keeps a Chinese label
            // whole), and cells are 12 px from their neighbours instead of 16: twelve columns fit 1440 px.
            '& .RaDataTable-headerCell': { whiteSpace: 'normal', verticalAlign: 'bottom' },
            '& .RaDataTable-headerCell, & .RaDataTable-rowCell': { paddingLeft: 12, paddingRight: 12 },
            // Long text (notes, remarks, tags) stays on one line and ends in "…"; the full text shows
            // on hover (useTruncatedCellTitles), so one note cannot make a row five lines tall.
            [`& .RaDataTable-rowCell:not(.${ACTIONS_COLUMN})`]: {
              maxWidth: 240,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            },
            [`& .${ACTIONS_COLUMN}`]: {
              position: 'sticky',
              right: 0,
              zIndex: 1,
              whiteSpace: 'nowrap',
              backgroundColor: theme.palette.background.paper,
              boxShadow: `inset 1px 0 0 ${theme.palette.divider}`,
            },
            // Header cells are sticky (top) at z-index 2 themselves: the pinned one must sit above them.
            [`& .RaDataTable-headerCell.${ACTIONS_COLUMN}`]: { zIndex: 3 },
          }),
        },
      },
    },
  };
}
