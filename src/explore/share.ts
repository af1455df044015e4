/**
 * Sharing an answer: the link a friend can open, and a copy to the clipboard that works from
 * a local file too.
 */

/**
 * The address of the page on show for `hash`: the page's own when it is served (http or https),
 * else the base URL `explore --base-url` baked in; null for a local file without one (its
 * address would open nothing on a friend's machine).
 *
 * @example
 * shareLink('file:///home/me/odds/index.html', 'https://example.org/odds/', '#hott2/knights/spears'); // => 'https://example.org/odds/#hott2/knights/spears'
 * shareLink('file:///home/me/odds/index.html', null, '#hott2/knights/spears');                        // => null
 */
export function shareLink(href: string, baseUrl: string | null, hash: string): string | null {
  if (/^https?:/i.test(href)) return new URL(hash, href).href;
  return baseUrl ? new URL(hash, baseUrl).href : null;
}

/**
 * Put `text` on the clipboard, and in `box` (shown, selected) so it can be seen and copied by
 * hand where the clipboard refuses (a page opened from file://, an older browser): true if the
 * clipboard took it.
 */
export async function copyText(text: string, box: HTMLTextAreaElement): Promise<boolean> {
  box.value = text;
  box.rows = Math.min(12, text.split('\n').length);
  box.hidden = false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    box.focus();
    box.select();
    // The old way, which a page from file:// still allows on a click; it may be gone in time, so the box stays.
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  }
}
