/** Sitemaps protocol: "no more than 50,000 URLs" per file. */
export const SITEMAP_MAX_URLS = 50_000;
