import { NumberAnalysis } from './NumberAnalysis';

/** Popup panel 18 (number selection analysis); a caller may preset the game by id (the host's `game` preset). */
export default function NumberAnalysisPanel({ presets }: { presets?: { game?: string | number } }) {
  const game = Number(presets?.game);
  return <NumberAnalysis initialGameId={Number.isSafeInteger(game) && game > 0 ? game : undefined} />;
}
