// The tills screen (decision 0055): empty state; create with the printer judged like the
// business's printer field; rename; archive after a confirmation; a till with an open shift
// cannot be archived and says why; archived ones on demand.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TillView } from '../../../domain/schemas/shifts';
import { fakeShift, fakeTill } from '../../testing/fake-shifts';
import { fakeBusiness, renderApp } from '../../testing/render-app';

const kebrit = { body: fakeBusiness({ key: 'kebrit', kind: 'trading' }) };

describe('tills', () => {
  it('empty state, then create (bad printer refused), rename, archive with confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    let tills: TillView[] = [];
    const { sent } = renderApp('/kebrit/tills', {
      'GET /businesses/kebrit': kebrit,
      'GET /kebrit/tills': () => ({ body: { tills } }),
      'POST /kebrit/tills': (body) => {
        const b = body as { name: string; printerAddress: string | null };
        const till = fakeTill({ id: 5, name: b.name, printerAddress: `${b.printerAddress}:9100` });
        tills = [till];
        return { status: 201, body: { success: true, till } };
      },
      'PUT /kebrit/tills/5': (body) => {
        tills = [{ ...tills[0]!, ...(body as Partial<TillView>) }];
        return { body: { success: true, till: tills[0] } };
      },
    });
    expect(await screen.findByText('لا توجد نقاط بيع بعد؛ أضف أول نقطة بيع')).toBeTruthy();

    await user.click(screen.getByTestId('till-add'));
    await user.type(await screen.findByTestId('till-name'), 'الصندوق الأمامي');
    await user.type(screen.getByTestId('till-printer'), '192.168.1.300');
    await user.click(screen.getByTestId('till-save'));
    expect(await screen.findByText(/عنوان الطابعة غير صحيح/)).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
    await user.clear(screen.getByTestId('till-printer'));
    await user.type(screen.getByTestId('till-printer'), '192.168.1.60');
    await user.click(screen.getByTestId('till-save'));
    await waitFor(() =>
      expect(screen.getByTestId('till-5').textContent).toContain('الصندوق الأمامي'),
    );
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({
      name: 'الصندوق الأمامي',
      printerAddress: '192.168.1.60',
    });

    await user.click(screen.getByTestId('till-edit-5'));
    const name = await screen.findByTestId('till-name');
    await user.clear(name);
    await user.type(name, 'صندوق المطبخ');
    await user.click(screen.getByTestId('till-save'));
    await waitFor(() => expect(screen.getByTestId('till-5').textContent).toContain('صندوق المطبخ'));
    expect(sent.find((r) => r.method === 'PUT')!.body).toMatchObject({ name: 'صندوق المطبخ' });

    // Archiving asks first: cancel sends nothing, confirm sends archived: true.
    await user.click(screen.getByTestId('till-archive-5'));
    expect(await screen.findByText(/ستُخفى «صندوق المطبخ»/)).toBeTruthy();
    await user.click(screen.getByText('إلغاء'));
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1);
    await user.click(screen.getByTestId('till-archive-5'));
    await user.click(await screen.findByTestId('till-archive-confirm'));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(sent.filter((r) => r.method === 'PUT')[1]!.body).toEqual({ archived: true });
  });

  it('a till with an open shift cannot be archived and says why; archived ones on demand', async () => {
    const user = userEvent.setup({ delay: null });
    const open = fakeShift({ id: 40, state: 'open', closedAt: null, zNumber: null });
    renderApp('/kebrit/tills', {
      'GET /businesses/kebrit': kebrit,
      'GET /kebrit/tills': {
        body: { tills: [fakeTill({ id: 1, name: 'الصندوق 1', openShift: open, lastZNumber: 7 })] },
      },
      'GET /kebrit/tills?archived=1': {
        body: {
          tills: [
            fakeTill({ id: 1, name: 'الصندوق 1', openShift: open, lastZNumber: 7 }),
            fakeTill({ id: 2, name: 'القديم', archived: true }),
          ],
        },
      },
    });
    const row = await screen.findByTestId('till-1');
    expect((screen.getByTestId('till-archive-1') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('till-why-1').textContent).toContain('عليها وردية مفتوحة');
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/kebrit/shifts/40');
    expect(row.textContent).toContain('7');
    await user.click(screen.getByTestId('tills-archived'));
    expect(await screen.findByTestId('till-restore-2')).toBeTruthy();
  });
});
