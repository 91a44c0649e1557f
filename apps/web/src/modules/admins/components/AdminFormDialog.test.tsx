import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { renderAdmin } from '../../../test/renderAdmin';
import { AdminFormDialog } from './AdminFormDialog';

const WEAK = 'Password must be at least 8 characters and not a commonly used password.';

const ROLE_ADMIN = {
  id: 4,
  name: 'Ana',
  admin_id: 'ana',
  authority: 'admin' as const,
  createdAt: '2026-11-01',
};

/** The register popup's fields: Ana, with this password. */
async function fillNewAdmin(password: string) {
  await userEvent.type(screen.getByLabelText(/^Name/), 'Ana');
  await userEvent.type(screen.getByLabelText(/^ID/), 'ana');
  await userEvent.type(screen.getByLabelText(/^Password/), password);
}

describe(AdminFormDialog.name, () => {
  it("asks for every field ('Please fill out the required fields.')", async () => {
    renderAdmin(<AdminFormDialog open superMaster onClose={vi.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    expect((await screen.findAllByText('Please fill out the required fields.')).length).toBeGreaterThan(0);
    expect(gateway.calls).toEqual([]);
  });

  it('says the registration failed when the id is taken', async () => {
    gateway.on('POST /api/v1/admin/create', refusal(409, 'taken'));
    renderAdmin(<AdminFormDialog open superMaster onClose={vi.fn()} />);

    await fillNewAdmin('secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    expect(await screen.findByText('등록에 실패했습니다. 동일한 아이디가 존재할 수 있습니다.')).toBeDefined();
  });

  it("registers and says '등록되었습니다.'", async () => {
    gateway.on('POST /api/v1/admin/create', { status: 201, body: ROLE_ADMIN });
    const onClose = vi.fn();
    renderAdmin(<AdminFormDialog open superMaster onClose={onClose} />);

    await fillNewAdmin('secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(gateway.callsTo('POST /api/v1/admin/create')[0]?.body).toEqual({
      name: 'Ana',
      admin_id: 'ana',
      password: 'secret-1',
      authority: 'admin',
    });
  });

  it.each([
    ['under 8 characters', 'secret1'],
    ['commonly used, in any case', 'Admin123'],
  ])('refuses a password %s before calling the gateway', async (_case, password) => {
    renderAdmin(<AdminFormDialog open superMaster onClose={vi.fn()} />);

    await fillNewAdmin(password);
    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    expect(await screen.findByText(WEAK)).toBeDefined();
    expect(gateway.calls).toEqual([]);
  });

  it('refuses a weak new password on edit, and keeps the old one when the field is left empty', async () => {
    gateway.on('PUT /api/v1/admin/update/4', { status: 200, body: ROLE_ADMIN });
    const onClose = vi.fn();
    renderAdmin(<AdminFormDialog open admin={ROLE_ADMIN} superMaster onClose={onClose} />);

    await userEvent.type(screen.getByLabelText(/^Password/), 'princess');
    await userEvent.click(screen.getByRole('button', { name: 'register' }));
    expect(await screen.findByText(WEAK)).toBeDefined();
    expect(gateway.calls).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.click(screen.getByRole('button', { name: 'register' }));
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(gateway.callsTo('PUT /api/v1/admin/update/4')[0]?.body).toEqual({
      name: 'Ana',
      admin_id: 'ana',
      authority: 'admin',
    });
  });

  it("shows the server's message when it refuses the password", async () => {
    gateway.on('POST /api/v1/admin/create', refusal(400, WEAK));
    renderAdmin(<AdminFormDialog open superMaster onClose={vi.fn()} />);

    await fillNewAdmin('secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    expect(await screen.findByText(WEAK)).toBeDefined();
  });

  it("locks the role field for a role admin and offers only 'admin'", () => {
    renderAdmin(<AdminFormDialog open admin={ROLE_ADMIN} superMaster={false} onClose={vi.fn()} />);

    const role = screen.getByLabelText<HTMLSelectElement>('Role');
    expect(role.disabled).toBe(true);
    expect([...role.options].map((option) => option.value)).toEqual(['admin']);
  });

  it("says '권한이 없습니다.' when the server refuses the change", async () => {
    gateway.on('PUT /api/v1/admin/update/4', refusal(403, 'You are not allowed to do this.'));
    renderAdmin(<AdminFormDialog open admin={ROLE_ADMIN} superMaster={false} onClose={vi.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'register' }));

    expect(await screen.findByText('권한이 없습니다.')).toBeDefined();
  });
});
