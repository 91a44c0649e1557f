import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderMobile } from '../../../test/renderMobile';
import { StoreOwnerEntry } from './StoreOwnerEntry';

/** The sheet is a lazy chunk: its first import in the test runner transforms its modules (the forms, their schemas). */
const LAZY_SHEET = { timeout: 5000 };

describe('StoreOwnerEntry', () => {
  it('draws the gear only, and brings the store-code sheet on a tap; Cancel closes it', async () => {
    renderMobile(<StoreOwnerEntry />, '/home');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Store owner menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Store owner menu' }, LAZY_SHEET);
    expect(within(sheet).getByLabelText('Store code').tagName).toBe('INPUT');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
