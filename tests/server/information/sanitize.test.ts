// @engine-independent: no database in this file; it runs in the SQLite pass only (jest.config.js).
import { richTextPlain, sanitizeRichText } from '../../../server/information/sanitize';

/*
 * The rich-text allow-list against known XSS payloads (OWASP filter-evasion cheat sheet and
 * common mutation-XSS forms): whatever survives has no script, no event handler, no
 * javascript:/data:/vbscript: URL and no tag outside the list; ordinary formatting survives.
 */

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="java\nscript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example">x</a>',
  '<p onclick="alert(1)">hi</p>',
  '<p style="background:url(javascript:alert(1))">hi</p>',
  '<p style="width: expression(alert(1))">hi</p>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="x:expression(alert(1))">x</div>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="https://ok.example" onmouseover="alert(1)">ok</a>',
  '<span onmouseover=alert(1)>hover</span>',
  '<img src="https://ok.example/a.png" onload="alert(1)">',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<template><script>alert(1)</script></template>',
];

/** What a browser would run, were it parsed: any of these left in the output fails the test. */
const DANGER = [/<script/i, /<\/?(svg|math|iframe|object|embed|form|input|meta|base|link|style|body|video|source|details|template|noscript)\b/i,
  /\son[a-z]+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /expression\(/i, /url\(/i, /href="\/\//i];

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
    const html = '<h2>Maintenance</h2><p style="text-align: center">Withdrawals <strong>pause</strong> from <em>02:00</em> to <u>02:30</u> <s>IST</s>.</p>'
      + '<ul><li>UPI</li><li>Bank</li></ul><ol><li>one</li></ol><blockquote><p>quoted</p></blockquote><p><code>WINGO30</code></p>'
      + '<p><img src="https://cdn.example/banner.png" alt="banner"></p>';
    // Only normalised: the style's spacing and the void img's closing slash.
    expect(sanitizeRichText(html)).toBe(html.replace('text-align: center', 'text-align:center').replace('alt="banner">', 'alt="banner" />'));
  });

  it('makes external links open safely and keeps mailto', () => {
    expect(sanitizeRichText('<a href="https://chance.example/help">help</a>'))
      .toBe('<a href="https://chance.example/help" target="_blank" rel="noopener noreferrer nofollow">help</a>');
    expect(sanitizeRichText('<a href="mailto:help@chance.example">mail</a>')).toBe('<a href="mailto:help@chance.example">mail</a>');
  });

  it('drops a script together with its text, and keeps the visible text of unknown tags', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeRichText('<marquee>hello</marquee>')).toBe('hello');
    expect(richTextPlain('<p>&nbsp;</p><p> </p>')).toBe('');
    expect(richTextPlain('<p>Hi <b>there</b></p>')).toBe('Hi there');
  });
});
