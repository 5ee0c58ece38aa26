/** Small typed wrapper over localStorage for UI preferences (never for stories or passwords). */
export function readPreference<T>(key: string, parse: (value: unknown) => T | null): T | null {
  try {
    const raw = window.localStorage.getItem(`fantasmia.${key}`);
    return raw === null ? null : parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writePreference(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(`fantasmia.${key}`, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the preference is simply not remembered.
  }
}
