/**
 * Puts text on the clipboard. The Clipboard API needs a secure context (https or localhost),
 * so a back office opened over plain http falls back to the older copy command.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): the fallback may still work.
  }
  return copyWithCommand(text);
}

function copyWithCommand(text: string): boolean {
  const focused = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  // Selecting the hidden field took the focus from the Copy button; give it back.
  if (focused instanceof HTMLElement) focused.focus();
  return copied;
}

/** Selects an element's text, so a person can copy it by hand when the browser will not. */
export function selectText(element: HTMLElement): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
