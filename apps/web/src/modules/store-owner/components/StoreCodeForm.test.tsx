import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { gateway, refusal } from '../../../test/fakeGateway';
import { renderMobile } from '../../../test/renderMobile';
import { StoreCodeForm } from './StoreCodeForm';

describe(StoreCodeForm.name, () => {
  it('takes the code as a password and hands over the store it finds', async () => {
    gateway.on('GET /api/v1/store/code/K7Q2ZD', { status: 200, body: { id: 12, name: 'Kape ni Juan' } });
    const onFound = vi.fn();
    renderMobile(<StoreCodeForm onFound={onFound} />);

    const code = screen.getByLabelText('Store code');
    expect(code.getAttribute('type')).toBe('password');
    await userEvent.type(code, 'k7q2zd{Enter}');

    await vi.waitFor(() => {
      expect(onFound).toHaveBeenCalledWith({ id: 12, name: 'Kape ni Juan', code: 'K7Q2ZD' });
    });
  });

  it("says 'Invalid store code' for an unknown code (the gateway answers null)", async () => {
    gateway.on('GET /api/v1/store/code/ZZZZZ9', { status: 200, body: null });
    const onFound = vi.fn();
    renderMobile(<StoreCodeForm onFound={onFound} />);

    await userEvent.type(screen.getByLabelText('Store code'), 'ZZZZZ9');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid store code');
    expect(onFound).not.toHaveBeenCalled();
  });

  it("says 'Invalid store code' when the call fails, and for a code that is not 6 characters", async () => {
    gateway.on('GET /api/v1/store/code/*', refusal(500, 'Internal server error'));
    renderMobile(<StoreCodeForm onFound={vi.fn()} />);

    await userEvent.type(screen.getByLabelText('Store code'), 'ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid store code');
    expect(gateway.calls).toEqual([]);

    await userEvent.type(screen.getByLabelText('Store code'), 'DEF');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => {
      expect(gateway.callsTo('GET /api/v1/store/code/ABCDEF')).toHaveLength(1);
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid store code');
  });

  it('speaks Filipino', async () => {
    gateway.on('GET /api/v1/store/code/*', { status: 200, body: null });
    renderMobile(<StoreCodeForm onFound={vi.fn()} />, '/mobile/screen', undefined, 'fil');

    await userEvent.type(screen.getByLabelText('Code ng tindahan'), 'ZZZZZ9');
    await userEvent.click(screen.getByRole('button', { name: 'Susunod' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Hindi wastong code ng tindahan');
  });
});
