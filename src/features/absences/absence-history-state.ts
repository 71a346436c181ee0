// The report screen tells the history which entry is new, so it can move focus there (history state keeps the
// id out of the URL; a reload or a shared link simply has none).
declare module '@tanstack/react-router' {
  interface HistoryState {
    reportedAbsenceId?: string;
  }
}

export {};
