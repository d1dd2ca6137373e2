import type { CopyState } from '../shared/controls';
import { writeClipboard } from './clipboard';

/** Copies `text` (maybe still on its way), and says how it went. */
export async function copyText(text: string | Promise<string>): Promise<CopyState> {
  try {
    await writeClipboard(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
