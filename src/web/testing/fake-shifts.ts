import type { ShiftSummary, TillView } from '../../domain/schemas/shifts';

/** A shift as the server lists it (decision 0055), with `patch` over a closed one. */
export function fakeShift(patch: Partial<ShiftSummary> & Pick<ShiftSummary, 'id'>): ShiftSummary {
  return {
    tillId: 1,
    tillName: 'الصندوق 1',
    cashier: { id: 7, name: 'سالم' },
    state: 'closed',
    openedAt: '2026-11-27T05:00:00.000Z',
    closedAt: '2026-11-27T13:00:00.000Z',
    businessDay: '2026-11-27',
    pastBusinessDay: false,
    forced: false,
    zNumber: 1,
    openingFloat: 200,
    expectedCash: 500,
    countedCash: 500,
    overShort: 0,
    salesCount: 3,
    salesTotal: 300,
    ...patch,
  };
}

/** A till as GET tills lists it. */
export function fakeTill(patch: Partial<TillView> & Pick<TillView, 'id' | 'name'>): TillView {
  return { archived: false, printerAddress: null, lastZNumber: 0, openShift: null, ...patch };
}
