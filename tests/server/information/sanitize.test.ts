// @engine-independent: no database in this file; it runs in the SQLite pass only (jest.config.js).
import { richTextPlain, sanitizeRichText } from '../../../server/richText/sanitize';
import { DANGER, PAYLOADS } from './xssPayloads';

/*
 * The rich-text allow-list against known XSS payloads (OWASP filter-evasion cheat sheet and
 * common mutation-XSS forms): whatever survives has no script, no event handler, no
 * javascript:/data:/vbscript: URL and no tag outside the list; ordinary formatting survives.
 */

describe('sanitizeRichText', () => {
  it.each(PAYLOADS)('leaves nothing executable in %s', (payload) => {
    const out = sanitizeRichText(payload);
    for (const danger of DANGER) expect(out).not.toMatch(danger);
  });

  it('is stable: sanitising its own output changes nothing', () => {
    for (const payload of PAYLOADS) {
      const once = sanitizeRichText(payload);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });

  it('keeps what the editor produces', () => {
    const html =
      '<h2>Maintenance</h2><p style="text-align: center">Withdrawals <strong>pause</strong> from <em>02:00</em> to <u>02:30</u> <s>IST</s>.</p>' +
      '<ul><li>UPI</li><li>Bank</li></ul><ol><li>one</li></ol><blockquote><p>quoted</p></blockquote><p><code>WINGO30</code></p>' +
      '<p><img src="https://cdn.example/banner.png" alt="banner"></p>';
    // Only normalised: the style's spacing and the void img's closing slash.
    expect(sanitizeRichText(html)).toBe(
      html.replace('text-align: center', 'text-align:center').replace('alt="banner">', 'alt="banner" />'),
    );
  });

  it('makes external links open safely and keeps mailto', () => {
    expect(sanitizeRichText('<a href="https://chance.example/help">help</a>')).toBe(
      '<a href="https://chance.example/help" target="_blank" rel="noopener noreferrer nofollow">help</a>',
    );
    expect(sanitizeRichText('<a href="mailto:help@chance.example">mail</a>')).toBe('<a href="mailto:help@chance.example">mail</a>');
  });

  it('drops a script together with its text, and keeps the visible text of unknown tags', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeRichText('<marquee>hello</marquee>')).toBe('hello');
    expect(richTextPlain('<p>&nbsp;</p><p> </p>')).toBe('');
    expect(richTextPlain('<p>Hi <b>there</b></p>')).toBe('Hi there');
  });
});
