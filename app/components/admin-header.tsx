import { ArrowLeft } from "~/components/ui/icons";
import { Link } from "react-router";
import { BrandLink } from "~/components/brand-link";
import { ThemeSwitcher } from "~/components/theme-switcher";
import { UserMenu } from "~/components/user-menu";
import type { ShellUser } from "#domain/shell-user";

/** The admin area's header: brand, a way back to the site, theme and user menu. */
export function AdminHeader({ user }: { user: ShellUser | null }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="flex h-14 items-center gap-3 px-4 sm:px-6">
        <BrandLink suffix="Admin" />
        <div className="ml-auto flex items-center gap-2">
          <Link
            to="/"
            className="hidden items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-muted-foreground hover:bg-accent hover:text-accent-foreground sm:inline-flex"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to site
          </Link>
          <ThemeSwitcher />
          {user ? <UserMenu user={user} /> : null}
        </div>
      </div>
    </header>
  );
}
