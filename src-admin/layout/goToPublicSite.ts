/** Leaves the back office for the public home page (a full page load: the public app is another bundle). */
export function goToPublicSite(): void {
  window.location.assign('/');
}
