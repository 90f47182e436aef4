import { z } from "zod";
import { LIMITS, optionalText } from "./fields";

export const ROLES = ["user", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const TIMEZONES = {
  "America/Los_Angeles": "Pacific Time",
  "America/Denver": "Mountain Time",
  "America/Chicago": "Central Time",
  "America/New_York": "Eastern Time",
  "America/Phoenix": "Arizona Time",
  "Pacific/Honolulu": "Hawaii Time",
  "America/Anchorage": "Alaska Time",
} as const;
export type TimeZoneId = keyof typeof TIMEZONES;
export const DEFAULT_TIMEZONE: TimeZoneId = "America/Los_Angeles";

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string;
  role: Role;
  timezone: TimeZoneId;
  createdAt: string;
  updatedAt: string;
}

/**
 * PUT /api/auth/profile. The form sends the e-mail too, but it is not taken from here: the stored and shown e-mail
 * is the verified address of the sign-in, so nobody can claim a staff member's or another account's address.
 */
export const profileSchema = z.object({
  firstName: optionalText("First name", LIMITS.name),
  lastName: optionalText("Last name", LIMITS.name),
  timezone: z.enum(Object.keys(TIMEZONES) as [TimeZoneId, ...TimeZoneId[]], { error: "Choose a time zone" }),
});

/** PUT /api/admin/users/{id}/role. */
export const roleSchema = z.object({ role: z.enum(ROLES, { error: "Role must be 'user' or 'admin'" }) });
