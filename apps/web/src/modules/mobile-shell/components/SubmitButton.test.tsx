import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SyntheticEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';

import styles from './MobileForm.module.css';
import { SubmitButton } from './SubmitButton';

describe(SubmitButton.name, () => {
  it('submits its form, enabled and not busy while idle', async () => {
    const onSubmit = vi.fn((event: SyntheticEvent) => {
      event.preventDefault();
    });
    render(
      <form onSubmit={onSubmit}>
        <SubmitButton busy={false}>Login</SubmitButton>
      </form>,
    );

    const button = screen.getByRole('button', { name: 'Login' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toBe(styles.primary);
    expect(button.getAttribute('aria-busy')).toBe('false');
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is disabled and aria-busy while busy, so a second tap sends nothing', async () => {
    const onSubmit = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <SubmitButton busy>Login</SubmitButton>
      </form>,
    );

    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says its busy label while busy, and its own label otherwise', () => {
    const { rerender } = render(
      <SubmitButton busy busyLabel="Stamping…">
        Stamp
      </SubmitButton>,
    );
    expect(screen.getByRole('button').textContent).toBe('Stamping…');

    rerender(
      <SubmitButton busy={false} busyLabel="Stamping…">
        Stamp
      </SubmitButton>,
    );
    expect(screen.getByRole('button').textContent).toBe('Stamp');
  });

  it('keeps its label while busy when it has no busy label', () => {
    render(<SubmitButton busy>Save</SubmitButton>);

    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });
});
