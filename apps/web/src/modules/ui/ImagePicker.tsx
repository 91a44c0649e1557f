import { useId, useRef } from 'react';
import { formatMessage } from '@stamp/shared';

import { useMessages } from '../i18n';
import styles from './ImagePicker.module.css';

export interface PickedImage {
  /** A stored image's key, or a local id for a file not yet uploaded. */
  id: string;
  /** Where to show it; undefined while a stored image's address is asked for, or when that failed. */
  url: string | undefined;
  /** Its address is still being asked for (a busy placeholder; a plain one once that has failed). */
  loading: boolean;
  pending: boolean;
}

interface ImagePickerProps {
  label: string;
  images: readonly PickedImage[];
  multiple?: boolean;
  /** The add button hides once this many images are there. */
  max: number;
  onAdd: (files: File[]) => void;
  onRemove: (image: PickedImage) => void;
  hint?: string;
  error?: string;
}

/** Thumbnails of a store's photos with remove buttons, and an image-only file input for more. */
export function ImagePicker({
  label,
  images,
  multiple = false,
  max,
  onAdd,
  onRemove,
  hint,
  error,
}: ImagePickerProps) {
  const t = useMessages();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // A single photo is replaced by choosing another; a set of photos hides its add button when full.
  const full = multiple && images.length >= max;
  return (
    <fieldset className={styles.picker} aria-describedby={error ? `${inputId}-error` : undefined}>
      <legend className={styles.legend}>
        {label} <span className={styles.count}>{`${images.length}/${max}`}</span>
      </legend>
      <ul className={styles.grid}>
        {images.map((image, index) => (
          <li key={image.id} className={styles.item}>
            {image.url ? (
              <img src={image.url} alt={`${label} ${index + 1}`} width={96} height={96} loading="lazy" />
            ) : (
              // The same box without an address: no layout shift, and no <img src=""> (which some
              // browsers answer by fetching the page itself again). Its name says why it is empty; one
              // that could not be loaded says so on it too, and stays removable.
              <span
                className={image.loading ? `${styles.placeholder} ${styles.loading}` : styles.placeholder}
                role="img"
                aria-label={formatMessage(image.loading ? t.imageLoading : t.imageUnavailableName, {
                  name: `${label} ${index + 1}`,
                })}
                aria-busy={image.loading}
              >
                {!image.loading && <span className={styles.unavailable}>{t.imageUnavailable}</span>}
              </span>
            )}
            {image.pending && <span className={styles.pending}>{t.imagePending}</span>}
            <button
              type="button"
              className={styles.remove}
              onClick={() => {
                onRemove(image);
              }}
              aria-label={formatMessage(t.imageRemove, { n: index + 1 })}
            >
              ×
            </button>
          </li>
        ))}
        {!full && (
          <li>
            <input
              ref={input}
              id={inputId}
              className="visually-hidden"
              type="file"
              accept="image/*"
              multiple={multiple}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []).filter((file) =>
                  file.type.startsWith('image/'),
                );
                if (files.length) onAdd(files);
                if (input.current) input.current.value = '';
              }}
            />
            <label htmlFor={inputId} className={styles.add}>
              <span aria-hidden="true">+</span>
              <span>{multiple ? t.imageAdd : images.length ? t.imageReplace : t.imageChoose}</span>
            </label>
          </li>
        )}
      </ul>
      {hint && <p className={styles.hint}>{hint}</p>}
      {error && (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
