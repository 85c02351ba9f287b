// Its own file: the app caches the session per token, so a second role needs a fresh module.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { renderApp } from '../../testing/render-app';

describe('/admin/qr and /admin/audit for a cashier (neither qr.generate nor audit.read)', () => {
  it('shows the 403 page for the QR tool', async () => {
    renderApp('/admin/qr', {}, 'casher');
    expect(await screen.findByText(ERROR_MESSAGES.forbidden)).toBeTruthy();
  });

  it('shows the 403 page for the audit log and never asks for it', async () => {
    const { sent } = renderApp('/admin/audit', {}, 'casher');
    expect(await screen.findByText(ERROR_MESSAGES.forbidden)).toBeTruthy();
    expect(sent.map((r) => r.path).some((p) => p.startsWith('/admin/audit'))).toBe(false);
  });
});
