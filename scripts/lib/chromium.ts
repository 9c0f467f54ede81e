// Debian's Chromium as the tests, screenshots and Lighthouse drive it (browsers cannot be
// downloaded here: never `playwright install`).
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Without the networking flags Chromium keeps calling home on a closed network. */
export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
