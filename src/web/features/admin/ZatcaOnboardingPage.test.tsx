import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import type { OnboardingStatus } from '../../../domain/schemas/zatca-onboarding';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

const none: OnboardingStatus = {
  mode: 'simulation',
  status: 'none',
  environment: null,
  certificateSerial: null,
  certificateExpiresAt: null,
  certificateRenewal: null,
  certificateDaysLeft: null,
  keyUnreadable: false,
  stepsDone: [],
  lastError: null,
  attention: null,
  certificateExpired: false,
};
const wrongOtp: OnboardingStatus = {
  ...none,
  stepsDone: ['csr'],
  lastError: {
    step: 'compliance_csid',
    code: 'rejected',
    messages: [
      {
        code: 'Invalid-OTP',
        message: 'The provided OTP is invalid',
        messageAr: 'رمز التحقق (OTP) غير صحيح أو انتهت صلاحيته؛ أنشئ رمزاً جديداً في بوابة فاتورة',
      },
    ],
  },
};
const production: OnboardingStatus = {
  ...none,
  status: 'production',
  environment: 'simulation',
  certificateSerial: '1234567890',
  // 2031-11-25T00:00:00Z = 03:00:00 in Riyadh.
  certificateExpiresAt: 1953331200,
  certificateRenewal: 'valid',
  certificateDaysLeft: 400,
  stepsDone: ['csr', 'compliance_csid', 'compliance_invoices', 'production_csid'],
};

/** A fake server whose status follows the POSTs: 999999 is refused, 123456 onboards. */
function world(): FakeRoutes {
  let state = none;
  return {
    'GET /businesses': { body: [fakeBusiness({ key: 'kebrit', kind: 'trading' })] },
    'GET /kebrit/zatca/onboarding': () => ({ body: state }),
    'POST /kebrit/zatca/onboarding': (body) => {
      if ((body as { otp?: string }).otp === '999999') {
        state = wrongOtp;
        return {
          status: 422,
          body: {
            error: {
              code: 'zatca_rejected',
              message: ERROR_MESSAGES.zatca_rejected,
              fields: { otp: 'رمز التحقق (OTP) غير صحيح أو انتهت صلاحيته' },
            },
          },
        };
      }
      state = production;
      return { body: state };
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin/zatca (Testing Library, jsdom)', () => {
  it("not onboarded: mode, status, steps waiting; a wrong OTP shows the field error and ZATCA's message in Arabic", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/admin/zatca', world());
    expect((await screen.findByTestId('zatca-status')).textContent).toBe('غير مربوطة');
    expect(screen.getByTestId('zatca-mode').textContent).toContain('ZATCA_MODE=simulation');
    expect(screen.getByTestId('zatca-step-csr').dataset.state).toBe('waiting');
    await user.type(screen.getByTestId('zatca-otp'), '999999');
    await user.click(screen.getByTestId('zatca-start'));
    const error = await screen.findByTestId('zatca-error');
    expect(error.textContent).toContain('شهادة الامتثال');
    expect(error.textContent).toContain('رمز التحقق (OTP) غير صحيح أو انتهت صلاحيته؛');
    expect(error.textContent).toContain('[Invalid-OTP] The provided OTP is invalid');
    expect(await screen.findByText('رمز التحقق (OTP) غير صحيح أو انتهت صلاحيته')).toBeTruthy();
    expect(screen.getByTestId('zatca-step-csr').dataset.state).toBe('done');
    expect(screen.getByTestId('zatca-step-compliance_csid').dataset.state).toBe('failed');
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ otp: '999999' });
  });

  it('a right OTP: production, every step done, serial and expiry in Riyadh time', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/zatca', world());
    await user.type(await screen.findByTestId('zatca-otp'), '123456');
    await user.click(screen.getByTestId('zatca-start'));
    await waitFor(() =>
      expect(screen.getByTestId('zatca-status').textContent).toBe('مربوطة — شهادة الإنتاج'),
    );
    expect(screen.getByTestId('zatca-done')).toBeTruthy();
    expect(screen.getByTestId('zatca-serial').textContent).toBe('1234567890');
    expect(document.body.textContent).toContain('2031-11-25 03:00:00');
    for (const step of ['csr', 'compliance_csid', 'compliance_invoices', 'production_csid'])
      expect(screen.getByTestId(`zatca-step-${step}`).dataset.state).toBe('done');
    expect(screen.queryByTestId('zatca-renewal')).toBeNull();
  });

  it.each([
    [
      { certificateRenewal: 'renew_soon', certificateDaysLeft: 12 },
      'تنتهي شهادة الإنتاج بعد 12 يومًا',
    ],
    [{ certificateRenewal: 'expired', certificateDaysLeft: -2 }, 'انتهت صلاحية شهادة الإنتاج'],
    [{ keyUnreadable: true }, 'ملف zatca.key في مجلد البيانات لا يطابق'],
  ] as const)(
    'a CSID near or past its expiry, or a key file that does not open it: %o warns, renewal offered',
    async (renewal, text) => {
      renderApp('/admin/zatca', {
        ...world(),
        'GET /kebrit/zatca/onboarding': { body: { ...production, ...renewal } },
      });
      expect((await screen.findByText(new RegExp(text))).textContent).toContain(text);
      expect(screen.getByTestId('zatca-start').textContent).toBe('تجديد الشهادة برمز جديد');
    },
  );
});
