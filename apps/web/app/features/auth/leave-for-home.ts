/**
 * After logout the page is loaded afresh from home: nothing of the previous user (their cart,
 * orders, addresses) survives in memory on a shared phone or a cyber-café computer. `replace`, so
 * Back does not return to a page of the account that just signed out.
 */
export function leaveForHome(): void {
  window.location.replace('/');
}
