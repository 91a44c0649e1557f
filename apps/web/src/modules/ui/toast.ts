import { toast as sonner } from 'sonner';

/** The app's notices: the spec's success messages, and errors that need no dialog. */
export const toast = {
  success: (message: string) => sonner.success(message),
  error: (message: string) => sonner.error(message),
  info: (message: string) => sonner(message),
};
