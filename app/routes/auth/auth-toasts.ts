/** Spec §8 toasts of the account screens, verbatim. */
export const AUTH_TOASTS = {
  loggedIn: "Logged in successfully",
  loginFailed: "Failed to login",
  registered: "Registration successful! Please check your email to confirm your account.",
  registerFailed: "Failed to register",
  loggedOut: "Logged out successfully",
  logoutFailed: "Error signing out",
  profileLoadFailed: "Failed to load profile",
  profileUpdated: "Profile updated successfully",
  profileUpdateFailed: "Failed to update profile",
} as const;
