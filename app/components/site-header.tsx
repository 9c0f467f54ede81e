import { BrandLink } from "~/components/brand-link";
import { MobileMenu } from "~/components/mobile-menu";
import { SiteNavLink } from "~/components/site-nav-link";
import { ThemeSwitcher } from "~/components/theme-switcher";
import { UserMenu } from "~/components/user-menu";
import type { ShellUser } from "#domain/shell-user";
import { headerNavItems } from "~/lib/site-navigation";

/** The public site header: brand, main navigation (a sheet below `lg`), theme and user menu. */
export function SiteHeader({ user }: { user: ShellUser | null }) {
  const items = headerNavItems(user);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <BrandLink compactBetweenLgAndXl />
        <nav aria-label="Main" className="ml-2 hidden lg:block xl:ml-4">
          <ul className="flex items-center gap-0.5">
            {items.map((item) => (
              <li key={item.to}>
                <SiteNavLink item={item} className="px-2 xl:px-2.5" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeSwitcher className="hidden lg:inline-flex" />
          {user ? <UserMenu user={user} /> : null}
          <MobileMenu items={items} user={user} className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}
