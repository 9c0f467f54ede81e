// Two-factor backup codes people copy by hand from paper: no characters that read alike
// (0/O, 1/I/L, 5/S, 2/Z, 8/B are left out), upper case, two groups of five.

export const BACKUP_CODE_ALPHABET = "34679ACDEFGHJKMNPQRTUVWXY";
export const BACKUP_CODE_COUNT = 10;
const GROUP = 5;

/** A code from 10 indexes into the alphabet (the caller draws them at random). */
export function backupCodeFrom(indexes: readonly number[]): string {
  const chars = indexes.map((index) => BACKUP_CODE_ALPHABET[index % BACKUP_CODE_ALPHABET.length]).join("");
  return `${chars.slice(0, GROUP)}-${chars.slice(GROUP, GROUP * 2)}`;
}

/** A typed code as stored: spaces and case forgiven, the hyphen put back ("ac3d4 7fgh9" → "AC3D4-7FGH9"). */
export function normalizeBackupCode(typed: string): string {
  const compact = typed.replace(/[\s-]/g, "").toUpperCase();
  return compact.length === GROUP * 2 ? `${compact.slice(0, GROUP)}-${compact.slice(GROUP)}` : typed.trim();
}

/** The text file a member downloads: the codes, one a line, with what they are for. */
export function backupCodesFile(codes: readonly string[], site: string, made: Date): string {
  return [
    `${site} two-factor backup codes`,
    `Made ${made.toISOString().slice(0, 10)}. Each code works once; making new codes cancels these.`,
    "",
    ...codes,
    "",
  ].join("\n");
}
