import { Typography } from '@mui/material';
import { destinationLines } from '../shared/destination';

/** The payee of a withdrawal, one line a part (the export writes the same lines). */
export function Destination({ json }: { json: string }) {
  return (
    <Typography component="div" variant="caption" sx={{ whiteSpace: 'nowrap' }}>
      {destinationLines(json).map((l) => (
        <div key={l}>{l}</div>
      ))}
    </Typography>
  );
}
