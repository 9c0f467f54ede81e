// The site's navigation as data, so the desktop nav, the mobile menu and the footer never
// drift apart (spec §2: "A mobile menu mirrors this").
import type { ShellUser } from "#domain/shell-user";

/** `document`: served outside React Router (the API reference), so the link loads a whole page. */
export type NavItem = { label: string; to: string; document?: boolean };

/** Spec §2: "Header navigation: Home, Channels, Channel Rankings, Channel Types, YouTube Ideas, Niches, Calculators". */
const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Channels", to: "/channel-search" },
  { label: "Channel Rankings", to: "/channel-rankings" },
  // Beyond spec §2's list: outlier videos, the research engine's first page.
  { label: "Outliers", to: "/outliers" },
  { label: "Channel Types", to: "/channel-types" },
  { label: "YouTube Ideas", to: "/faceless-ideas" },
  { label: "Niches", to: "/niches" },
  { label: "Calculators", to: "/calculators" },
];

const PROFILE_NAV_ITEM: NavItem = { label: "Profile", to: "/profile" };
const LOGIN_NAV_ITEM: NavItem = { label: "Login", to: "/auth" };

/** Spec §2: the main items "plus Profile when signed in or Login when not". */
export function headerNavItems(user: ShellUser | null): NavItem[] {
  return [...MAIN_NAV_ITEMS, user ? PROFILE_NAV_ITEM : LOGIN_NAV_ITEM];
}

export type FooterGroup = { title: string; items: readonly NavItem[] };

/** Spec §2: "Footer groups: Tools, Resources, Legal." */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: "Tools",
    items: [
      { label: "Calculators", to: "/calculators" },
      { label: "Earnings Calculator", to: "/calculator" },
      { label: "Channel Earnings", to: "/channel-earnings" },
      { label: "Growth Calculator", to: "/growth-calculator" },
      { label: "Reach Calculator", to: "/reach-calculator" },
    ],
  },
  {
    title: "Resources",
    items: [
      { label: "How It Works", to: "/how-it-works" },
      { label: "Training", to: "/training" },
      { label: "Channel Types", to: "/channel-types" },
      { label: "Niches", to: "/niches" },
      { label: "Faceless Ideas", to: "/faceless-ideas" },
      { label: "About", to: "/about" },
      // One entry for developers: /developers introduces the API and links its reference.
      { label: "API", to: "/developers" },
      { label: "Contact", to: "/contact" },
    ],
  },
  {
    title: "Legal",
    items: [
      { label: "Terms of Service", to: "/terms-of-service" },
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Cookies", to: "/how-it-works#cookies" },
      { label: "Disclaimer", to: "/how-it-works#disclaimer" },
    ],
  },
];

/** The admin area's side navigation (spec §2 admin routes, in that order). */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { label: "Dashboard", to: "/admin/dashboard" },
  { label: "Channels", to: "/admin/channels" },
  { label: "Add channel", to: "/admin/channels/add" },
  { label: "Import CSV", to: "/admin/channels/import" },
  { label: "Import review", to: "/admin/channels/review" },
  { label: "Discovery", to: "/admin/discovery" },
  { label: "Niches", to: "/admin/niches" },
  { label: "Channel types", to: "/admin/channel-types" },
  { label: "Faceless ideas", to: "/admin/faceless-ideas" },
  { label: "Did you know facts", to: "/admin/did-you-know-facts" },
  { label: "Link checker", to: "/admin/tools/link-checker" },
  { label: "Users", to: "/admin/users" },
  { label: "Contact inbox", to: "/admin/contact-messages" },
  { label: "Audit log", to: "/admin/audit-log" },
  { label: "Settings", to: "/admin/settings" },
];
