import CloseIcon from '@mui/icons-material/Close';
import FunctionsIcon from '@mui/icons-material/Functions';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  type ButtonProps,
  CircularProgress,
  IconButton,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { LatexCategory } from '@quizzical/common';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLatexCategories } from '../lib/api/lookups/get-latex-categories';
import { rich, useT } from '../lib/i18n';
import { insertLatex, lastLatexField, trackLatexFields, useLatexDrawer } from '../lib/latex-input';
import { MathText } from './math-text';
import { NativeDialog } from './native-dialog';
import './latex-help-drawer.css';
import { LatexCategorySection } from './latex-help-category';
import { visuallyHidden } from './page-container';
import { SearchField } from './search-field';
import { useSnackbar } from './snackbar-provider';

export const LATEX_DRAWER_WIDTH = 380;
const DRAWER_ID = 'latex-help-drawer';
/** Height of the default header (see app/header.tsx): the desktop drawer sits below it. */
const HEADER_HEIGHT = 68;

/** Whether the drawer is open beside the page (desktop), so the page can make room for it. */
export function useLatexDrawerBeside(): boolean {
  const [open] = useLatexDrawer();
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'));
  return open && desktop;
}

/** The 'LaTeX help' toggle of a page with formula fields. */
export function LatexHelpButton(props: Omit<ButtonProps, 'onClick'>) {
  const t = useT();
  const [open, setOpen] = useLatexDrawer();
  return (
    <Button
      variant={open ? 'contained' : 'outlined'}
      startIcon={<FunctionsIcon />}
      aria-controls={DRAWER_ID}
      aria-expanded={open}
      onClick={() => setOpen(!open)}
      {...props}
    >
      {t('components.latex.help')}
    </Button>
  );
}

function matches(category: LatexCategory, needle: string) {
  if (!needle) return category.commands;
  if (category.name.toLowerCase().includes(needle)) return category.commands;
  return category.commands.filter(
    (c) => c.command.toLowerCase().includes(needle) || c.symbol.toLowerCase().includes(needle),
  );
}

/**
 * Side drawer listing the LaTeX categories (name, commands with symbol and a rendered example).
 * Clicking a command inserts it at the caret of the last focused formula field (fields carry
 * `latexFieldProps`). Beside the page on desktop, over it on small screens.
 */
export function LatexHelpDrawer() {
  const t = useT();
  const [open, setOpen] = useLatexDrawer();
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'));
  const { showInfo } = useSnackbar();
  const { data, isLoading, isError } = useLatexCategories(open);
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toLowerCase());
  const [expanded, setExpanded] = useState<number | false>(false);

  useEffect(() => trackLatexFields(), []);

  const categories = useMemo(
    () =>
      (data ?? [])
        .map((category) => ({ category, commands: matches(category, needle) }))
        .filter((c) => c.commands.length > 0),
    [data, needle],
  );

  const insert = (command: string) => {
    const field = lastLatexField();
    if (!field) {
      showInfo(t('components.latex.field_first'));
      return;
    }
    insertLatex(field, command);
    if (!desktop) setOpen(false);
  };

  const content = (
    <>
      <Box sx={{ p: 2, pb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <FunctionsIcon color="primary" aria-hidden="true" />
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('components.latex.help')}
        </Typography>
        <IconButton aria-label={t('components.latex.close')} onClick={() => setOpen(false)}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {rich(t('components.latex.intro', { example: '$\\frac{1}{2}$' }), {
            code: (text) => <code>{text}</code>,
          })}
        </Typography>
        <SearchField label={t('components.latex.search')} value={search} onSearch={setSearch} />
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 2, pb: 3 }}>
        {isLoading && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label={t('components.latex.loading')} />
          </Box>
        )}
        {isError && <Alert severity="error">{t('components.latex.failed')}</Alert>}
        {data && categories.length === 0 && (
          <Typography color="textSecondary" sx={{ py: 2 }}>
            {t('components.latex.empty')}
          </Typography>
        )}
        {categories.map(({ category, commands }) => (
          <LatexCategorySection
            key={category.id}
            name={category.name}
            count={commands.length}
            expanded={!!needle || expanded === category.id}
            onToggle={(isExpanded) => setExpanded(isExpanded ? category.id : false)}
          >
            {/* a dense List of ListItemButtons' look (no MUI List in the editor) */}
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {commands.map((command) => (
                <Box component="li" key={command.id} sx={{ borderTop: 1, borderColor: 'divider' }}>
                  <ButtonBase
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => insert(command.command)}
                    sx={{
                      width: '100%',
                      justifyContent: 'flex-start',
                      textAlign: 'left',
                      gap: 1.5,
                      alignItems: 'flex-start',
                      px: 2,
                      py: 0.5,
                      '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                    }}
                  >
                    <Box
                      aria-hidden="true"
                      sx={{
                        minWidth: 44,
                        height: 36,
                        px: 0.5,
                        borderRadius: 2,
                        bgcolor: 'rgba(79, 70, 229, 0.08)',
                        color: 'primary.dark',
                        display: 'grid',
                        placeItems: 'center',
                        fontSize: command.symbol.length > 3 ? '0.75rem' : '1.1rem',
                        flexShrink: 0,
                      }}
                    >
                      {command.symbol}
                    </Box>
                    <Box sx={{ minWidth: 0 }}>
                      <Box component="span" sx={visuallyHidden}>
                        {t('components.latex.insert')}{' '}
                      </Box>
                      <Typography
                        component="code"
                        variant="body2"
                        sx={{
                          fontFamily: 'monospace',
                          fontWeight: 600,
                          display: 'block',
                          overflowWrap: 'anywhere',
                        }}
                      >
                        {command.command}
                      </Typography>
                      <Typography component="div" variant="body2" color="textSecondary">
                        <MathText text={command.example} />
                      </Typography>
                    </Box>
                  </ButtonBase>
                </Box>
              ))}
            </Box>
          </LatexCategorySection>
        ))}
      </Box>
    </>
  );
  const label = t('components.latex.help');
  // beside the page on desktop, below the header, the page still usable (MUI's persistent Drawer's place)
  if (desktop) {
    if (!open) return null;
    return (
      <Box
        component="aside"
        id={DRAWER_ID}
        aria-label={label}
        sx={{
          position: 'fixed',
          zIndex: 'drawer',
          top: HEADER_HEIGHT,
          right: 0,
          width: LATEX_DRAWER_WIDTH,
          height: `calc(100% - ${HEADER_HEIGHT}px)`,
          display: 'flex',
          flexDirection: 'column',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderLeft: 1,
          borderColor: 'divider',
          '@media (prefers-reduced-motion: no-preference)': {
            animation: 'ui-sheet-in 225ms cubic-bezier(0, 0, 0.2, 1)',
          },
        }}
      >
        {content}
      </Box>
    );
  }
  // over the page on small screens: a modal sheet on the browser's <dialog>, the whole width of a phone
  return (
    <NativeDialog
      open={open}
      onClose={() => setOpen(false)}
      label={label}
      placement="right"
      maxWidth={`var(--ui-sheet-width, ${LATEX_DRAWER_WIDTH}px)`}
      className="ui-dialog--phone-wide"
    >
      <Box id={DRAWER_ID} sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}>
        {content}
      </Box>
    </NativeDialog>
  );
}
