// Requests per second of login (deliberately slow: scrypt) and getCurrentUser over real HTTP,
// with a fixed number of concurrent clients for a fixed time.
import { createHash } from 'node:crypto';

const sha256 = (s) => createHash('sha256').update(s).digest('hex');

async function loop(seconds, concurrency, fn) {
  const end = Date.now() + seconds * 1000;
  let ok = 0;
  let failed = 0;
  const lat = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        try {
          if (await fn()) ok++;
          else failed++;
        } catch {
          failed++;
        }
        lat.push(performance.now() - t);
      }
    }),
  );
  lat.sort((a, b) => a - b);
  const p = (q) => Number(lat[Math.min(lat.length - 1, Math.floor(lat.length * q))].toFixed(1));
  return { rps: Number((ok / seconds).toFixed(1)), ok, failed, p50Ms: p(0.5), p95Ms: p(0.95) };
}

export async function login(baseURL, username = 'admin', password = 'admin123') {
  const res = await fetch(`${baseURL}/chance_login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: '0' },
    body: JSON.stringify({ username, password: sha256(password) }),
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`login failed: ${body.msg}`);
  return body.data;
}

export async function apiReport(baseURL, token, seconds = 5) {
  const loginRun = await loop(seconds, 4, async () => {
    const res = await fetch(`${baseURL}/chance_login/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: sha256('admin123') }),
    });
    return (await res.json()).code === 200;
  });
  const currentUser = await loop(seconds, 16, async () => {
    const res = await fetch(`${baseURL}/chance_login/getCurrentUser`, { headers: { token, language: '0' } });
    return (await res.json()).code === 200;
  });
  return { login: loginRun, getCurrentUser: currentUser };
}
