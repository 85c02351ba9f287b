import { describe, expect, it } from 'vitest';
import { testInvoice, testLine } from '../server/testing/zatca-fixtures';
import { childElements, parseXml, UBL_NS } from './zatca/hash';
import { buildInvoiceXml } from './zatca/xml';
import {
  cartLineKey,
  chosenModifiers,
  lineModifierProblem,
  lineNameWithChoices,
  modifiersPriceChange,
  type ModifierGroupRule,
} from './modifiers';

const size: ModifierGroupRule = {
  id: 1,
  name: 'الحجم',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  options: [
    { id: 10, name: 'وسط', nameEn: 'M', priceChange: 0 },
    { id: 11, name: 'كبير', nameEn: 'L', priceChange: 300 },
  ],
};
const extras: ModifierGroupRule = {
  id: 2,
  name: 'الإضافات',
  required: false,
  minChoices: 0,
  maxChoices: 2,
  options: [
    { id: 20, name: 'ثوم إضافي', nameEn: '', priceChange: 100 },
    { id: 21, name: 'جبن', nameEn: '', priceChange: 200 },
    { id: 22, name: 'بدون بصل', nameEn: '', priceChange: 0 },
  ],
};
const groups = [size, extras];

describe('lineModifierProblem', () => {
  it('accepts a required choice with optional extras, in any order', () => {
    expect(lineModifierProblem(groups, [21, 11])).toBeNull();
    expect(lineModifierProblem(groups, [10])).toBeNull();
  });

  it('names the required group left without a choice', () => {
    expect(lineModifierProblem(groups, [20])).toEqual({
      code: 'modifier_required',
      message: 'اختر من «الحجم»',
    });
  });

  it('refuses too many choices of a group, naming it', () => {
    const problem = lineModifierProblem(groups, [10, 11]);
    expect(problem?.code).toBe('modifier_choices');
    expect(problem?.message).toContain('الحجم');
    expect(lineModifierProblem(groups, [10, 20, 21, 22])?.code).toBe('modifier_choices');
  });

  it('refuses fewer than the minimum once a group is chosen from', () => {
    const pair = { ...extras, minChoices: 2 };
    expect(lineModifierProblem([pair], [20])?.code).toBe('modifier_choices');
    expect(lineModifierProblem([pair], [])).toBeNull();
  });

  it('refuses an option not of the product’s groups', () => {
    expect(lineModifierProblem(groups, [10, 99])?.code).toBe('unknown_modifier');
    expect(lineModifierProblem([], [10])?.code).toBe('unknown_modifier');
  });
});

describe('chosenModifiers and the price', () => {
  it('lists the choices in group then option order, with their price changes', () => {
    const chosen = chosenModifiers(groups, [21, 20, 11]);
    expect(chosen.map((m) => m.optionName)).toEqual(['كبير', 'ثوم إضافي', 'جبن']);
    expect(chosen[0]).toMatchObject({ optionId: 11, groupName: 'الحجم', optionNameEn: 'L' });
    expect(modifiersPriceChange(chosen)).toBe(600);
    expect(modifiersPriceChange([])).toBe(0);
  });
});

describe('cartLineKey', () => {
  it('is the product alone without choices, and ignores the choices’ order', () => {
    expect(cartLineKey(5)).toBe('5');
    expect(cartLineKey(5, [])).toBe('5');
    expect(cartLineKey(5, [7, 3])).toBe(cartLineKey(5, [3, 7, 7]));
    expect(cartLineKey(5, [3])).not.toBe(cartLineKey(5, [7]));
  });
});

describe('lineNameWithChoices', () => {
  it('lists every choice in the name when it fits', () => {
    expect(lineNameWithChoices('شاورما دجاج', ['بدون بصل', 'ثوم إضافي'])).toEqual({
      name: 'شاورما دجاج (بدون بصل، ثوم إضافي)',
      note: '',
    });
    expect(lineNameWithChoices('شاي', [])).toEqual({ name: 'شاي', note: '' });
  });

  it('moves what does not fit to the note', () => {
    expect(lineNameWithChoices('برجر', ['كبير', 'جبن', 'بدون بصل'], 16)).toEqual({
      name: 'برجر (كبير، جبن)',
      note: 'بدون بصل',
    });
    expect(lineNameWithChoices('برجر لحم', ['جبن مضاعف'], 10)).toEqual({
      name: 'برجر لحم',
      note: 'جبن مضاعف',
    });
  });
});

describe('the line note in the UBL (InvoiceLine cbc:Note right after cbc:ID)', () => {
  it('writes the note of a line that has one, and none for the others', () => {
    const xml = buildInvoiceXml(
      testInvoice({
        lines: [
          { ...testLine('شاورما دجاج (كبير)', 1900, 2), note: 'ثوم إضافي، جبن' },
          testLine('شاي', 199, 1),
        ],
      }),
    );
    const lines = childElements(parseXml(xml).documentElement!, UBL_NS.cac, 'InvoiceLine');
    const names = (el: (typeof lines)[number]) =>
      Array.from({ length: el.childNodes.length }, (_, i) => el.childNodes[i]!)
        .filter((n) => n.nodeType === 1)
        .map((n) => n.localName);
    expect(names(lines[0]!).slice(0, 3)).toEqual(['ID', 'Note', 'InvoicedQuantity']);
    expect(childElements(lines[0]!, UBL_NS.cbc, 'Note')[0]?.textContent).toBe('ثوم إضافي، جبن');
    expect(childElements(lines[1]!, UBL_NS.cbc, 'Note')).toHaveLength(0);
  });
});
