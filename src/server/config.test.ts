import { describe, expect, it } from 'vitest';
import {
  loadConfig,
  parseBackupKeep,
  parseBackupSchedule,
  parseSignedUrlTtl,
  parseSigningSecret,
  parseZatcaBaseUrl,
  parseZatcaMasterKey,
  parseZatcaMode,
} from './config';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['off', false],
    ['false', false],
    ['0', false],
  ])('%j trusts no proxy: the socket address is the client', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toBe(expected);
  });

  it('takes a comma-separated list of addresses, CIDR ranges and proxy-addr names', () => {
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,fd00::/8, loopback' }).trustProxy,
    ).toEqual(['10.0.0.1', '172.16.0.0/12', '::1', 'fd00::/8', 'loopback']);
  });

  it.each([
    'true',
    'TRUE',
    'on',
    '1', // hop counts: Fastify 5 ignores them (it cannot check the peer)
    ' 2 ',
    'yes',
    '-1',
    '1.5',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.0/',
    '300.1.1.1',
    'proxy.example.com',
    '10.0.0.1,,10.0.0.2',
  ])('refuses %j at start-up, naming the variable', (raw) => {
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY/);
  });
});

describe('BACKUP_SCHEDULE and BACKUP_KEEP', () => {
  it('defaults to daily at 03:00 (Riyadh) and 14 kept', () => {
    const config = loadConfig({});
    expect(config.backupSchedule).toBe('0 3 * * *');
    expect(config.backupKeep).toBe(14);
  });

  it('takes a cron expression, or off', () => {
    expect(parseBackupSchedule('30 2 * * 5')).toBe('30 2 * * 5');
    expect(parseBackupSchedule('off')).toBeNull();
    expect(parseBackupSchedule('OFF')).toBeNull();
  });

  it.each(['every day', '61 3 * * *', '* * *'])('refuses %j at start, naming the variable', (v) => {
    expect(() => parseBackupSchedule(v)).toThrow(/BACKUP_SCHEDULE/);
  });

  it.each(['0', '-1', '2.5', 'ten', '1001'])('refuses BACKUP_KEEP=%j', (v) => {
    expect(() => parseBackupKeep(v)).toThrow(/BACKUP_KEEP/);
  });

  it('reads BACKUP_KEEP', () => {
    expect(loadConfig({ BACKUP_KEEP: '30' }).backupKeep).toBe(30);
  });
});

describe('SIGNING_SECRET and SIGNED_URL_TTL_SECONDS', () => {
  it('a set secret is used as it is; unset, each start draws its own', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ SIGNING_SECRET: secret }).signingSecret.toString()).toBe(secret);
    const a = loadConfig({}).signingSecret;
    const b = loadConfig({}).signingSecret;
    expect(a.length).toBe(32);
    expect(a.equals(b)).toBe(false);
    expect(() => parseSigningSecret('short')).toThrow(/SIGNING_SECRET/);
  });

  it('links last 300 s unless told, between 10 s and a day', () => {
    expect(parseSignedUrlTtl(undefined)).toBe(300);
    expect(parseSignedUrlTtl('60')).toBe(60);
    for (const bad of ['5', '86401', '1.5', 'soon'])
      expect(() => parseSignedUrlTtl(bad)).toThrow(/SIGNED_URL_TTL_SECONDS/);
  });
});

describe('ZATCA_MODE (decisions 0032, 0035)', () => {
  it('is off unless told; offline is read in any case', () => {
    expect(loadConfig({}).zatcaMode).toBe('off');
    expect(parseZatcaMode('')).toBe('off');
    expect(parseZatcaMode('off')).toBe('off');
    expect(parseZatcaMode(' Offline ')).toBe('offline');
  });

  it('simulation and production start now (decision 0035); others are refused', () => {
    expect(loadConfig({ ZATCA_MODE: 'Simulation' }).zatcaMode).toBe('simulation');
    expect(parseZatcaMode('production')).toBe('production');
    expect(() => loadConfig({ ZATCA_MODE: 'on' })).toThrow(/ZATCA_MODE must be "off", "offline"/);
  });

  it("ZATCA_BASE_URL: unset = ZATCA's own URL; an http(s) URL without its trailing slash", () => {
    expect(loadConfig({}).zatcaBaseUrl).toBeUndefined();
    expect(parseZatcaBaseUrl('http://127.0.0.1:9999/e-invoicing/simulation/')).toBe(
      'http://127.0.0.1:9999/e-invoicing/simulation',
    );
    expect(() => parseZatcaBaseUrl('ftp://x')).toThrow(/ZATCA_BASE_URL/);
  });
});

describe('METRICS_TOKEN, METRICS_PORT and METRICS_HOST (decision 0064)', () => {
  it('are off unless told; the listener stays on this machine unless METRICS_HOST says', () => {
    const off = loadConfig({});
    expect([off.metricsToken, off.metricsPort, off.metricsHost]).toEqual([
      undefined,
      undefined,
      '127.0.0.1',
    ]);
    const on = loadConfig({
      METRICS_TOKEN: 'a'.repeat(32),
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
    });
    expect([on.metricsToken, on.metricsPort, on.metricsHost]).toEqual([
      'a'.repeat(32),
      9464,
      '0.0.0.0',
    ]);
  });

  it('refuses a short or odd token, a non-port and the main port, naming the variable', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/^METRICS_TOKEN must be 16/);
    expect(() => loadConfig({ METRICS_TOKEN: `${'a'.repeat(20)} b` })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: '9464x' })).toThrow(/^METRICS_PORT is not a port/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(
      /^METRICS_PORT must differ from PORT/,
    );
  });
});

describe('STORAGE_URL and S3_* (decision 0062)', () => {
  it('unset keeps files in DATA_DIR; s3://bucket/folder with the S3 settings; bad values named', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        STORAGE_URL: 's3://sanad-files/shop-1/',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'sanad-files',
      prefix: 'shop-1',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ STORAGE_URL: 's3://b1c', S3_REGION: 'eu-central-1' }).s3).toMatchObject({
      prefix: '',
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    for (const [env, name] of [
      [{ STORAGE_URL: '/var/sanad' }, 'STORAGE_URL'],
      [{ STORAGE_URL: 's3://Bad_Bucket/x' }, 'STORAGE_URL'],
      [{ STORAGE_URL: 's3://bucket/a/../b' }, 'STORAGE_URL'],
      [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
      [{ S3_REGION: 'EU Central' }, 'S3_REGION'],
      [{ S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE'],
    ] as const)
      expect(() => loadConfig(env), name).toThrow(name);
  });
});

describe('several instances: PostgreSQL with an S3 store needs both secrets (decision 0063)', () => {
  const shared = {
    DATABASE_URL: 'postgres://sanad@db:5432/sanad',
    STORAGE_URL: 's3://sanad-files/prod',
  };
  const signing = 'k'.repeat(40);
  const master = Buffer.alloc(32, 5).toString('base64');

  it('refuses to start without them, naming each one missing', () => {
    expect(() => loadConfig(shared)).toThrow(/^SIGNING_SECRET and ZATCA_MASTER_KEY must be set/);
    expect(() => loadConfig({ ...shared, ZATCA_MASTER_KEY: master })).toThrow(
      /^SIGNING_SECRET must be set/,
    );
    expect(() => loadConfig({ ...shared, SIGNING_SECRET: signing, ZATCA_MASTER_KEY: ' ' })).toThrow(
      /^ZATCA_MASTER_KEY must be set/,
    );
    const config = loadConfig({ ...shared, SIGNING_SECRET: signing, ZATCA_MASTER_KEY: master });
    expect(config.zatcaMasterKey).toEqual(Buffer.alloc(32, 5));
  });

  it('SQLite, or a local store, starts without them; a bad key is refused without echoing it', () => {
    expect(loadConfig({ STORAGE_URL: shared.STORAGE_URL }).zatcaMasterKey).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: shared.DATABASE_URL })).not.toThrow();
    for (const bad of ['c2hvcnQ=', Buffer.alloc(33).toString('base64'), `${master.slice(0, -2)}!!`])
      expect(() => parseZatcaMasterKey(bad)).toThrow(
        /^ZATCA_MASTER_KEY must be the base64 of 32 bytes[^=]*$/,
      );
  });
});
