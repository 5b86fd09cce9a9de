import ContentPasteIcon from '@mui/icons-material/ContentPasteOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import UploadIcon from '@mui/icons-material/UploadOutlined';
import { Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import { MESSAGES } from '@quizzical/common';
import { type ChangeEvent, useId, useRef } from 'react';
import { useController } from 'react-hook-form';
import { useSnackbar } from '../../../components/snackbar-provider';
import { usePastedImage } from '../../../lib/pasted-image';
import { useUploadImage } from '../api/upload-image';

interface ImageFieldProps {
  /** Form path of the URL: questions.{i}.smallImageUrl or questions.{i}.bigImageUrl. */
  name: string;
  size: 'small' | 'big';
  questionNumber: number;
}

const LABELS = {
  small: { title: 'Small image', help: 'Shown beside the question.' },
  big: { title: 'Big image', help: 'Shown large under the question.' },
} as const;

/**
 * One image of a question card: upload a file or use the pasted image (both go through
 * /api/upload_files), preview, remove. The server makes both sizes; this field keeps its own size.
 */
export function ImageField({ name, size, questionNumber }: ImageFieldProps) {
  const { field } = useController({ name });
  const value: string = field.value ?? '';
  const upload = useUploadImage();
  const pasted = usePastedImage();
  const { showError } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const { title, help } = LABELS[size];

  const send = (file: Blob) =>
    upload.mutate(
      { file },
      {
        onSuccess: (result) => field.onChange(size === 'small' ? result.smallImageUrl : result.bigImageUrl),
        onError: () => showError(MESSAGES.uploadFailed),
      },
    );

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) send(file);
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
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {help}
      </Typography>
      <Box
        sx={{
          height: 120,
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
            alt={`${title} of question ${questionNumber}`}
            sx={{ maxWidth: '100%', maxHeight: 120, objectFit: 'contain', display: 'block' }}
          />
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <ImageOutlinedIcon aria-hidden="true" />
            <Typography variant="caption">No image</Typography>
          </Stack>
        )}
      </Box>
      <input ref={input} type="file" accept="image/*" onChange={onFile} style={{ display: 'none' }} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        <Button
          size="small"
          startIcon={<UploadIcon />}
          loading={upload.isPending}
          loadingPosition="start"
          onClick={() => input.current?.click()}
          aria-label={`Upload the ${title.toLowerCase()} of question ${questionNumber}`}
        >
          Upload
        </Button>
        <Tooltip title={pasted ? '' : 'Paste an image (Ctrl+V) anywhere on the page first.'}>
          <span>
            <Button
              size="small"
              startIcon={<ContentPasteIcon />}
              disabled={!pasted || upload.isPending}
              onClick={() => pasted && send(pasted.file)}
              aria-label={`Use the pasted image as the ${title.toLowerCase()} of question ${questionNumber}`}
            >
              Use the pasted image
            </Button>
          </span>
        </Tooltip>
        {value && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => field.onChange('')}
            aria-label={`Remove the ${title.toLowerCase()} of question ${questionNumber}`}
          >
            Remove
          </Button>
        )}
      </Stack>
    </Box>
  );
}
