/** What other folders use of users/: they import it from here, never a file inside (docs/decisions/0098). */
export {
  createProfile,
  getUser,
  isProfileSetUp,
  listUsers,
  recordVerifiedEmail,
  updateProfile,
  usersCollection,
} from "./repository";
export { setUserRole } from "./roles";
