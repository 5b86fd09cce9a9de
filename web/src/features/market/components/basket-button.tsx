import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Divider, IconButton, Paper, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { MathText } from '../../../components/math-text';
import { useAuth } from '../../../lib/auth';
import { useBasket } from '../../../lib/basket';
import { useT } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import '../market.css';
import { CountBadge } from './count-badge';
import { MarketIcon } from './market-icons';

const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** The popper's width, narrower on a phone (8 px from the screen's edges). */
const WIDTH = 360;
const MARGIN = 8;

/**
 * The badge with the number of selected questions; it opens the 'Selected questions' popper, from
 * which the basket goes to a new quiz (signing in first when needed: the basket survives it).
 * The popper hangs under the button, its right edge on the button's (moved left or right to stay on
 * the screen), placed by CSS rather than MUI's Popper and popper.js (the route's JavaScript budget); a click
 * outside it or Escape closes it.
 */
export function BasketButton() {
  const t = useT();
  const basket = useBasket();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const anchor = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  /** Where the popper starts, from the button's left edge, and its width: measured when it opens. */
  const [place, setPlace] = useState({ left: 0, width: WIDTH });
  const titleId = useId();
  const popperId = useId();
  const count = basket.items.length;

  const toggle = () => {
    const rect = anchor.current?.getBoundingClientRect();
    if (!open && rect) {
      const width = Math.min(WIDTH, window.innerWidth - 2 * MARGIN);
      const left = Math.min(Math.max(rect.right - width, MARGIN), window.innerWidth - MARGIN - width);
      setPlace({ left: left - rect.left, width });
    }
    setOpen(!open);
  };

  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const addToQuiz = () => {
    setOpen(false);
    if (!isAuthenticated) {
      navigate('/login', { state: { from: { pathname: '/market', search: '' } } });
      return;
    }
    navigate('/create_quizz', { state: { importFromMarket: basket.items } });
  };

  return (
    // shrinks in a full row as the button alone did (a phone's row of staff buttons); the button is a
    // plain one styled by market.css, the popper (opened on demand) MUI's
    <div ref={wrapper} className="mk-basket">
      <button
        ref={anchor}
        type="button"
        className="ui-button mk-button ui-button--outlined"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={open ? popperId : undefined}
      >
        <span className="ui-button-start">
          <CountBadge count={count} showZero aria-hidden="true">
            <MarketIcon name="playlistAddCheck" />
          </CountBadge>
        </span>
        {t('market.basket.selected')}
        <span className="ui-visually-hidden">{` (${count})`}</span>
      </button>
      {open && (
        <Paper
          id={popperId}
          role="dialog"
          aria-labelledby={titleId}
          elevation={8}
          sx={{
            position: 'absolute',
            top: '100%',
            left: place.left,
            width: place.width,
            zIndex: 1200,
            mt: 1,
            borderRadius: 3,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flexGrow: 1, fontWeight: 700 }}>
              {t('market.basket.selected')}
            </Typography>
            <IconButton size="small" aria-label={t('common.close')} onClick={() => setOpen(false)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
          <Divider />
          {count === 0 ? (
            <Typography color="textSecondary" sx={{ px: 2, py: 2 }}>
              {t('market.basket.empty')}
            </Typography>
          ) : (
            // a dense List's look: the text, then the remove button (no MUI List on the market route)
            <Box
              component="ul"
              sx={{ maxHeight: 320, overflowY: 'auto', listStyle: 'none', m: 0, py: 1, px: 0 }}
            >
              {basket.items.map((item, index) => (
                <Box
                  component="li"
                  key={item.id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2, pr: 1, py: 0.5 }}
                >
                  <Box sx={{ flexGrow: 1, minWidth: 0, my: 0.5 }}>
                    {/* formulas render as in the market (raw LaTeX showed here before); two lines at
                        most (KaTeX keeps its own white-space, so no one-line ellipsis) */}
                    <Typography variant="body2" sx={twoLines}>
                      <MathText text={item.description || item.text} />
                    </Typography>
                    {item.description && (
                      <Typography variant="body2" color="textSecondary" sx={twoLines}>
                        <MathText text={item.text} />
                      </Typography>
                    )}
                  </Box>
                  <IconButton
                    size="small"
                    aria-label={t('market.basket.remove', { question: item.description || item.text })}
                    onClick={() => basket.remove(index)}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Box>
          )}
          <Divider />
          <Box sx={{ display: 'flex', gap: 1, p: 1.5, justifyContent: 'flex-end' }}>
            {count > 0 && (
              <Button color="inherit" onClick={basket.clear}>
                {t('market.basket.remove_all')}
              </Button>
            )}
            <Button variant="contained" disabled={count === 0} onClick={addToQuiz}>
              {t('market.basket.add_to_quiz')}
            </Button>
          </Box>
        </Paper>
      )}
    </div>
  );
}
