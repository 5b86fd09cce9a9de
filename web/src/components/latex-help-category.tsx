import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, ButtonBase, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/**
 * One category of commands: a heading whose button shows or hides them (an accordion's markup:
 * aria-expanded, aria-controls, a labelled region), without MUI's Accordion and Collapse.
 */
export function LatexCategorySection({
  name,
  count,
  expanded,
  onToggle,
  children,
}: {
  name: string;
  count: number;
  expanded: boolean;
  onToggle(expanded: boolean): void;
  children: ReactNode;
}) {
  const buttonId = useId();
  const panelId = useId();
  return (
    // the theme's accordion: a bordered card, 8 px apart, raised while open
    <Box
      sx={{
        border: '1px solid #e3e5ef',
        borderRadius: '12px',
        overflow: 'hidden',
        bgcolor: 'background.paper',
        '&:not(:last-of-type)': { mb: 1 },
        boxShadow: expanded ? '0 8px 24px rgba(31, 35, 64, 0.06)' : 'none',
      }}
    >
      <Box component="h3" sx={{ m: 0 }}>
        <ButtonBase
          id={buttonId}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => onToggle(!expanded)}
          sx={{ width: '100%', minHeight: 48, px: 2, gap: 1, textAlign: 'left', typography: 'body1' }}
        >
          <Typography component="span" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {name}
          </Typography>
          <Typography component="span" variant="body2" color="textSecondary">
            {count}
          </Typography>
          <ExpandMoreIcon
            aria-hidden="true"
            sx={{
              color: 'action.active',
              transform: expanded ? 'rotate(180deg)' : 'none',
              transition: 'transform 150ms',
            }}
          />
        </ButtonBase>
      </Box>
      {expanded && (
        <Box id={panelId} role="region" aria-labelledby={buttonId}>
          {children}
        </Box>
      )}
    </Box>
  );
}
