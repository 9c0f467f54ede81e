// Backup codes copied by hand from paper: no characters that read alike (0/O, 1/I/L, 5/S, 2/Z, 8/B).

export const BACKUP_CODE_ALPHABET = "34679ACDEFGHJKMNPQRTUVWXY";
export const BACKUP_CODE_COUNT = 10;
const GROUP = 5;

/** The caller draws the indexes at random. */
export function backupCodeFrom(indexes: readonly number[]): string {
  const chars = indexes.map((index) => BACKUP_CODE_ALPHABET[index % BACKUP_CODE_ALPHABET.length]).join("");
  return `${chars.slice(0, GROUP)}-${chars.slice(GROUP, GROUP * 2)}`;
}

/** Spaces and case forgiven, the hyphen put back. */
export function normalizeBackupCode(typed: string): string {
  const compact = typed.replace(/[\s-]/g, "").toUpperCase();
  return compact.length === GROUP * 2 ? `${compact.slice(0, GROUP)}-${compact.slice(GROUP)}` : typed.trim();
}

export function backupCodesFile(codes: readonly string[], site: string, made: Date): string {
  return [
    `${site} two-factor backup codes`,
    `Made ${made.toISOString().slice(0, 10)}. Each code works once; making new codes cancels these.`,
    "",
    ...codes,
    "",
  ].join("\n");
}
