import { Form, useNavigation } from "react-router";
import { USER_SEARCH_MAX, type UserListParams } from "#domain/admin/user-actions";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { ClearFiltersLink } from "~/components/clear-filters-link";
import { SearchSubmitButton } from "~/components/admin/search-submit-button";

/** Search and filters of /admin/users: a GET form, so results can be linked and work without JavaScript. */
export function UserListFilters({ params }: { params: UserListParams }) {
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" && navigation.location.pathname === "/admin/users" && navigation.formMethod === "GET";
  const filtered = params.query !== "" || params.role !== "all" || params.status !== "all";
  return (
    <Form
      method="get"
      role="search"
      aria-label="Users"
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1fr)_10rem_10rem_auto] lg:items-end"
    >
      <div className="col-span-2 flex flex-col gap-2 lg:col-span-1">
        <Label htmlFor="user-search">Search users</Label>
        <Input
          id="user-search"
          name="q"
          type="search"
          defaultValue={params.query}
          maxLength={USER_SEARCH_MAX}
          placeholder="E-mail, name or username"
          autoComplete="off"
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="user-role-filter">Role</Label>
        <NativeSelect id="user-role-filter" name="role" defaultValue={params.role}>
          <option value="all">All roles</option>
          <option value="admin">Admins</option>
          <option value="member">Members</option>
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="user-status-filter">Status</Label>
        <NativeSelect id="user-status-filter" name="status" defaultValue={params.status}>
          <option value="all">Everyone</option>
          <option value="active">Not banned</option>
          <option value="banned">Banned</option>
        </NativeSelect>
      </div>
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <SearchSubmitButton searching={searching} className="flex-1 lg:flex-none" />
        {filtered ? <ClearFiltersLink to="/admin/users" /> : null}
      </div>
    </Form>
  );
}
