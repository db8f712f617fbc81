import { productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';

/**
 * A setup dialog's save: true with the "Saved" toast when it went through; false when the server
 * refused, and the dialog, which shows the mutation's error, stays open with what was typed.
 */
export async function saveWithToast(save: () => Promise<unknown>): Promise<boolean> {
  try {
    await save();
    showToast('success', productMessages.structureSaved);
    return true;
  } catch {
    return false;
  }
}
