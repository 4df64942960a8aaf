import { useState, type ComponentType, type ReactElement } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { IconButton, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { setLanguage, type Language } from '../../../authProvider/session';
import { changeLanguage } from '../../i18n/language';
import { useHttp } from '../../plugin/HttpContext';

export const LANGUAGES: { locale: Language; name: string }[] = [
  { locale: 'zh', name: '中文' },
  { locale: 'en', name: 'English' },
];

/**
 * 中文 / English. Signed in, the choice is saved on the server and the page reloads after 1 s;
 * on the login page there is no user yet, so the cookie and the UI switch at once.
 */
export interface LanguageMenuProps {
  userId?: number | string;
  /**
   * The top bar passes MUI's Tooltip. The login page does not: Tooltip brings Popper (~7 kB gzip)
   * into the entry chunk, and the button's aria-label already names it.
   */
  tooltip?: ComponentType<{ title: string; children: ReactElement }>;
}

export function LanguageMenu({ userId, tooltip: Hint }: LanguageMenuProps) {
  const translate = useTranslate();
  const http = useHttp();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (next: Language) => {
    setAnchor(null);
    if (next === locale) return;
    if (userId === undefined) {
      setLanguage(next);
      setLocale(next);
      return;
    }
    // A refused change was toasted by the http layer; the UI simply stays as it was.
    changeLanguage(next, { userId, http, setLocale }).catch(() => undefined);
  };
  const label = translate('layout.language');
  const button = (
    <IconButton
      color="inherit"
      onClick={(e) => setAnchor(e.currentTarget)}
      aria-label={label}
      title={Hint ? undefined : label}
      data-testid="language-menu"
    >
      <TranslateIcon />
    </IconButton>
  );
  return (
    <>
      {Hint ? <Hint title={label}>{button}</Hint> : button}
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((l) => (
          <MenuItem
            key={l.locale}
            selected={l.locale === locale}
            disabled={l.locale === locale}
            onClick={() => choose(l.locale)}
            data-testid={`language-${l.locale}`}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
