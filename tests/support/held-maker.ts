/**
 * A maker for the caches' tests that counts its calls and holds every call until `release()`,
 * so that several callers can ask while the first making is still under way.
 */
export function heldMaker<T>(value: (made: number) => T): { make: () => Promise<T>; release: () => void; readonly made: number } {
  let made = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    make: async () => {
      made++;
      await gate;
      // read after the gate: a call answers with the count when it is let through
      return value(made);
    },
    release,
    get made() {
      return made;
    },
  };
}
