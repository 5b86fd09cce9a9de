import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import {
  Alert,
  Box,
  Button,
  DialogContent,
  Divider,
  FormControlLabel,
  Grid,
  IconButton,
  InputAdornment,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { Quiz } from '@quizzical/common';
import { useEffect, useId, useState } from 'react';
import { Hint } from '../../../components/hint';
import { useSnackbar } from '../../../components/snackbar-provider';
import { useLinkBase } from '../../../lib/api/quizzes/get-link-base';
import { useT } from '../../../lib/i18n';
import { qrCodeUrl, studentLink } from '../../../lib/quiz-links';
import { useSetQuizPublic } from '../api/set-quiz-public';
import { copyText } from '../lib/copy-text';
import { ClosableDialog } from './closable-dialog';

function CopyButton({ text, label }: { text: string; label: string }) {
  const { showInfo, showError } = useSnackbar();
  const t = useT();
  return (
    <Hint title={label}>
      <IconButton
        aria-label={label}
        onClick={async () =>
          (await copyText(text))
            ? showInfo(t('quizzes.share.copied'))
            : showError(t('quizzes.share.copy_failed'))
        }
      >
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Hint>
  );
}

function CodeBlock({
  label,
  code,
  copyLabel,
  help,
}: {
  label: string;
  code: string;
  copyLabel: string;
  help: string;
}) {
  return (
    <Box>
      <Typography variant="overline" color="textSecondary" component="h3" sx={{ lineHeight: 1.8 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography
          component="p"
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontWeight: 800,
            fontSize: { xs: '1.9rem', sm: '2.4rem' },
            letterSpacing: '0.12em',
            color: 'primary.dark',
            lineHeight: 1.1,
            overflowWrap: 'anywhere',
          }}
        >
          {code}
        </Typography>
        <CopyButton text={code} label={copyLabel} />
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {help}
      </Typography>
    </Box>
  );
}

/**
 * Share a quiz: its code in large type, the student link /q/{code} and its QR code, the share code
 * other teachers import a copy with, and the switch that lists it publicly.
 */
export function ShareDialog({ quiz, open, onClose }: { quiz: Quiz | null; open: boolean; onClose(): void }) {
  const titleId = useId();
  const t = useT();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const setPublic = useSetQuizPublic();
  const { baseUrl, localOnly } = useLinkBase();
  const [isPublic, setIsPublic] = useState(quiz?.public ?? false);
  useEffect(() => setIsPublic(quiz?.public ?? false), [quiz]);
  if (!quiz) return null;
  const link = studentLink(quiz.code, baseUrl);

  const togglePublic = (value: boolean) => {
    setIsPublic(value);
    setPublic.mutate(
      { code: quiz.code, isPublic: value },
      {
        onSuccess: (saved) => setIsPublic(saved.public),
        // sharing needs no error handling (spec §8): the switch shows the state again
        onError: () => setIsPublic(!value),
      },
    );
  };

  return (
    <ClosableDialog
      open={open}
      onClose={onClose}
      title={t('quizzes.share.title', { title: quiz.title })}
      titleId={titleId}
      fullScreen={fullScreen}
    >
      <DialogContent dividers>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, sm: 5 }}>
            <Stack sx={{ alignItems: 'center', gap: 1.5 }}>
              <Box
                sx={{
                  p: 1.5,
                  borderRadius: 3,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: '#fff',
                  lineHeight: 0,
                }}
              >
                <Box
                  component="img"
                  src={qrCodeUrl(quiz.code, 5)}
                  alt={t('quizzes.share.qr_alt', { link })}
                  sx={{ display: 'block', maxWidth: '100%', height: 'auto' }}
                />
              </Box>
              <Button
                component="a"
                href={qrCodeUrl(quiz.code, 10)}
                download={`Quizzical_QR_${quiz.code}.png`}
                startIcon={<DownloadIcon />}
                size="small"
              >
                {t('quizzes.share.download_qr')}
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 7 }}>
            <Stack spacing={3}>
              <CodeBlock
                label={t('quizzes.share.code')}
                code={quiz.code}
                copyLabel={t('quizzes.share.copy_code')}
                help={t('quizzes.share.code_help')}
              />
              <Box>
                <Typography variant="overline" color="textSecondary" component="h3" sx={{ lineHeight: 1.8 }}>
                  {t('quizzes.share.link')}
                </Typography>
                <TextField
                  value={link}
                  size="small"
                  slotProps={{
                    htmlInput: { readOnly: true, 'aria-label': t('quizzes.share.link') },
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">
                          <CopyButton text={link} label={t('quizzes.share.copy_link')} />
                        </InputAdornment>
                      ),
                    },
                  }}
                  onFocus={(e) => e.target.select()}
                />
                {localOnly && (
                  <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="local-only-warning">
                    {t('quizzes.share.local_only')}
                  </Alert>
                )}
              </Box>
              <Divider />
              <CodeBlock
                label={t('quizzes.share.share_code')}
                code={quiz.share_code}
                copyLabel={t('quizzes.share.copy_share_code')}
                help={t('quizzes.share.share_code_help')}
              />
              <FormControlLabel
                sx={{ alignItems: 'flex-start', m: 0, gap: 0.5 }}
                control={
                  <Switch
                    checked={isPublic}
                    onChange={(e) => togglePublic(e.target.checked)}
                    slotProps={{ input: { 'aria-describedby': `${titleId}-public-help` } }}
                  />
                }
                label={
                  <Box sx={{ pt: 0.9 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t('quizzes.share.public')}
                    </Typography>
                    <Typography
                      id={`${titleId}-public-help`}
                      variant="caption"
                      color="textSecondary"
                      component="span"
                      sx={{ display: 'block' }}
                    >
                      {t('quizzes.share.public_help')}
                    </Typography>
                  </Box>
                }
              />
            </Stack>
          </Grid>
        </Grid>
      </DialogContent>
    </ClosableDialog>
  );
}
