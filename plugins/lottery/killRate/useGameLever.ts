import { useCallback, useState } from 'react';

/** The game a lever screen shows; null until the picker chooses the first one. */
export function useGameChoice() {
  const [gameId, setGameId] = useState<number | null>(null);
  const choose = useCallback((id: number) => setGameId(id), []);
  return [gameId, choose] as const;
}
