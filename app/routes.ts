// The URL map: every route of spec §2 in one place.
import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  // SEO files (catalogue): top-level, before the "*" splat of the public layout.
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("channel-search/export.csv", "routes/resources/channel-search-export.ts"),
  route("channel-rankings/export.csv", "routes/resources/channel-rankings-export.ts"),
  route("niches/export.csv", "routes/resources/niches-export.ts"),

  // Public pages share the site header and footer.
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("calculators", "routes/public/calculators.tsx"),
    route("calculator", "routes/public/calculator.tsx"),
    // PRODUCT.md: "/growth-calculator is an alias" of the growth-rate calculator.
    route("growth-rate-calculator", "routes/public/growth-calculator.tsx", { id: "growth-rate-calculator" }),
    route("growth-calculator", "routes/public/growth-calculator.tsx", { id: "growth-calculator" }),
    route("reach-calculator", "routes/public/reach-calculator.tsx"),
    route("channel-earnings", "routes/public/channel-earnings.tsx"),
    // Spec §2: "/privacy-policy and /terms-of-service (both show the same page)".
    route("privacy-policy", "routes/public/legal.tsx", { id: "privacy-policy" }),
    route("terms-of-service", "routes/public/legal.tsx", { id: "terms-of-service" }),
    route("channel-search", "routes/public/channel-search.tsx"),
    route("channel/:slug", "routes/public/channel.tsx"),
    route("compare", "routes/public/compare.tsx"),
    route("channel-types", "routes/public/channel-types.tsx"),
    route("channel-types/:typeId", "routes/public/channel-type.tsx"),
    route("channel-rankings", "routes/public/channel-rankings.tsx"),
    route("outliers", "routes/public/outliers.tsx"),
    route("niches", "routes/public/niches.tsx"),
    route("niche/:id", "routes/public/niche-by-id.tsx"),
    route("niches/:slug", "routes/public/niche.tsx"),
    // PRODUCT.md: "/faceless-channel-ideas and /ideas show the list".
    route("faceless-ideas", "routes/public/faceless-ideas.tsx", { id: "faceless-ideas" }),
    route("faceless-channel-ideas", "routes/public/faceless-ideas.tsx", { id: "faceless-channel-ideas" }),
    route("ideas", "routes/public/faceless-ideas.tsx", { id: "ideas" }),
    route("faceless-idea/:id", "routes/public/faceless-idea-by-id.tsx"),
    route("faceless-ideas/:ideaId", "routes/public/faceless-idea.tsx"),
    route("how-it-works", "routes/public/how-it-works.tsx"),
    // "Should I start this?": niche × format options for what a creator has.
    route("start", "routes/public/start.tsx"),
    route("training", "routes/public/training.tsx"),
    route("about", "routes/public/about.tsx"),
    route("developers", "routes/public/developers.tsx"),
    // Member tools: the watchlist (follows, changes since the last visit) and saved searches.
    route("watchlist", "routes/account/watchlist.tsx"),
    route("watchlist/follow", "routes/account/follow.ts"),
    route("watchlist/saved-searches", "routes/account/saved-searches.ts"),
    route("watchlist/saved-searches/:id/run", "routes/account/saved-search-run.ts"),
    route("auth", "routes/auth/auth.tsx"),
    route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
    route("auth/reset-password", "routes/auth/reset-password.tsx"),
    route("auth/two-factor", "routes/auth/two-factor.tsx"),
    route("admin/login", "routes/auth/admin-login.tsx"),
    route("profile", "routes/account/profile.tsx"),
    // Member tools: e-mail alerts (the digest's one-click unsubscribe, signed out).
    route("unsubscribe", "routes/account/digest-unsubscribe.tsx"),
    // Spec §2: "'*' shows a 404 page".
    route("*", "routes/public/not-found.tsx"),
  ]),

  // Admin pages: their own header and side navigation.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    ...prefix("channels", [
      index("routes/admin/channels.tsx"),
      route("add", "routes/admin/channel-add.tsx"),
      route("import", "routes/admin/channel-import.tsx"),
      route("review", "routes/admin/channel-review.tsx"),
      route("edit/:channelId", "routes/admin/channel-edit.tsx"),
    ]),
    route("niches", "routes/admin/niches.tsx"),
    route("channel-types", "routes/admin/channel-types.tsx"),
    route("faceless-ideas", "routes/admin/faceless-ideas.tsx"),
    route("did-you-know-facts", "routes/admin/did-you-know-facts.tsx"),
    route("tools/link-checker", "routes/admin/link-checker.tsx"),
    route("discovery", "routes/admin/discovery.tsx"),
    route("users", "routes/admin/users.tsx"),
    // Beyond the spec's list (its admin screens are "not shown"): the admin area's inbox and audit log.
    route("contact-messages", "routes/admin/contact-messages.tsx"),
    route("audit-log", "routes/admin/audit-log.tsx"),
    route("settings", "routes/admin/settings.tsx"),
  ]),

  // Accounts: form endpoints without a page of their own.
  route("auth/logout", "routes/auth/logout.ts"),
  route("auth/oauth", "routes/auth/oauth.ts"),

  ...prefix("resources", [
    route("theme", "routes/resources/theme.ts"),
    route("channel-lookup", "routes/resources/channel-lookup.ts"),
    route("type-channels", "routes/resources/type-channels.ts"),
    route("random-fact", "routes/resources/random-fact.ts"),
    route("related-channels", "routes/resources/related-channels.ts"),
  ]),
] satisfies RouteConfig;
