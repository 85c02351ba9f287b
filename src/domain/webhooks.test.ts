import { describe, expect, it } from 'vitest';
import {
  nextWebhookAttemptAt,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_GIVE_UP_AFTER_MS,
  webhookUrlProblem,
} from './webhooks';

describe('webhook rules (decision 0059)', () => {
  it('names every event type in Arabic', () => {
    for (const t of WEBHOOK_EVENT_TYPES) expect(WEBHOOK_EVENT_LABELS[t]).toMatch(/[\u0600-\u06ff]/);
  });

  it('backs off 10 s, 30 s, 2 min, 10 min, 30 min, then every hour, and gives up after 24 h', () => {
    const t0 = 1_000_000;
    expect(nextWebhookAttemptAt(1, t0, t0)).toBe(t0 + 10_000);
    expect(nextWebhookAttemptAt(2, t0, t0)).toBe(t0 + 30_000);
    expect(nextWebhookAttemptAt(3, t0, t0)).toBe(t0 + 120_000);
    expect(nextWebhookAttemptAt(6, t0, t0)).toBe(t0 + 3_600_000);
    expect(nextWebhookAttemptAt(20, t0, t0 + 3_600_000)).toBe(t0 + 7_200_000);
    expect(nextWebhookAttemptAt(30, t0, t0 + WEBHOOK_GIVE_UP_AFTER_MS - 1_000)).toBeNull();
  });

  it('wants https, or http only when private addresses are allowed, and no credentials', () => {
    expect(webhookUrlProblem('https://example.com/hook', false)).toBeNull();
    expect(webhookUrlProblem('http://example.com/hook', false)).toMatch(/https/);
    expect(webhookUrlProblem('http://192.168.1.5/hook', true)).toBeNull();
    expect(webhookUrlProblem('ftp://example.com', true)).not.toBeNull();
    expect(webhookUrlProblem('not a url', false)).not.toBeNull();
    expect(webhookUrlProblem('https://u:p@example.com/', false)).not.toBeNull();
    expect(webhookUrlProblem(`https://e.com/${'a'.repeat(2_001)}`, false)).not.toBeNull();
  });
});
