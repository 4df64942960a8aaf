import { sanitizeRichText } from '../../server/richText/sanitize';

type Rows = Record<string, unknown>[];

/*
 * The registration agreement members accept, one published version per content language, so the
 * registration_agreement screen and the member app have real text from the first start. Passed
 * through the same sanitiser as every save.
 */
const TEXTS: Record<'zh' | 'en' | 'hi', string> = {
  zh: `<h2>会员注册协议</h2>
<p>欢迎注册成为本平台会员。注册前请仔细阅读本协议；点击“同意并注册”即表示您已阅读、理解并同意以下全部条款。</p>
<h3>一、会员资格</h3>
<ol><li>您必须年满 18 周岁，并具有完全民事行为能力。</li><li>每位会员只能注册一个账户；同一人、同一设备或同一收款账户注册的多个账户将被停用。</li></ol>
<h3>二、账户安全</h3>
<p>请妥善保管登录密码和交易密码。因您泄露密码造成的损失由您自行承担。</p>
<h3>三、公平游戏</h3>
<p>所有开奖结果均由可验证的随机数生成；禁止利用程序漏洞、串通投注或其他不正当手段获利。</p>
<h3>四、存款与提现</h3>
<p>提现须满足流水要求，并只能提至本人名下的银行账户或 UPI 账户。</p>
<p><strong>理性娱乐，量力而行。</strong></p>`,
  en: `<h2>Member registration agreement</h2>
<p>Welcome. Please read this agreement before you register; by tapping “Agree and register” you confirm that you have read, understood and accepted all of its terms.</p>
<h3>1. Eligibility</h3>
<ol><li>You must be at least 18 years old and legally able to enter into this agreement.</li><li>One account per person. Several accounts of one person, device or payee account will be suspended.</li></ol>
<h3>2. Account security</h3>
<p>Keep your login and trade passwords safe. Losses caused by sharing them are your own responsibility.</p>
<h3>3. Fair play</h3>
<p>Every draw comes from a verifiable random number generator. Exploiting faults, colluding or any other unfair means are forbidden.</p>
<h3>4. Deposits and withdrawals</h3>
<p>Withdrawals require the turnover to be met and are paid only to a bank or UPI account in your own name.</p>
<p><strong>Play responsibly and within your means.</strong></p>`,
  hi: `<h2>सदस्य पंजीकरण अनुबंध</h2>
<p>स्वागत है। पंजीकरण से पहले कृपया यह अनुबंध पढ़ें; “सहमत हूँ और पंजीकरण करें” दबाकर आप पुष्टि करते हैं कि आपने सभी शर्तें पढ़ीं, समझीं और स्वीकार कीं।</p>
<h3>1. पात्रता</h3>
<ol><li>आपकी आयु कम से कम 18 वर्ष होनी चाहिए।</li><li>प्रति व्यक्ति एक खाता। एक ही व्यक्ति, डिवाइस या भुगतान खाते के कई खाते निलंबित कर दिए जाएँगे।</li></ol>
<h3>2. खाते की सुरक्षा</h3>
<p>अपने लॉगिन और ट्रेड पासवर्ड सुरक्षित रखें। उन्हें साझा करने से हुई हानि आपकी अपनी ज़िम्मेदारी है।</p>
<h3>3. निष्पक्ष खेल</h3>
<p>हर ड्रॉ सत्यापन योग्य रैंडम नंबर जनरेटर से आता है। कमियों का दुरुपयोग या मिलीभगत वर्जित है।</p>
<h3>4. जमा और निकासी</h3>
<p>निकासी के लिए टर्नओवर पूरा होना चाहिए और भुगतान केवल आपके अपने नाम के बैंक या UPI खाते में होता है।</p>
<p><strong>ज़िम्मेदारी से खेलें।</strong></p>`,
};

/** Version 1 of each language, published by the first admin. */
export function buildAgreements(adminId: number, at: number): Rows {
  return (['zh', 'en', 'hi'] as const).map((lang) => ({
    lang,
    version: 1,
    content: sanitizeRichText(TEXTS[lang]),
    state: 'published',
    created_by: adminId,
    created_at: at,
    published_by: adminId,
    published_at: at,
  }));
}
