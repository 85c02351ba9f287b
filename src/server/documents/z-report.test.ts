// The X/Z report's printed content and its thermal image and printer bytes (decision 0055).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DENOMINATIONS } from '../../domain/denominations';
import { jobToPng, readEscPos, type EscPosJob } from '../testing/fake-printer';
import { LONG_REASON, Z_FIGURES, zReportFixture } from '../testing/z-report-fixture';
import { receiptEscPos } from './escpos';
import { amount } from './format';
import { zReportModel, type ZReportModel } from './z-report-model';
import { renderZReportPng, zReportEscPos } from './z-report-png';

const rowsOf = (m: ZReportModel, title: string) => m.sections.find((s) => s.title === title);
const valueOf = (m: ZReportModel, label: string) =>
  m.sections.flatMap((s) => s.rows ?? []).find((r) => r.label === label)?.value;

describe('zReportModel', () => {
  it('prints the fixture’s figures with two decimals, the shortage as «عجز», Riyadh times', () => {
    const m = zReportModel(zReportFixture());
    expect(m.title).toBe('تقرير Z رقم 12');
    expect(m.facts.map((f) => f.value)).toEqual([
      'الكاشير الرئيسي',
      'سارة العتيبي',
      '2026-11-27 08:00',
      '2026-11-27 18:30',
    ]);
    expect(valueOf(m, 'عدد الفواتير')).toBe(String(Z_FIGURES.invoiceCount));
    expect(valueOf(m, 'الصافي قبل الضريبة')).toBe(amount(Z_FIGURES.net));
    expect(valueOf(m, 'ضريبة القيمة المضافة')).toBe(amount(Z_FIGURES.vat));
    expect(valueOf(m, 'الإجمالي شامل الضريبة')).toBe(amount(Z_FIGURES.gross));
    expect(valueOf(m, 'العهدة الافتتاحية')).toBe(amount(Z_FIGURES.openingFloat));
    expect(valueOf(m, 'النقد المتوقع')).toBe(amount(Z_FIGURES.expected));
    expect(valueOf(m, 'النقد المعدود')).toBe(amount(Z_FIGURES.counted));
    expect(Z_FIGURES.overShort).toBe(-100);
    expect(valueOf(m, 'عجز في الصندوق')).toBe('-1.00');
    expect(valueOf(m, 'سحب نقدي')).toBe(`-${amount(Z_FIGURES.cashOut)}`);
    expect(valueOf(m, 'التحصيل النقدي')).toBe('0.00');
    const movements = rowsOf(m, 'الإيداع والسحب النقدي')!.rows!;
    expect(movements).toEqual([
      { label: 'إيداع 09:05: فكة من الإدارة', value: `+${amount(Z_FIGURES.cashIn)}` },
      { label: 'سحب 13:15: ثلج', value: '-20.00' },
    ]);
    const means = rowsOf(m, 'المبيعات حسب طريقة الدفع')!.table!.rows;
    expect(means).toEqual([
      ['مدى', '3', amount(Z_FIGURES.cardSales)],
      ['نقداً', '5', amount(Z_FIGURES.cashSales)],
      ['تطبيقات', '2', amount(Z_FIGURES.appSales)],
      ['آجل', '1', amount(Z_FIGURES.creditSales)],
    ]);
    expect(m.notes).toEqual(['اعتمد الفرق: خالد المطيري']);
    expect(m.printedAt).toBe('2026-11-27 18:30');
  });

  it('lists only the counted denominations, and their total is the counted cash', () => {
    const report = zReportFixture();
    const count = rowsOf(zReportModel(report), 'جرد النقد عند الإغلاق')!.table!;
    const counted = DENOMINATIONS.filter((d) => (report.closingCount![d.key] ?? 0) > 0);
    expect(count.rows.map((r) => r[0])).toEqual([
      'ورقة 500 ريال',
      'ورقة 100 ريال',
      'ورقة 50 ريال',
      'ورقة 20 ريال',
      'ورقة 10 ريال',
      'ورقة 5 ريال',
      'ورقة 1 ريال',
      'عملة 0.50 ريال',
    ]);
    expect(count.rows).toHaveLength(counted.length);
    expect(count.rows.at(-1)).toEqual(['عملة 0.50 ريال', '1', '0.50']);
    expect(count.total).toEqual(['المجموع', '', amount(Z_FIGURES.counted)]);
  });

  it('an X report says it closes nothing and has no count; an over is «زيادة»; a forced close says so', () => {
    const x = zReportModel(zReportFixture({ kind: 'X' }));
    expect(x.title).toBe('تقرير X — لا يغلق الوردية');
    expect(valueOf(x, 'النقد المعدود')).toBe('لم يتم العد بعد');
    expect(x.facts[3]!.value).toBe('مفتوحة');
    expect(rowsOf(x, 'جرد النقد عند الإغلاق')).toBeUndefined();

    const over = zReportFixture();
    over.cash.overShort = 2.5;
    over.forced = true;
    over.approvedBy = null;
    const m = zReportModel(over);
    expect(valueOf(m, 'زيادة في الصندوق')).toBe('+2.50');
    expect(m.notes).toEqual(['أغلق المدير الوردية إغلاقا إجباريا، ويجرد الصندوق لاحقا']);
  });
});

/** Share of dots where the printed bitmap and the PNG (grey < 50 % = black) agree. */
async function agreement(png: Buffer, job: EscPosJob): Promise<number> {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let same = 0;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if ((data[y * info.width + x]! < 128 ? 1 : 0) === job.dots[y * job.width + x]) same++;
  return same / (info.width * info.height);
}

describe('renderZReportPng and zReportEscPos', () => {
  it('draws 576 px wide on 80 mm, taller with more content, and prints as a receipt prints', async () => {
    const png = await renderZReportPng(zReportFixture(), { paperWidthMm: 80 });
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(576);
    const longer = await renderZReportPng(zReportFixture({ categories: 40 }), { paperWidthMm: 80 });
    // 37 more category rows of a 23 px font (≈ 33 px each).
    expect((await sharp(longer).metadata()).height! - meta.height!).toBeGreaterThan(37 * 30);

    const bytes = await zReportEscPos(zReportFixture(), { paperWidthMm: 80 });
    // The very bytes a receipt PNG of this image would print as (one rasterizer).
    expect(bytes.equals(Buffer.from(await receiptEscPos(png, 576)))).toBe(true);
    const job = readEscPos(bytes);
    expect(job.commands[0]).toBe('init');
    expect(job.width).toBe(576);
    expect(job.height).toBeGreaterThanOrEqual(meta.height!);
    expect(job.height).toBeLessThan(meta.height! + 8);
    expect(job.rasterBlocks).toBe(Math.ceil(job.height / 255));
    const cut = job.commands.indexOf('cut-full');
    expect(cut).toBeGreaterThan(job.commands.lastIndexOf('raster'));
    expect(job.commands.slice(cut + 1).every((c) => c === 'CR' || c === 'LF')).toBe(true);
    expect(job.commands.slice(0, cut).filter((c) => c === 'LF').length).toBeGreaterThanOrEqual(3);
    expect(await agreement(png, job)).toBeGreaterThan(0.97);
    expect((await sharp(await jobToPng(job)).metadata()).width).toBe(576);
  });

  it('wraps a long cash-out reason onto more lines instead of squeezing it', async () => {
    const short = await renderZReportPng(zReportFixture(), { paperWidthMm: 80 });
    const long = zReportFixture();
    long.movements[1]!.reason = LONG_REASON;
    const wrapped = await renderZReportPng(long, { paperWidthMm: 80 });
    const [a, b] = await Promise.all([sharp(short).metadata(), sharp(wrapped).metadata()]);
    expect(b.width).toBe(576);
    // At least three more lines of a 23 px font (≈ 33 px each).
    expect(b.height! - a.height!).toBeGreaterThan(3 * 30);
  });

  it('draws 384 px wide on 58 mm, and the X report prints on 384 dots', async () => {
    const x = zReportFixture({ kind: 'X' });
    const png = await renderZReportPng(x, { paperWidthMm: 58 });
    expect((await sharp(png).metadata()).width).toBe(384);
    const job = readEscPos(await zReportEscPos(x, { paperWidthMm: 58 }));
    expect(job.width).toBe(384);
    expect(job.commands.filter((c) => c.startsWith('cut'))).toEqual(['cut-full']);
  });
});
