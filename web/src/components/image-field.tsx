import ContentPasteIcon from '@mui/icons-material/ContentPasteOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import UploadIcon from '@mui/icons-material/UploadOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useId, useRef } from 'react';
import { useController } from 'react-hook-form';
import { useUploadImage } from '../lib/api/uploads/upload-image';
import { useAuth } from '../lib/auth';
import { useT } from '../lib/i18n';
import { usePastedImage } from '../lib/pasted-image';
import { Hint } from './hint';
import { useSnackbar } from './snackbar-provider';

interface ImageFieldProps {
  /** Form path of the URL, e.g. questions.{i}.smallImageUrl. */
  name: string;
  /** Which of the two sizes the server makes this field keeps. */
  size: 'small' | 'big';
  title: string;
  help: string;
  /** Named in the alt text and button labels when a form holds several questions. */
  questionNumber?: number;
  /** Offers "Use the pasted image" (on pages that show the pasted image notice). */
  pasteable?: boolean;
}

/**
 * One image of a question: upload a file or use the pasted image (both go through /api/upload_files,
 * signed-in users only), preview, remove.
 */
export function ImageField({ name, size, title, help, questionNumber, pasteable }: ImageFieldProps) {
  const t = useT();
  const { field } = useController({ name });
  const value: string = field.value ?? '';
  const { isAuthenticated } = useAuth();
  const upload = useUploadImage();
  const pasted = usePastedImage();
  const { showError } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const hintId = useId();
  const pasteHintId = useId();
  // 'Small image of question 3'; inside a sentence in lower case: 'Upload the small image of question 3'
  const alt = t('components.image.alt', {
    title,
    question: questionNumber ? String(questionNumber) : 'none',
  });
  const image = alt.charAt(0).toLocaleLowerCase() + alt.slice(1);

  const send = (file: Blob) =>
    upload.mutate(file, {
      onSuccess: (result) => field.onChange(size === 'small' ? result.smallImageUrl : result.bigImageUrl),
      onError: () => showError(t('components.image.upload_failed')),
    });

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
      <Typography id={hintId} variant="caption" color="textSecondary" component="p" sx={{ mb: 1 }}>
        {isAuthenticated ? help : t('components.image.sign_in')}
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
            alt={alt}
            sx={{ maxWidth: '100%', maxHeight: 120, objectFit: 'contain', display: 'block' }}
          />
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <ImageOutlinedIcon aria-hidden="true" />
            <Typography variant="caption">{t('components.image.none')}</Typography>
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
          aria-label={t('components.image.upload_label', { image })}
          aria-describedby={hintId}
        >
          {t('components.image.upload')}
        </Button>
        {pasteable && (
          <Hint id={pasteHintId} title={pasted ? '' : t('components.image.paste_hint')}>
            <span>
              <Button
                size="small"
                startIcon={<ContentPasteIcon />}
                disabled={!pasted || !isAuthenticated || upload.isPending}
                onClick={() => pasted && send(pasted.file)}
                aria-label={t('components.image.use_pasted_label', { image })}
                aria-describedby={pasted ? undefined : pasteHintId}
              >
                {t('components.image.use_pasted')}
              </Button>
            </span>
          </Hint>
        )}
        {value && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => field.onChange('')}
            aria-label={t('components.image.remove_label', { image })}
          >
            {t('components.image.remove')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
