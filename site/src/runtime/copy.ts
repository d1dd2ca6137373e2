import type { CopyState } from '../shared/controls';
import { writeClipboard } from './clipboard';

/** Copies `text`, and says how it went. */
export async function copyText(text: string): Promise<CopyState> {
  try {
    await writeClipboard(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
