/**
 * Seeds the benchmark catalogue straight into the database (no HTTP, a few seconds for 20,000
 * products): CATEGORIES categories and `count` published products of the business, with Arabic
 * names, English names, prices in halalas and one of IMAGES generated WebP images each.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { App } from '../src/server/context';
import { DATA_FOLDERS } from '../src/server/files/data-folders';
import type { BusinessRow } from '../src/server/modules/businesses/repository';

const CATEGORIES = [
  ['مشروبات', 'Drinks'],
  ['مخبوزات', 'Bakery'],
  ['ألبان', 'Dairy'],
  ['عدد يدوية', 'Hand tools'],
  ['كهرباء', 'Electrical'],
  ['سباكة', 'Plumbing'],
  ['دهانات', 'Paints'],
  ['منظفات', 'Cleaning'],
  ['قرطاسية', 'Stationery'],
  ['معلبات', 'Canned food'],
  ['حلويات', 'Sweets'],
  ['توابل', 'Spices'],
] as const;
const WORDS = ['مفتاح', 'برغي', 'قهوة', 'شاي', 'حليب', 'خبز', 'مصباح', 'أنبوب', 'طلاء', 'صابون'];
const ADJECTIVES = ['كبير', 'صغير', 'عربي', 'إيطالي', 'مميز', 'اقتصادي', 'أبيض', 'أحمر'];
const IMAGES = 24;

async function writeImages(dataDir: string, folder: string): Promise<string[]> {
  const dir = path.join(dataDir, DATA_FOLDERS.images, folder);
  fs.mkdirSync(dir, { recursive: true });
  const names: string[] = [];
  for (let i = 0; i < IMAGES; i++) {
    const name = `bench-${i}.webp`;
    const hue = Math.round((i * 360) / IMAGES);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${hue},60%,70%)"/><circle cx="160" cy="120" r="70" fill="hsl(${hue},60%,40%)"/></svg>`;
    await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(path.join(dir, name));
    names.push(name);
  }
  return names;
}

/** Inserts the categories and `count` products of the business; returns the category ids. */
export async function seedBenchCatalogue(
  app: App,
  business: BusinessRow,
  dataDir: string,
  count: number,
): Promise<void> {
  const images = await writeImages(dataDir, business.image_folder);
  const now = Date.now();
  await app.ctx.db.transaction().execute(async (trx) => {
    const categoryIds: number[] = [];
    for (const [name, en] of CATEGORIES) {
      const r = await trx
        .insertInto('categories')
        .values({
          uuid: randomUUID(),
          business_id: business.id,
          name,
          description: name,
          category_en: en,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.push(r.id);
    }
    const rows = Array.from({ length: count }, (_, i) => {
      const word = WORDS[i % WORDS.length]!;
      const adjective = ADJECTIVES[Math.floor(i / WORDS.length) % ADJECTIVES.length]!;
      const price = 100 + ((i * 7919) % 99_900);
      return {
        uuid: randomUUID(),
        business_id: business.id,
        category_id: categoryIds[i % categoryIds.length]!,
        name: `${word} ${adjective} ${i + 1}`,
        product_name: `Item ${i + 1}`,
        description: '',
        description_en: `Benchmark item ${i + 1}`,
        size: '',
        size_ar: '',
        image: images[i % images.length]!,
        price,
        pricedv: i % 3 === 0 ? price + 200 : null,
        pricex: i % 5 === 0 ? price + 500 : null,
        calories: 0,
        published: 1,
        quantity: 100,
        created_at: now,
        updated_at: now,
      };
    });
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('products')
        .values(rows.slice(i, i + 500))
        .execute();
  });
}
