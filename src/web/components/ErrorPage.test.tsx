import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeBusiness, renderApp } from '../testing/render-app';

describe('a screen that crashes (errorElement)', () => {
  it('shows the Arabic error page with a reload button, not the router’s English default', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs the caught error
    renderApp('/kebrit/pos', {
      'GET /businesses/kebrit': { body: fakeBusiness({ key: 'kebrit', kind: 'trading' }) },
      // Not a catalogue: building the POS from it throws during render.
      'GET /kebrit/pos/products': { body: { imageBase: '/i/' } },
      'GET /kebrit/categories': { body: [] },
    });
    expect(await screen.findByTestId('error-page')).toBeTruthy();
    expect(screen.getByText('تعذّر عرض هذه الشاشة')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة تحميل الصفحة' })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });
});
