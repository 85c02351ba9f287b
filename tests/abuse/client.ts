import { randomBytes } from 'node:crypto';
import { insertSession } from '../../src/server/modules/auth/repository';
import { hashToken } from '../../src/server/modules/auth/service';
import { bearer, type TestApp } from '../../src/server/testing/test-app';

/** What the suite sends: app.inject's options, kept to what a reproduction prints. */
export interface Req {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer | object;
}

/** Operations answering `text/event-stream` (the kitchen's change notices, decision 0057). */
const EVENT_STREAM = /\/kitchen\/events(\?|$)/;

/**
 * The suite's way into the app: `send(req, token)` (app.inject; a null token sends none),
 * `mint(userId)` (a session written straight into the sessions table, as sign-in would: no
 * password hashing, no sign-in limit), `createUser(admin, role)` through POST /users, `unique(p)`.
 */
export function suiteClient(t: TestApp) {
  let seq = 0;
  // '-' joins the parts: a unique name is then both a valid username and a valid business key.
  const unique = (p: string) => `${p}${++seq}-${randomBytes(3).toString('hex')}`;
  const UNIQUE = /abuse\d+-[0-9a-f]{6}/g;
  const send = async (req: Req, token: string | null) => {
    const opts = {
      method: req.method as 'GET',
      url: req.url,
      headers: { ...req.headers, ...(token ? bearer(token) : {}) },
      ...(req.payload !== undefined ? { payload: req.payload } : {}),
    };
    if (!EVENT_STREAM.test(req.url)) return t.app.inject(opts);
    // An event stream answering 200 never ends: keep its status and headers, close it unread.
    const res = await t.app.inject({ ...opts, payloadAsStream: true });
    const stream = res.stream();
    if (res.statusCode === 200) {
      stream.destroy();
      return Object.assign(res, { body: '', payload: '', json: () => ({}) });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    const body = Buffer.concat(chunks).toString();
    return Object.assign(res, { body, payload: body, json: () => JSON.parse(body) as unknown });
  };
  return {
    unique,
    send,
    /**
     * `req` with every unique name of its body (`unique('abuse')`) replaced by a new one, so that
     * cases sent one after another do not stop at "username taken" before reaching the database.
     */
    renew(req: Req): Req {
      const { payload } = req;
      if (payload === undefined || Buffer.isBuffer(payload)) return req;
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      if (!text.match(UNIQUE)) return req;
      const renewed = text.replace(UNIQUE, () => unique('abuse'));
      return {
        ...req,
        payload: typeof payload === 'string' ? renewed : (JSON.parse(renewed) as object),
      };
    },
    async mint(userId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = t.clock.now;
      await insertSession(t.app.ctx.db, {
        tokenHash: hashToken(token),
        userId,
        now,
        expiresAt: now + 864e5,
      });
      return token;
    },
    async createUser(admin: string, role: string): Promise<{ id: number; uuid: string }> {
      const payload = { username: unique('abuse'), password: 'password-123', role, email: '' };
      const res = await send({ method: 'POST', url: '/api/v1/users', headers: {}, payload }, admin);
      if (res.statusCode !== 201) throw new Error(`user ${role}: ${res.statusCode} ${res.body}`);
      const { newid, UUID } = res.json() as { newid: number; UUID: string };
      return { id: newid, uuid: UUID };
    },
    /** GET `url` as `token` and parse the JSON answer. */
    async getJson<T>(url: string, token: string): Promise<T> {
      return (await send({ method: 'GET', url, headers: {} }, token)).json() as T;
    },
  };
}

export type SuiteClient = ReturnType<typeof suiteClient>;
