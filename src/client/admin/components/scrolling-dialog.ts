/**
 * A dialog too tall for small screens: its title and buttons stay put while the middle
 * scrolls. Put `scrollingDialog` on DialogContent, the fields in a `scrollingDialogBody` div
 * and `scrollingDialogFooter` on DialogFooter (DialogContent's padding is p-6).
 */
export const scrollingDialog = 'flex max-h-[calc(100dvh-2rem)] flex-col';
export const scrollingDialogBody = '-mx-6 mt-4 min-h-0 flex-1 overflow-y-auto px-6 pb-1';
export const scrollingDialogFooter = '-mx-6 border-t border-stone-200 px-6 pt-4';
