import { Box } from '@mui/material';
import type { Shape } from '../verify/recompute';

const RED = '#e53935';
const GREEN = '#43a047';
const VIOLET = '#8e24aa';

/** Win Go colours: odd green, even red; 0 is red + violet and 5 green + violet (split ball). */
function wingoBackground(n: number): string {
  if (n === 0) return `linear-gradient(135deg, ${RED} 50%, ${VIOLET} 50%)`;
  if (n === 5) return `linear-gradient(135deg, ${GREEN} 50%, ${VIOLET} 50%)`;
  return n % 2 === 1 ? GREEN : RED;
}

const DICE = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** A result drawn as the game shows it: a coloured Win Go ball, three dice, or five digit balls A–E. */
export function ResultBalls({ shape, result }: { shape: Shape; result: number[] }) {
  if (shape === 'k3') {
    return (
      <Box
        component="span"
        data-testid="result-dice"
        aria-label={result.join(' ')}
        sx={{ display: 'inline-flex', gap: 0.25, fontSize: 26, lineHeight: 1 }}
      >
        {result.map((d, i) => (
          <span key={i} title={String(d)}>
            {DICE[d - 1]}
          </span>
        ))}
      </Box>
    );
  }
  return (
    <Box component="span" data-testid={`result-${shape}`} sx={{ display: 'inline-flex', gap: 0.5 }}>
      {result.map((d, i) => (
        <Box
          key={i}
          component="span"
          title={shape === '5d' ? `${'ABCDE'[i]} = ${d}` : String(d)}
          sx={{
            width: 26,
            height: 26,
            borderRadius: '50%',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: '#fff',
            fontWeight: 700,
            fontSize: 14,
            background: shape === 'wingo' ? wingoBackground(d) : '#1e88e5',
          }}
        >
          {d}
        </Box>
      ))}
    </Box>
  );
}
