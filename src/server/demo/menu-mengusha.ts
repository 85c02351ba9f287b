/**
 * Demo catalogue of mengusha (restaurant and grill): 7 categories, 48 items.
 * Prices in SAR with VAT; `dv` is the delivery-app price (pricedv).
 */
export interface DemoCategory {
  name: string;
  en: string;
  description: string;
  color: string;
  items: Array<{
    ar: string;
    en: string;
    price: number;
    dv?: number;
    credit?: number;
    kcal: number;
    size?: string;
  }>;
}

export const MENGUSHA_MENU: DemoCategory[] = [
  {
    name: 'المشويات',
    en: 'Grills',
    description: 'مشويات على الفحم تقدم مع الخبز والسلطة',
    color: '#c92a2a',
    items: [
      { ar: 'شيش طاووق', en: 'Shish Tawook', price: 32, dv: 36, kcal: 540 },
      { ar: 'كباب لحم', en: 'Lamb Kebab', price: 38, dv: 43, kcal: 620 },
      { ar: 'كباب دجاج', en: 'Chicken Kebab', price: 30, dv: 34, kcal: 510 },
      { ar: 'أوصال لحم', en: 'Lamb Cubes', price: 42, dv: 47, kcal: 650 },
      { ar: 'ريش غنم', en: 'Lamb Chops', price: 65, dv: 72, kcal: 780 },
      { ar: 'نصف دجاج مشوي', en: 'Half Grilled Chicken', price: 28, dv: 32, kcal: 600 },
      { ar: 'دجاج مشوي كامل', en: 'Whole Grilled Chicken', price: 52, dv: 58, kcal: 1150 },
      { ar: 'مشكل مشاوي', en: 'Mixed Grill', price: 75, dv: 84, kcal: 1200 },
    ],
  },
  {
    name: 'المناقيش',
    en: 'Manakish',
    description: 'مناقيش طازجة من فرن الحطب',
    color: '#e67700',
    items: [
      { ar: 'منقوشة زعتر', en: "Za'atar Manoushe", price: 6, dv: 8, kcal: 320 },
      { ar: 'منقوشة جبنة', en: 'Cheese Manoushe', price: 10, dv: 12, kcal: 420 },
      { ar: 'منقوشة نصف ونصف', en: 'Half & Half Manoushe', price: 9, dv: 11, kcal: 380 },
      { ar: 'منقوشة لحم بعجين', en: 'Lahm Bi Ajeen', price: 12, dv: 14, kcal: 450 },
      { ar: 'منقوشة محمرة', en: 'Muhammara Manoushe', price: 8, dv: 10, kcal: 350 },
      { ar: 'منقوشة سجق', en: 'Sujuk Manoushe', price: 14, dv: 16, kcal: 520 },
      { ar: 'منقوشة كشك', en: 'Kishk Manoushe', price: 9, dv: 11, kcal: 360 },
      { ar: 'منقوشة لبنة وخضار', en: 'Labneh & Veg Manoushe', price: 11, dv: 13, kcal: 390 },
    ],
  },
  {
    name: 'الساندويتشات',
    en: 'Sandwiches',
    description: 'ساندويتشات بخبز الصاج',
    color: '#2b8a3e',
    items: [
      { ar: 'ساندويتش شاورما دجاج', en: 'Chicken Shawarma Wrap', price: 12, dv: 14, kcal: 480 },
      { ar: 'ساندويتش شاورما لحم', en: 'Beef Shawarma Wrap', price: 14, dv: 16, kcal: 520 },
      { ar: 'ساندويتش طاووق', en: 'Tawook Sandwich', price: 13, dv: 15, kcal: 470 },
      { ar: 'ساندويتش كباب', en: 'Kebab Sandwich', price: 15, dv: 17, kcal: 540 },
      { ar: 'ساندويتش فلافل', en: 'Falafel Sandwich', price: 7, dv: 9, kcal: 390 },
      { ar: 'ساندويتش بطاطا', en: 'Fries Sandwich', price: 6, dv: 8, kcal: 420 },
      { ar: 'ساندويتش حلومي', en: 'Halloumi Sandwich', price: 11, dv: 13, kcal: 410 },
    ],
  },
  {
    name: 'المقبلات',
    en: 'Appetizers',
    description: 'مقبلات باردة وساخنة',
    color: '#5f3dc4',
    items: [
      { ar: 'حمص', en: 'Hummus', price: 12, dv: 14, kcal: 280 },
      { ar: 'متبل', en: 'Moutabal', price: 13, dv: 15, kcal: 240 },
      { ar: 'تبولة', en: 'Tabbouleh', price: 14, dv: 16, kcal: 180 },
      { ar: 'فتوش', en: 'Fattoush', price: 14, dv: 16, kcal: 200 },
      { ar: 'بطاطا مقلية', en: 'French Fries', price: 9, dv: 11, kcal: 360 },
      { ar: 'بطاطا حارة', en: 'Spicy Potatoes', price: 12, dv: 14, kcal: 380 },
      { ar: 'كبة مقلية (4 حبات)', en: 'Fried Kibbeh (4 pcs)', price: 16, dv: 18, kcal: 420 },
      { ar: 'رقائق جبنة (4 حبات)', en: 'Cheese Rolls (4 pcs)', price: 14, dv: 16, kcal: 400 },
    ],
  },
  {
    name: 'الوجبات',
    en: 'Meals',
    description: 'وجبات كاملة مع الأرز أو البطاطا',
    color: '#1864ab',
    items: [
      { ar: 'وجبة شاورما عربي', en: 'Arabic Shawarma Meal', price: 26, dv: 30, kcal: 950 },
      { ar: 'وجبة طاووق', en: 'Tawook Meal', price: 34, dv: 38, kcal: 900 },
      { ar: 'وجبة كباب', en: 'Kebab Meal', price: 40, dv: 45, kcal: 1000 },
      { ar: 'وجبة فلافل', en: 'Falafel Meal', price: 18, dv: 21, kcal: 780 },
      { ar: 'وجبة عائلية', en: 'Family Meal', price: 149, dv: 165, kcal: 4200 },
      { ar: 'وجبة أطفال', en: 'Kids Meal', price: 19, dv: 22, kcal: 560 },
    ],
  },
  {
    name: 'المشروبات',
    en: 'Drinks',
    description: 'مشروبات باردة وساخنة',
    color: '#0b7285',
    items: [
      { ar: 'مياه معدنية', en: 'Mineral Water', price: 2, dv: 3, kcal: 0 },
      { ar: 'مشروب غازي', en: 'Soft Drink', price: 4, dv: 5, kcal: 140 },
      { ar: 'لبن عيران', en: 'Ayran', price: 5, dv: 6, kcal: 90 },
      { ar: 'عصير برتقال طازج', en: 'Fresh Orange Juice', price: 12, dv: 14, kcal: 160 },
      { ar: 'عصير ليمون بالنعناع', en: 'Lemon Mint', price: 12, dv: 14, kcal: 130 },
      { ar: 'شاي', en: 'Tea', price: 3, dv: 4, kcal: 5 },
      { ar: 'قهوة عربية', en: 'Arabic Coffee', price: 5, dv: 6, kcal: 10 },
    ],
  },
  {
    name: 'الحلويات',
    en: 'Desserts',
    description: 'حلويات شرقية',
    color: '#a61e4d',
    items: [
      { ar: 'كنافة بالجبن', en: 'Cheese Kunafa', price: 18, dv: 21, kcal: 520 },
      { ar: 'أم علي', en: 'Om Ali', price: 16, dv: 19, kcal: 480 },
      { ar: 'بقلاوة (6 قطع)', en: 'Baklava (6 pcs)', price: 15, dv: 17, kcal: 450 },
      { ar: 'مهلبية', en: 'Muhallabia', price: 10, dv: 12, kcal: 280 },
    ],
  },
];
