import { Box, Card, CardContent } from '@mui/material';
import { Title } from 'react-admin';
import { NumberAnalysis } from './NumberAnalysis';

/** /yoyo_lottery/manualSelection: the number selection analysis as a page (also popup panel 18). */
export default function ManualSelectionScreen() {
  return (
    <Box data-testid="manual-selection">
      <Title title="lottery.menu.manualSelection" />
      <Card>
        <CardContent>
          <NumberAnalysis />
        </CardContent>
      </Card>
    </Box>
  );
}
