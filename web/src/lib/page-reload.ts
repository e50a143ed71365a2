/** Reloads the page (a module of its own so tests can stand in for it: jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}

/** Loads a page of the app afresh (a whole document, not a route change). */
export function loadPage(path: string): void {
  window.location.assign(path);
}
