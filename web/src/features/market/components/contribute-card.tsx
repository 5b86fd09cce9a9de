import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from '../../../lib/router';
import { MARKET_TEXTS } from '../market-texts';

/** The market's invitation to propose a question. */
export function ContributeCard() {
  return (
    <Card>
      <CardContent component="section" sx={{ p: 2.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {MARKET_TEXTS.contribute}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Share a question with every teacher. Our team reviews it before it is published.
        </Typography>
        <Button
          component={RouterLink}
          to="/market/propose"
          variant="contained"
          startIcon={<AddCircleOutlineIcon />}
          fullWidth
        >
          {MARKET_TEXTS.propose}
        </Button>
      </CardContent>
    </Card>
  );
}
