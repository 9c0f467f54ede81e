// What /profile says about the password, signed-in devices and deleting the account.
export const ACCOUNT_MESSAGES = {
  passwordChanged: "Password changed. Your other devices are signed out.",
  passwordNotChanged: "Your password was not changed. Please try again.",
  wrongCurrentPassword: "That is not your current password.",
  sessionSignedOut: "That device is signed out.",
  otherSessionsSignedOut: "Every other device is signed out.",
  sessionGone: "That device was already signed out.",
  useLogOut: "This is the device you are using: use Log out to sign it out.",
  confirmDeletion: "Tick the box to confirm that you want your account deleted.",
  passwordToDelete: "Enter your password to delete your account.",
  wrongPassword: "That is not your password.",
  signInAgainToDelete: "For your safety, sign in again, then delete your account within 15 minutes.",
  notDeleted: "Your account was not deleted. Please try again.",
  deleted: "Your account has been deleted, with everything it held.",
} as const;
