// The restaurant's counter and kitchen in Chromium at 1280×800 (decisions 0056, 0057): a cashier
// rings up a shawarma without onion with extra garlic (+1.00) and a large tea, dine-in table 5,
// and sends it to the kitchen: each station's fake ESC/POS printer on 127.0.0.1 prints its ticket
// (decoded here). The kitchen display, already open, shows the order live at the grill and at
// drinks, and the same after a reload; the cook marks both ready and the counter's list says
// «جاهز». The cashier opens the order and pays 20.00 cash (50.00 handed over, change 30.00) and
// the rest by mada; the receipt prints on the counter's printer. Screens are saved for review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readEscPos,
  startFakePrinter,
  type FakePrinter,
} from '../../src/server/testing/fake-printer';
import { screenshot, signIn, startE2E, type E2E } from './harness';

let e: E2E;
let grillPrinter: FakePrinter, drinksPrinter: FakePrinter, counterPrinter: FakePrinter;
let shawarma = 0,
  tea = 0,
  noOnion = 0,
  garlic = 0,
  large = 0;

/** A category of mengusha; returns its UUID and its row id. */
async function category(name: string, categoryEn: string) {
  const c = await e.api<{ UUID: string }>('POST', '/mengusha/categories', {
    name,
    description: name,
    categoryEn,
  });
  const all = await e.api<Array<{ UUID: string; ID: number }>>('GET', '/mengusha/categories');
  return { uuid: c.UUID, id: all.find((x) => x.UUID === c.UUID)?.ID ?? 0 };
}

async function product(categoryid: string, name: string, productName: string, price: number) {
  const p = await e.api<{ newid: number }>('POST', '/mengusha/products', {
    ...{ categoryid, name, productName, descriptionEn: name, image: '' },
    ...{ price, pricedv: price, calories: 100, quantity: 50 },
  });
  return p.newid;
}

async function group(body: object) {
  const g = await e.api<{ group: { options: Array<{ id: number }> } }>(
    'POST',
    '/mengusha/modifiers',
    body,
  );
  return g.group.options.map((o) => o.id);
}

beforeAll(async () => {
  e = await startE2E();
  [grillPrinter, drinksPrinter, counterPrinter] = await Promise.all([
    startFakePrinter(),
    startFakePrinter(),
    startFakePrinter(),
  ]);
  const sandwiches = await category('الساندويتشات', 'Sandwiches');
  const drinks = await category('المشروبات', 'Drinks');
  shawarma = await product(sandwiches.uuid, 'شاورما دجاج', 'Chicken shawarma', 13);
  tea = await product(drinks.uuid, 'شاي', 'Tea', 5);
  noOnion = (
    await group({
      name: 'بدون',
      maxChoices: 2,
      options: [{ name: 'بدون بصل' }, { name: 'بدون مخلل' }],
      productIds: [shawarma],
    })
  )[0]!;
  garlic = (
    await group({
      name: 'الإضافات',
      maxChoices: 1,
      options: [{ name: 'ثوم إضافي', priceChange: 1 }],
      productIds: [shawarma],
    })
  )[0]!;
  large = (
    await group({
      name: 'الحجم',
      required: true,
      minChoices: 1,
      maxChoices: 1,
      options: [
        { name: 'صغير', priceChange: 0 },
        { name: 'كبير', priceChange: 2 },
      ],
      productIds: [tea],
    })
  )[1]!;
  await e.api('POST', '/mengusha/kitchen/stations', {
    name: 'الشواية',
    printerAddress: grillPrinter.address,
    categoryIds: [sandwiches.id],
  });
  await e.api('POST', '/mengusha/kitchen/stations', {
    name: 'المشروبات',
    printerAddress: drinksPrinter.address,
    paperWidthMm: 58,
    categoryIds: [drinks.id],
  });
  const b = await e.api<Record<string, unknown>>('GET', '/businesses/mengusha');
  const { nameAr, nameEn, vatNumber, crNumber, address } = b;
  await e.api('PUT', '/businesses/mengusha', {
    ...{ nameAr, nameEn, vatNumber, crNumber, address },
    printerAddress: counterPrinter.address,
  });
  await e.api('POST', '/users', {
    username: 'cashier1',
    email: '',
    password: 'cashier1-pass',
    role: 'casher',
  });
});
afterAll(async () => {
  await Promise.all([grillPrinter, drinksPrinter, counterPrinter].map((p) => p?.close()));
  await e?.close();
});

describe('the restaurant counter and kitchen, in Chromium', () => {
  it('at 1280×800: choices, dine-in table 5, kitchen tickets, the display, ready, paid cash + mada with change', async () => {
    const context = await e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, e.baseUrl, 'cashier1', 'cashier1-pass');
    await page.goto(`${e.baseUrl}/mengusha/pos`);

    // A shawarma: optional groups only, so a tap adds it; «خيارات» on its line opens the sheet.
    await page.getByTestId(`pos-product-${shawarma}`).click();
    await page.getByTestId(`pos-line-${shawarma}-edit`).click();
    await page.getByTestId(`pos-option-${noOnion}`).click();
    await page.getByTestId(`pos-option-${garlic}`).click();
    await screenshot(page, 'restaurant-sheet-1280');
    await page.getByTestId('pos-sheet-add').click();
    // A tea: its size is required, so the tap opens the sheet.
    await page.getByTestId(`pos-product-${tea}`).click();
    await page.getByTestId(`pos-option-${large}`).click();
    await page.getByTestId('pos-sheet-add').click();
    const cart = await page.getByTestId('pos-cart').innerText();
    expect(cart).toContain('بدون بصل، ثوم إضافي');
    expect(cart).toContain('كبير');
    expect(await page.getByTestId('pos-total').innerText()).toContain('21.00');

    // The kitchen display, on a second tablet, open before the order is sent.
    const kitchen = await context.newPage();
    await kitchen.goto(`${e.baseUrl}/mengusha/kitchen`);
    await kitchen.getByTestId('kitchen-empty').waitFor();
    await kitchen.getByText('متصل').waitFor();

    await page.getByTestId('pos-order-type').getByText('محلي').click();
    await page.getByTestId('pos-order-table').fill('5');
    await screenshot(page, 'restaurant-cart-1280');
    await page.getByTestId('held-send').click();
    await page.getByText('للمطبخ').first().waitFor();

    // One ticket per station: the grill's on 80 mm paper, the drinks' on 58 mm.
    const grill = readEscPos(await grillPrinter.nextJob());
    const drinks = readEscPos(await drinksPrinter.nextJob());
    expect([grill.width, drinks.width]).toEqual([576, 384]);
    expect(grill.height).toBeGreaterThan(300);
    expect(grill.commands).toContain('cut-full');

    // The order reaches the display live (its event stream; the fallback reload is every 30 s).
    const cards = kitchen.getByTestId('kitchen-card');
    await cards.nth(1).waitFor({ timeout: 5_000 });
    // A reload shows the same two cards, none lost, none twice.
    await kitchen.reload();
    await cards.nth(1).waitFor();
    expect(await cards.count()).toBe(2);
    const texts = await cards.allInnerTexts();
    expect(texts.some((t) => t.includes('الشواية') && t.includes('شاورما دجاج'))).toBe(true);
    expect(texts.some((t) => t.includes('المشروبات') && t.includes('شاي'))).toBe(true);
    expect(texts.every((t) => t.includes('5'))).toBe(true);
    await screenshot(kitchen, 'restaurant-kitchen-1280');
    // «جاهز» on each card: a ready card shows «إرجاع» instead.
    const ready = kitchen.locator('[data-testid^="card-ready-"]');
    await ready.first().click();
    await kitchen.locator('[data-testid^="card-undo-"]').first().waitFor();
    await ready.first().click();
    await kitchen.locator('[data-testid^="card-undo-"]').nth(1).waitFor();
    await screenshot(kitchen, 'restaurant-kitchen-ready-1280');

    // The counter sees it ready, opens it and pays 20.00 cash (50.00 handed over) + mada.
    await page.getByTestId('held-open-list').click();
    const row = page.locator('[data-testid^="held-order-"]').first();
    await row.getByText('جاهز').waitFor({ timeout: 5_000 });
    await screenshot(page, 'restaurant-held-list-1280');
    await row.click();
    await page.getByTestId('held-panel').waitFor();
    await page.getByTestId('pos-pay-10').click();
    await page.getByTestId('pos-split-open').click();
    await page.getByTestId('pos-split-cash').fill('20');
    await page.getByTestId('pos-split-confirm').click();
    await page.getByTestId('pos-tendered').fill('50');
    expect(await page.getByTestId('pos-change-amount').innerText()).toContain('30.00');
    await screenshot(page, 'restaurant-pay-1280');
    await page.getByTestId('pos-save').click();
    await page.getByTestId('pos-receipt').waitFor();
    await screenshot(page, 'restaurant-paid-1280');
    await page.getByTestId('pos-print').click();
    const receipt = readEscPos(await counterPrinter.nextJob());
    expect(receipt.width).toBe(576);
    expect(receipt.height).toBeGreaterThan(800);

    const { orders } = await e.api<{ orders: unknown[] }>('GET', '/mengusha/held-orders');
    expect(orders).toHaveLength(0);
    const [paid] = (
      await e.api<{ orders: Array<{ invoices: Array<{ UUID: string }> }> }>(
        'GET',
        '/mengusha/held-orders?status=paid',
      )
    ).orders;
    const { invoice } = await e.api<{ invoice: Record<string, unknown> }>(
      'GET',
      `/mengusha/invoices/${paid!.invoices[0]!.UUID}`,
    );
    expect(invoice).toMatchObject({ TaxInclusiveAmount: 21, orderType: 'dine_in', table: '5' });
    await context.close();
  });
});
