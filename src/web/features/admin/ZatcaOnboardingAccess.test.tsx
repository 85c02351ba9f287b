// Its own file: the app caches the session per token, so a second role needs a fresh module.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { fakeBusiness, renderApp } from '../../testing/render-app';

describe('/admin/zatca for a role without businesses.edit', () => {
  it('shows the 403 page and never asks for the onboarding status', async () => {
    const { sent } = renderApp(
      '/admin/zatca',
      {
        'GET /businesses': {
          body: [fakeBusiness({ key: 'kebrit', kind: 'trading', role: 'manager' })],
        },
      },
      'manager',
    );
    expect(await screen.findByText(ERROR_MESSAGES.forbidden)).toBeTruthy();
    expect(sent.map((r) => r.path)).not.toContain('/kebrit/zatca/onboarding');
  });
});
