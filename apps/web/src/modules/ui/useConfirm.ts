import { useContext } from 'react';

import { ConfirmContext, type ConfirmOptions } from './ConfirmContext';

/** Asks the person to confirm (the app's one confirmation dialog); resolves to their answer. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  return useContext(ConfirmContext).confirm;
}
