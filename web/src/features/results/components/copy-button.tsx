import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar-provider';
import { useT } from '../../../lib/i18n';

/** Copies `text` to the clipboard; the icon turns into a tick for a moment. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { showError } = useSnackbar();
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1_500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      showError(t('results.copy.failed'));
    }
  };

  return (
    <Tooltip title={copied ? t('results.copy.copied') : label}>
      <IconButton size="small" onClick={copy} aria-label={label}>
        {copied ? <CheckRounded fontSize="small" color="success" /> : <ContentCopyRounded fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
