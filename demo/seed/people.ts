import type { Random } from '../../server/seed/random';

/* Plausible Indian member profiles for the seed: names, +91 phones, e-mail, devices, IPs, remarks. */

const MALE = [
  'aarav',
  'vivaan',
  'aditya',
  'vihaan',
  'arjun',
  'sai',
  'reyansh',
  'krishna',
  'ishaan',
  'rohan',
  'kabir',
  'rahul',
  'amit',
  'suresh',
  'deepak',
  'gaurav',
  'nikhil',
  'manish',
  'yash',
  'harsh',
  'varun',
  'farhan',
  'imran',
  'sandeep',
  'vikram',
  'rajesh',
  'pranav',
  'karan',
];
const FEMALE = [
  'ananya',
  'diya',
  'priya',
  'saanvi',
  'aadhya',
  'kavya',
  'isha',
  'meera',
  'riya',
  'neha',
  'pooja',
  'sunita',
  'lakshmi',
  'sneha',
  'tanvi',
  'divya',
  'anjali',
  'kiran',
  'fatima',
  'shreya',
  'nisha',
  'aarti',
];
const SURNAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Singh',
  'Kumar',
  'Patel',
  'Shah',
  'Reddy',
  'Nair',
  'Iyer',
  'Das',
  'Banerjee',
  'Mukherjee',
  'Khan',
  'Yadav',
  'Joshi',
  'Mehta',
  'Chopra',
  'Malhotra',
  'Rao',
  'Pillai',
  'Menon',
  'Jain',
  'Agarwal',
  'Thakur',
  'Chauhan',
  'Naidu',
  'Kulkarni',
];
const MAIL = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com'];
const DEVICES = [
  'Android 14 / Redmi Note 13',
  'Android 13 / Samsung Galaxy A54',
  'Android 13 / Vivo Y36',
  'Android 12 / Realme 9',
  'Android 14 / OnePlus Nord 3',
  'iOS 17 / iPhone 13',
  'iOS 16 / iPhone 11',
  'Windows 11 / Chrome 124',
  'Android 11 / Oppo A57',
];
// Prefixes of Indian mobile carriers' address blocks (Jio, Airtel, Vi, BSNL).
const IP_PREFIXES = ['49.36', '49.204', '103.21', '106.197', '110.226', '117.99', '122.161', '157.32', '182.69', '223.187'];
const TAGS = ['', '', '', '', 'high roller', 'new', 'bonus hunter', 'VIP prospect', 'dormant', 'referral'];
const BACK_REMARKS = [
  'Called about a late withdrawal',
  'Asked for a bonus, declined',
  'Verified by phone',
  'Shares device with another account?',
  'Prefers Hindi support',
];
const FRONT_REMARKS = ['Welcome bonus claimed', 'Birthday offer sent', 'UPI account verified'];
const LOCK_REASONS = ['Suspected multiple accounts', 'Chargeback on a deposit', 'Requested by the member', 'Abusive to support'];

export interface Person {
  username: string;
  nickname: string;
  phone: string;
  real_name: string;
  email: string;
  sex: number;
  birth_date: string;
  language: string;
  lock_reason: string;
  register_ip: string;
  register_device: string;
  last_login_ip: string;
  last_login_device: string;
  first_charge_amount: number;
  total_recharge: number;
  total_withdrawal: number;
  total_bet: number;
  total_win: number;
  vip_level: number;
  points: number;
  remark_front: string;
  remark_back: string;
  customer_class: string;
  customer_tag: string;
  yuebao_balance: number;
  invite_code: string;
}

export function ipOf(rng: Random): string {
  return `${rng.pick(IP_PREFIXES)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
}

export function upiOf(person: { nickname: string }, rng: Random): string {
  return `${person.nickname.toLowerCase()}${rng.int(10, 9999)}@${rng.pick(['okaxis', 'oksbi', 'ybl', 'paytm', 'okicici'])}`;
}

/** Labels of member `id` (0 for a non-member such as an agent applicant). Totals start at 0; the money pass fills them. */
export function personFor(rng: Random, id: number, status: number): Person {
  const female = rng.chance(0.35);
  const first = rng.pick(female ? FEMALE : MALE);
  const surname = rng.pick(SURNAMES);
  const nickname = `${first[0].toUpperCase()}${first.slice(1)}`;
  const device = rng.pick(DEVICES);
  const ip = ipOf(rng);
  const moved = rng.chance(0.3);
  return {
    username: `${first}${id}`,
    nickname,
    phone: `+91${rng.int(6, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`,
    real_name: `${nickname} ${surname}`,
    email: rng.chance(0.7) ? `${first}.${surname.toLowerCase()}${rng.int(1, 999)}@${rng.pick(MAIL)}` : '',
    sex: rng.chance(0.1) ? 0 : female ? 2 : 1,
    birth_date: `${rng.int(1965, 2004)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    language: rng.chance(0.4) ? 'hi' : 'en',
    lock_reason: status === 1 ? rng.pick(LOCK_REASONS) : '',
    register_ip: ip,
    register_device: device,
    last_login_ip: moved ? ipOf(rng) : ip,
    last_login_device: moved && rng.chance(0.3) ? rng.pick(DEVICES) : device,
    first_charge_amount: 0,
    total_recharge: 0,
    total_withdrawal: 0,
    total_bet: 0,
    total_win: 0,
    vip_level: 0,
    points: 0,
    remark_front: rng.chance(0.05) ? rng.pick(FRONT_REMARKS) : '',
    remark_back: rng.chance(0.05) ? rng.pick(BACK_REMARKS) : '',
    customer_class: 'D',
    customer_tag: rng.pick(TAGS),
    // A copy of the Yue Bao ledger account (trigger of migration 040); demo/seed/yuebao.ts moves money in.
    yuebao_balance: 0,
    invite_code: id > 0 ? id.toString(36).toUpperCase().padStart(6, '0') : '',
  };
}

/** VIP level from the lifetime stake in paise (1 EXP per ₹1 staked), thresholds as the studied systems use. */
export const VIP_THRESHOLDS_RUPEES = [0, 1_000, 5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000, 10_000_000, 50_000_000];

export function vipLevelOf(totalBetPaise: number): number {
  let level = 0;
  for (let i = 0; i < VIP_THRESHOLDS_RUPEES.length; i++) if (totalBetPaise >= VIP_THRESHOLDS_RUPEES[i] * 100) level = i;
  return level;
}

/** Customer class by lifetime deposits: A ≥ ₹50 000, B ≥ ₹10 000, C ≥ ₹1 000, otherwise D. */
export function customerClassOf(totalRechargePaise: number): string {
  const rupees = totalRechargePaise / 100;
  return rupees >= 50_000 ? 'A' : rupees >= 10_000 ? 'B' : rupees >= 1_000 ? 'C' : 'D';
}
