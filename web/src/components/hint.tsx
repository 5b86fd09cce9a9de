import { Box } from '@mui/material';
import { cloneElement, type ReactElement, useId } from 'react';

interface HintProps {
  /** The text; an empty one shows nothing. */
  title: string;
  /** One element: an IconButton (named by its own aria-label), or a span around a disabled button. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** The hint describes the element (aria-describedby) instead of repeating the name it already has. */
  describeChild?: boolean;
  /** The hint's id, for an aria-describedby set inside the child (a button in a span). */
  id?: string;
}

/**
 * A tooltip drawn with CSS alone: shown under the element while the pointer is over it or it has the
 * keyboard's focus, centred, in MUI's tooltip colours. In place of MUI's Tooltip, whose Popper brings
 * popper.js (about 10 KB compressed) to the editor and market routes (issue 13's budgets). Touch
 * screens show nothing on tap, as MUI's Tooltip without a long press; the element keeps its name.
 */
export function Hint({ title, children, describeChild, id: givenId }: HintProps) {
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  if (!title) return children;
  return (
    <Box
      component="span"
      sx={{
        position: 'relative',
        display: 'inline-flex',
        '@media (hover: hover)': { '&:hover > [role="tooltip"]': { opacity: 1, visibility: 'visible' } },
        '&:has(:focus-visible) > [role="tooltip"]': { opacity: 1, visibility: 'visible' },
      }}
    >
      {describeChild ? cloneElement(children, { 'aria-describedby': id }) : children}
      <Box
        component="span"
        role="tooltip"
        id={id}
        aria-hidden={describeChild || givenId ? undefined : true}
        sx={{
          position: 'absolute',
          top: '100%',
          left: '50%',
          transform: 'translateX(-50%)',
          mt: 0.5,
          px: 1,
          py: 0.5,
          width: 'max-content',
          maxWidth: 220,
          borderRadius: '4px',
          bgcolor: 'rgba(97, 97, 97, 0.92)',
          color: 'common.white',
          fontSize: '0.6875rem',
          fontWeight: 500,
          lineHeight: 1.4,
          textAlign: 'center',
          pointerEvents: 'none',
          zIndex: 'tooltip',
          opacity: 0,
          visibility: 'hidden',
          transition: 'opacity 150ms, visibility 150ms',
          transitionDelay: '100ms',
        }}
      >
        {title}
      </Box>
    </Box>
  );
}
