import { LogOut, User, UserCog } from "lucide-react";
import { Form, Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { UserAvatar } from "~/components/user-avatar";
import type { ShellUser } from "~/lib/shell-user";

/** Spec §2: "A user menu (avatar with the first letter of the e-mail) shows the e-mail, Profile, User Management (admins only) and Log out." */
export function UserMenu({ user }: { user: ShellUser }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
        aria-label={`Account menu for ${user.email}`}
      >
        <UserAvatar email={user.email} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-2.5 font-normal">
          <UserAvatar email={user.email} />
          <span className="min-w-0 truncate text-sm" title={user.email}>
            {user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/users">
              <UserCog aria-hidden="true" />
              User Management
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <Form method="post" action="/auth/logout">
          {/* Keep the menu (and so this form) mounted until the click has submitted it. */}
          <DropdownMenuItem asChild onSelect={(event) => event.preventDefault()}>
            <button type="submit" className="w-full">
              <LogOut aria-hidden="true" />
              Log out
            </button>
          </DropdownMenuItem>
        </Form>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
