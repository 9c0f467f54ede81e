import { LogOut } from "~/components/ui/icons";
import { Form } from "react-router";
import { MenuIcon, type MobileMenuProps } from "~/components/mobile-menu";
import { SiteNavLink } from "~/components/site-nav-link";
import { ThemeSwitcher } from "~/components/theme-switcher";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { UserAvatar } from "~/components/user-avatar";

/** The mobile menu's sheet (loaded by MobileMenu when first opened). Radix Dialog traps focus and closes on Escape. */
export default function MobileMenuDialog({
  items,
  user,
  className,
  open,
  onOpenChange,
}: MobileMenuProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Menu" className={className}>
          <MenuIcon />
        </Button>
      </DialogTrigger>
      <DialogContent side="right" closeLabel="Close menu" className="gap-6 overflow-y-auto">
        <div className="pr-10">
          <DialogTitle className="text-base">Menu</DialogTitle>
          <DialogDescription className="sr-only">Site navigation</DialogDescription>
        </div>
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <SiteNavLink item={item} onClick={() => onOpenChange(false)} className="block px-3 py-2.5 text-base" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex flex-col gap-4 border-t pt-4">
          <div className="flex items-center justify-between gap-3">
            <span className="text-sm text-muted-foreground">Theme</span>
            <ThemeSwitcher />
          </div>
          {user ? (
            <div className="flex flex-col gap-2">
              <div className="flex items-center gap-3">
                <UserAvatar initial={user.initial} />
                <span className="min-w-0 truncate text-sm">{user.email}</span>
              </div>
              {user.isAdmin ? (
                <SiteNavLink
                  item={{ label: "User Management", to: "/admin/users" }}
                  onClick={() => onOpenChange(false)}
                  className="block px-3 py-2"
                />
              ) : null}
              <Form method="post" action="/auth/logout">
                <Button type="submit" variant="outline" className="w-full">
                  <LogOut aria-hidden="true" />
                  Log out
                </Button>
              </Form>
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
