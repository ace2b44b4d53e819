/**
 * Opens the provider's payment page in a new tab; 'same-tab' when this tab went there instead.
 *
 * The tab can only be opened once the server has answered, and a strict popup blocker may
 * refuse it by then. The 'noopener' feature would make window.open answer null even on
 * success, hiding a refusal, so the new tab's link back to this one is cut by hand instead.
 * When refused, this tab goes to the payment page; the provider brings the customer back.
 */
export function openPaymentPage(url: string): 'new-tab' | 'same-tab' {
  const tab = window.open(url, '_blank');
  if (tab) {
    tab.opener = null;
    return 'new-tab';
  }
  window.location.assign(url);
  return 'same-tab';
}
