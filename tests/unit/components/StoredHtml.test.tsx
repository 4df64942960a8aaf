import { render, screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { sanitizeRichText } from '../../../server/richText/sanitize';
import { StoredHtml } from '../../../src';
import { sanitizeStoredHtml } from '../../../src/components/sanitizeStoredHtml';
import { canonicalHtml, policyBreaches } from './storedHtmlChecks';

// The real sanitiser, wrapped so the memo test can count its calls.
jest.mock('../../../src/components/sanitizeStoredHtml', () => {
  const actual = jest.requireActual('../../../src/components/sanitizeStoredHtml');
  return { sanitizeStoredHtml: jest.fn(actual.sanitizeStoredHtml) };
});

function drawn(html: string): HTMLElement {
  const { unmount } = render(<StoredHtml html={html} data-testid="stored" />);
  const el = screen.getByTestId('stored');
  const copy = el.cloneNode(true) as HTMLElement;
  unmount();
  return copy;
}

/* Classic payloads, several spellings each; each one breaks the policy if drawn raw. */
const XSS = [
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x OnErRoR="alert(1)">',
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/phish">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="text-align:center;background-image:url(&quot;javascript:alert(1)&quot;)">x</p>',
  '<span style="width: expression(alert(1))">x</span>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="//evil.example/x.png">',
  '<img src="\\\\evil.example/x.png">',
  '<img src="mailto:x@example.com">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<details open ontoggle=alert(1)>',
  '<p data-x="1" class="c" id="hash">x</p>',
  // mutation XSS: markup that changes meaning when serialised and parsed again
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<template><img src=x onerror=alert(1)></template>',
  '<textarea></textarea><img src=x onerror=alert(1)>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<p><img src="https://ok.example/a.png" onload="alert(1)" style="color:red"></p>',
];

describe('<StoredHtml/> against script', () => {
  it.each(XSS)('draws %s within the policy', (payload) => {
    expect(policyBreaches(drawn(payload))).toEqual([]);
  });

  it("keeps the hooks on its own DOMPurify, not the shared one (react-admin's RichTextField uses that)", () => {
    const sample = '<p data-x="1" style="color:red">x</p>';
    expect(drawn(sample).innerHTML).toBe('<p>x</p>');
    expect(DOMPurify.sanitize(sample)).toBe(sample);
  });
});

/* What the console's editor (ra-input-rich-text, on Tiptap) writes. */
const EDITOR = [
  '<h1>Heading 1</h1><h2>Heading 2</h2><h3>Heading 3</h3><h4>H4</h4><h5>H5</h5><h6>H6</h6>',
  '<p>Plain, <strong>bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s>, <b>b</b>, <i>i</i> and <code>code</code>.</p>',
  '<pre><code class="language-js">const limit = 2 &lt; 3 &amp;&amp; "x";\n</code></pre>',
  '<blockquote><p>Quoted <strong>text</strong></p></blockquote>',
  '<ul><li><p>one</p></li><li><p>two</p><ul><li><p>nested</p></li></ul></li></ul><ol><li><p>first</p></li><li><p>second</p></li></ol>',
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://chance.example/promo?a=1&amp;b=2">offer</a></p>',
  '<p><a href="http://chance.example/terms">terms</a> and <a href="https://chance.example">site</a></p>',
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="mailto:help@chance.example">mail us</a> or <a href="tel:+911234567890">call</a></p>',
  '<p><a href="mailto:help@chance.example">mail</a>, <a href="/member/rules">rules</a>, <a href="#top">top</a></p>',
  '<p><img src="https://cdn.chance.example/banner.png" alt="Diwali banner" width="300" height="150"></p>',
  '<p><img src="http://cdn.chance.example/a.jpg" alt="a" title="t"><img src="/uploads/2026/11/cover.png"></p>',
  '<p style="text-align: center">Centred</p><p style="text-align: right;">Right</p><h2 style="text-align: justify;">Justified</h2><p style="text-align: left">Left</p>',
  '<p>Line one<br>line two</p><hr><p>After the rule</p>',
  '<p><span style="text-align: center">span</span> ₹2,00,000 &amp; 10% &lt;b&gt; “quotes” non&nbsp;breaking</p>',
  '<p></p><p><strong><em><u>all three</u></em></strong></p>',
];

/* Allowed and disallowed markup both tiers must treat the same way. */
const EDGES = [
  '<div class="x" id="y" data-z="1" aria-label="l"><p style="color: red; text-align: justify">kept text</p></div>',
  '<p style="text-align: center !important">important</p><p style="TEXT-ALIGN: center">upper</p><p style="text-align: middle">bad value</p>',
  '<a href="/inside" target="_blank">in a new tab</a> <a href="https://x.example" target="_self" rel="me">external</a> <a>bare</a>',
  '<a href="javascript:alert(1)">js</a> <a href="JaVaScRiPt:alert(1)">mixed</a> <a href="&#106;avascript:alert(1)">entity</a> <a href="ftp://x.example">ftp</a>',
  '<img src="data:image/png;base64,AAAA" alt="data"><img src="//evil.example/x.png" alt="relative"><img src="x" onerror="alert(1)" alt="handler">',
  '<script>alert(1)</script>after script <style>p{color:red}</style>after style <iframe src="https://x.example"></iframe>after iframe',
  '<form action="https://x.example"><button>go</button></form><select><option>dropped</option></select>',
  '<h1 onclick="alert(1)" title="t">heading</h1><object data="x"></object><template><p>t</p></template>end',
];

describe('<StoredHtml/> draws what the server stores', () => {
  it("leaves the editor's rich text as the server sanitiser leaves it, every element and word kept", () => {
    const out = EDITOR.map(drawn);
    expect(out.map((el) => canonicalHtml(el))).toEqual(EDITOR.map((html) => canonicalHtml(sanitizeRichText(html))));
    // Equal would also hold if both emptied the corpus.
    const source = EDITOR.map((html) => new DOMParser().parseFromString(html, 'text/html').body);
    expect(out.map((el) => [el.textContent, el.querySelectorAll('*').length])).toEqual(
      source.map((el) => [el.textContent, el.querySelectorAll('*').length]),
    );
  });

  it('drops and rewrites what the policy does not allow exactly as the server does', () => {
    expect(EDGES.map((html) => canonicalHtml(drawn(html)))).toEqual(EDGES.map((html) => canonicalHtml(sanitizeRichText(html))));
  });
});

describe('<StoredHtml/> as a Box', () => {
  it('forwards sx, component and other props, and sanitises again only when the HTML changes', () => {
    const sanitize = sanitizeStoredHtml as jest.MockedFunction<typeof sanitizeStoredHtml>;
    sanitize.mockClear();
    const html = '<p>Hi</p><img src=x onerror=alert(1)>';
    const { rerender } = render(<StoredHtml html={html} component="section" data-testid="box" lang="hi" sx={{ p: 1 }} />);
    rerender(<StoredHtml html={html} component="section" data-testid="box" lang="hi" sx={{ p: 2 }} />);
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('SECTION');
    expect(box).toHaveAttribute('lang', 'hi');
    expect(box.innerHTML).toBe('<p>Hi</p><img src="x">');
    expect(sanitize).toHaveBeenCalledTimes(1);
    rerender(<StoredHtml html="<p>Bye</p>" component="section" data-testid="box" />);
    expect(box.innerHTML).toBe('<p>Bye</p>');
    expect(sanitize).toHaveBeenCalledTimes(2);
  });
});
