/** Reloads the page (a module of its own so tests can stand in for it: jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}
