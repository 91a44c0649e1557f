import { createContext } from 'react';

export interface ConfirmOptions {
  title: string;
  /** The spec's wording of the question, e.g. 'Are you sure you want to delete this mission?'. */
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

export interface ConfirmApi {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

export const ConfirmContext = createContext<ConfirmApi>({
  confirm: () => Promise.reject(new Error('useConfirm() needs a <ConfirmProvider> above it')),
});
