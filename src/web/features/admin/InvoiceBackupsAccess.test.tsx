// Its own file: the app caches the session per token, so a second role needs a fresh module.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { renderApp } from '../../testing/render-app';

describe('/admin/backup for a role without backups.manage', () => {
  it('shows the 403 page and never asks for a list', async () => {
    const { sent } = renderApp('/admin/backup', {}, 'manager');
    expect(await screen.findByText(ERROR_MESSAGES.forbidden)).toBeTruthy();
    expect(sent.map((r) => r.path).filter((p) => p.endsWith('/backuplist'))).toEqual([]);
  });
});
