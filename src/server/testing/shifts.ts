import { apiCaller } from './api-caller';
import type { TestApp } from './test-app';

/** Shift calls on one business: tills, open, movements, close. */
export function shiftCalls(t: TestApp, business: string) {
  const call = apiCaller(t);
  return {
    call,
    createTill: async (token: string, name: string) => {
      const res = await call('POST', `/${business}/tills`, token, { name });
      if (res.statusCode !== 201) throw new Error(`till: ${res.body}`);
      return res.json().till.id as number;
    },
    open: (token: string, tillId: number, body: object) =>
      call('POST', `/${business}/tills/${tillId}/shift`, token, body),
    move: (token: string, shiftId: number, body: object) =>
      call('POST', `/${business}/shifts/${shiftId}/movements`, token, body),
    close: (token: string, shiftId: number, body: object) =>
      call('POST', `/${business}/shifts/${shiftId}/close`, token, body),
  };
}
