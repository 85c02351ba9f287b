import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3995';
const shots: Array<[string, string, string?]> = [
  ['ageing_receivables', 'ageing/receivables'],
  ['ageing_payables', 'ageing/payables'],
  ['purchase', 'purchases/edit/9bf9328b-f1b2-44b7-9ddf-a08da37f1015'],
  ['purchase_pay', 'purchases/edit/9bf9328b-f1b2-44b7-9ddf-a08da37f1015', 'pay-supplier'],
  ['po_draft_edit', 'purchase_orders/1e5427fd-4fb3-474a-bee3-09e52d16d2c3', 'po-edit'],
  ['po_sent', 'purchase_orders/2fc363dd-f516-46f2-a6f7-ff57d6bba8bf'],
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[1366, 768], [800, 1280]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'ar-SA' });
  const page = await ctx.newPage();
  await page.goto(base + '/login');
  await page.getByLabel('اسم المستخدم').fill('admin');
  await page.getByLabel('كلمة المرور').fill('sanad-demo');
  await page.getByRole('button', { name: 'دخول' }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  for (const [name, path, click] of shots) {
    await page.goto(base + '/kebrit/' + path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(600);
    if (click) { await page.getByTestId(click).click(); await page.waitForTimeout(600); }
    const file = '/tmp/shots-ps/' + name + '-' + w + 'x' + h + '.png';
    await page.screenshot({ path: file, fullPage: !click });
    console.log(file);
  }
  await ctx.close();
}
await browser.close();
