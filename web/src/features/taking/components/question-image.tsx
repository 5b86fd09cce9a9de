import CloseRounded from '@mui/icons-material/CloseRounded';
import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import { Box, ButtonBase, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useState } from 'react';
import { NativeDialog } from '../../../components/native-dialog';
import '../taking.css';

/** The question's small image; a tap opens the big one in a dialog. */
export function QuestionImage({ small, big, label }: { small: string; big: string; label: string }) {
  const [open, setOpen] = useState(false);
  if (!small && !big) return null;
  const large = big || small;
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={`Enlarge the image of ${label}`}
        focusRipple
        sx={{
          position: 'relative',
          display: 'block',
          width: 'fit-content',
          borderRadius: '14px',
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: '#f1f2f8',
          maxWidth: '100%',
        }}
      >
        <Box
          component="img"
          src={small || big}
          alt=""
          sx={{ display: 'block', maxWidth: '100%', maxHeight: { xs: 220, md: 280 }, objectFit: 'contain' }}
        />
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            right: 8,
            bottom: 8,
            width: 32,
            height: 32,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(31, 35, 64, 0.72)',
            color: '#fff',
          }}
        >
          <ZoomInRounded fontSize="small" />
        </Box>
      </ButtonBase>
      <NativeDialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth={1200}
        labelledBy="question-image-title"
        className="tk-image-dialog"
      >
        <DialogTitle id="question-image-title" sx={{ pr: 7 }}>
          Image of {label}
        </DialogTitle>
        <IconButton
          onClick={() => setOpen(false)}
          aria-label="Close"
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseRounded />
        </IconButton>
        <DialogContent sx={{ pt: 0, px: { xs: 1.5, sm: 3 } }}>
          <Box
            component="img"
            src={large}
            alt={`Image of ${label}`}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto', objectFit: 'contain' }}
          />
        </DialogContent>
      </NativeDialog>
    </>
  );
}
