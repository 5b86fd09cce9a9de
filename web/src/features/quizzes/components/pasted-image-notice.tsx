import { Alert, Box, Button } from '@mui/material';
import { setPastedImage, usePastedImage } from '../../../lib/pasted-image';

/** Shows the pasted image (pasted anywhere in the app) that the image fields can use. */
export function PastedImageNotice() {
  const pasted = usePastedImage();
  if (!pasted) return null;
  return (
    <Alert
      severity="success"
      icon={
        <Box
          component="img"
          src={pasted.url}
          alt="The pasted image"
          sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1.5, display: 'block' }}
        />
      }
      action={
        <Button color="inherit" size="small" onClick={() => setPastedImage(null)}>
          Forget it
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      An image has been pasted. Choose “Use the pasted image” in an image field to add it.
    </Alert>
  );
}
