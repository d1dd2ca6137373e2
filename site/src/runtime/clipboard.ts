/**
 * Writes `text` to the clipboard: the Clipboard API, else the old `execCommand` way. Text
 * still on its way (fetched) goes in a `ClipboardItem` at once, while the click still
 * counts as the reader's: Safari allows a write in the click's handler only.
 */
export async function writeClipboard(coming: string | Promise<string>): Promise<void> {
  if (typeof coming !== 'string' && typeof ClipboardItem !== 'undefined') {
    try {
      const blob = coming.then((text) => new Blob([text], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Refused (the text failed to come, or the browser wants it ready): the ways below.
    }
  }
  const text = await coming;
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied or unavailable (e.g. not a secure context): try the fallback.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Copying is not allowed here');
}
