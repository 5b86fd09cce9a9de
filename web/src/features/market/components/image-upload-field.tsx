import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import UploadIcon from '@mui/icons-material/UploadOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@quizzical/common';
import { type ChangeEvent, useId, useRef } from 'react';
import { useController } from 'react-hook-form';
import { useSnackbar } from '../../../components/snackbar-provider';
import { useAuth } from '../../../lib/auth';
import { type UploadedImage, useUploadImage } from '../api/upload-image';

interface ImageUploadFieldProps {
  name: string;
  /** Which of the two sizes the server makes this field keeps. */
  size: keyof UploadedImage;
  title: string;
  help: string;
}

/** One image of the question: upload (signed-in users only, /api/upload_files), preview, remove. */
export function ImageUploadField({ name, size, title, help }: ImageUploadFieldProps) {
  const { field } = useController({ name });
  const value: string = field.value ?? '';
  const { isAuthenticated } = useAuth();
  const upload = useUploadImage();
  const { showError } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const hintId = useId();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (result) => field.onChange(result[size]),
      onError: () => showError(MESSAGES.uploadFailed),
    });
  };

  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 1.5, height: '100%' }}
    >
      <Typography id={titleId} variant="subtitle2" component="p">
        {title}
      </Typography>
      <Typography id={hintId} variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {isAuthenticated ? help : 'Sign in to add images.'}
      </Typography>
      <Box
        sx={{
          height: 100,
          borderRadius: 2,
          bgcolor: '#f3f4f9',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          mb: 1,
        }}
      >
        {value ? (
          <Box
            component="img"
            src={value}
            alt={title}
            sx={{ maxWidth: '100%', maxHeight: 100, objectFit: 'contain', display: 'block' }}
          />
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <ImageOutlinedIcon aria-hidden="true" />
            <Typography variant="caption">No image</Typography>
          </Stack>
        )}
      </Box>
      <input ref={input} type="file" accept="image/*" onChange={onFile} hidden />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        <Button
          size="small"
          startIcon={<UploadIcon />}
          disabled={!isAuthenticated}
          loading={upload.isPending}
          loadingPosition="start"
          onClick={() => input.current?.click()}
          aria-label={`Upload the ${title.toLowerCase()}`}
          aria-describedby={hintId}
        >
          Upload
        </Button>
        {value && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => field.onChange('')}
            aria-label={`Remove the ${title.toLowerCase()}`}
          >
            Remove
          </Button>
        )}
      </Stack>
    </Box>
  );
}
