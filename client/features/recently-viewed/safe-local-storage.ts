/** Storage access shared by the recently-viewed slot (mount.tsx) and its carousel. */

/** localStorage, or null where reading the property itself throws (storage disabled). */
export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
