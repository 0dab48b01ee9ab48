import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
const base = 'http://127.0.0.1:3000';
const api = async (path, body, token) => {
  const res = await fetch(base + '/api' + path, { method: body ? 'POST' : 'GET', headers: { 'content-type': 'application/json', ...(token ? { authorization: 'Bearer ' + token } : {}) }, body: body ? JSON.stringify(body) : undefined });
  return res.json();
};
const id = 'shot' + Date.now().toString(36);
await api('/auth/register', { id, password: 'pass1234!', email: id + '@ex.com', registerWhere: '지인 추천', phoneNumber: '', sendCode: '', referral: '' });
const { accessToken } = await api('/auth/login', { id, password: 'pass1234!' });
const req = await api('/service/point', { name: '홍길동', point: 50000, feeType: 2 }, accessToken);
const op = await api('/auth/login', { id: 'operator', password: 'operator-pass-1234' });
await api(`/admin/point-requests/${req.id}/approve`, {}, op.accessToken);
await api('/service/order', { serviceId: 5, link: 'https://www.instagram.com/p/abc', amount: 100, runs: 0, interval: 0 }, accessToken);
await api('/service/order', { serviceId: 6, link: 'myshop.official', amount: 1000, runs: 3, interval: 60 }, accessToken);
const pages = (process.argv[2] ?? '/order').split(',');
for (const dark of [false, true]) for (const width of [1440, 375]) {
  const ctx = await chromium.launchPersistentContext(mkdtempSync('/tmp/shotprof-'), { executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'], viewport: { width, height: 900 }, colorScheme: dark ? 'dark' : 'light', locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = ctx.pages()[0];
  for (const p of pages) {
    const [path, who] = p.split('@');
    if (who === 'member') { await page.goto(base + '/order'); await page.evaluate((t) => localStorage.setItem('jwt', t), accessToken); } else { await page.goto(base + '/order'); await page.evaluate(() => localStorage.clear()); }
    await page.goto(base + path);
    await page.waitForTimeout(1500);
    const name = `${path.replace(/\//g, '_')}-${who ?? 'guest'}-${width}-${dark ? 'dark' : 'light'}.png`;
    await page.screenshot({ path: '/tmp/shots/lead/' + name, fullPage: width === 375 ? false : true });
    console.log(name);
  }
  await ctx.close();
}
