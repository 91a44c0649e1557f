import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { LocaleProvider } from '../i18n';
import { ImagePicker, type PickedImage } from './ImagePicker';

function renderPicker(images: PickedImage[], onRemove = vi.fn()) {
  render(
    <LocaleProvider locale="en">
      <ImagePicker label="Photo" images={images} multiple max={15} onAdd={vi.fn()} onRemove={onRemove} />
    </LocaleProvider>,
  );
}

describe(ImagePicker.name, () => {
  it('shows a busy box of the same size, not an image without an address, while an address loads', () => {
    renderPicker([
      { id: 'stores/12/1.png', url: undefined, loading: true, pending: false },
      { id: 'stores/12/2.png', url: '/img/2.png', loading: false, pending: false },
    ]);

    const [loading, shown] = screen.getAllByRole('img');
    expect(loading?.tagName).toBe('SPAN');
    expect(loading?.getAttribute('aria-label')).toBe('Photo 1, loading');
    expect(loading?.getAttribute('aria-busy')).toBe('true');
    expect(shown?.getAttribute('src')).toBe('/img/2.png');
    expect(shown?.getAttribute('alt')).toBe('Photo 2');
    expect(document.querySelector('img[src=""]')).toBeNull();
  });

  it('keeps a removable box, no longer busy, that says so when the address could not be had', async () => {
    const onRemove = vi.fn();
    const image = { id: 'stores/12/1.png', url: undefined, loading: false, pending: false };
    renderPicker([image], onRemove);

    const box = screen.getByRole('img', { name: 'Photo 1, could not be loaded' });
    expect(box.getAttribute('aria-busy')).toBe('false');
    expect(box.textContent).toBe("Couldn't load");
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(onRemove).toHaveBeenCalledWith(image);
  });
});
