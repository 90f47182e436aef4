/** The Users tab (docs/product.md#admin): avatar, name, e-mail, joined date, role badge and selector. */
import PersonIcon from "@mui/icons-material/Person";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Role, User } from "@main-street/domain/user";
import { QueryContent } from "../../../components/LoadFailure";
import { LoadingState } from "../../../components/LoadingState";
import { formatDate } from "../../../lib/format-date";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { useSetUserRole } from "../api/use-admin-users";
import { useAdminUsers } from "../queries";

export function userName(user: User): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email || "Unknown User";
}

function UserRow({ user }: { user: User }) {
  const setRole = useSetUserRole();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const name = userName(user);
  const change = async (role: Role) => {
    try {
      await setRole.mutateAsync({ id: user.id, role });
      toast({ variant: "success", title: "User role updated successfully!" });
    } catch (error) {
      handleError(error, { toast: { title: "Error updating user role" }, signInAgain: true });
    }
  };
  return (
    <Card
      component="li"
      sx={{ p: 2, display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap", listStyle: "none" }}
    >
      <Avatar src={user.profileImageUrl || undefined} alt="" sx={{ bgcolor: "secondary.main" }}>
        <PersonIcon />
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 200 }}>
        <Typography variant="h6" component="h3">
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {user.email}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Joined {formatDate(user.createdAt)}
        </Typography>
      </Box>
      <Chip label={user.role === "admin" ? "Admin" : "User"} color={user.role === "admin" ? "primary" : "default"} />
      <TextField
        select
        size="small"
        label="Role"
        value={user.role}
        disabled={setRole.isPending}
        onChange={(e) => void change(e.target.value as Role)}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { "aria-label": `Role for ${name}` },
        }}
        sx={{ width: 130 }}
        fullWidth={false}
      >
        <option value="user">User</option>
        <option value="admin">Admin</option>
      </TextField>
    </Card>
  );
}

export function UsersTab() {
  const users = useAdminUsers();
  return (
    <>
      <Box component="h2" sx={{ typography: "h3", mt: 0, mb: 3 }}>
        Users
      </Box>
      <QueryContent
        query={users}
        loading={<LoadingState text="Loading users..." />}
        failedTitle="Users could not be loaded"
      >
        {(list) => (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Users">
            {list.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </Stack>
        )}
      </QueryContent>
    </>
  );
}
