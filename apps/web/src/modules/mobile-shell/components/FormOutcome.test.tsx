import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FormOutcome } from './FormOutcome';
import styles from './MobileForm.module.css';

describe(FormOutcome.name, () => {
  it('draws nothing while there is neither an error nor a status', () => {
    const { container } = render(<FormOutcome error={null} status={null} />);

    expect(container.childNodes).toHaveLength(0);
  });

  it('says an error as an alert in the red line, and nothing as a status', () => {
    render(<FormOutcome error="Please check your e-mail or password." status={null} />);

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please check your e-mail or password.');
    expect(alert.className).toBe(styles.error);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a status as a polite status line, and raises no alert', () => {
    render(<FormOutcome error={null} status="Saved" />);

    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Saved');
    expect(status.className).toBe(styles.notice);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the error line before the status line when both have something to say', () => {
    const { container } = render(<FormOutcome error="Not sent" status="Sending" />);

    expect([...container.children].map((line) => line.getAttribute('role'))).toEqual(['alert', 'status']);
  });

  it('frames a status as an answer to read with the result tone', () => {
    render(<FormOutcome status="Your ID is j***@example.com" statusTone="result" />);

    expect(screen.getByRole('status').className).toBe(styles.result);
  });
});
