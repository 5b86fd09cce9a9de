import { Alert, type AlertProps, Button } from '@mui/material';

type AlertWithButtonProps = Omit<AlertProps, 'action'> & {
  buttonLabel: string;
  onButtonClick(): void;
};

/** An alert with one small button at its end (try again, discard a draft...). */
export function AlertWithButton({ buttonLabel, onButtonClick, ...alert }: AlertWithButtonProps) {
  return (
    <Alert
      {...alert}
      action={
        <Button color="inherit" size="small" onClick={onButtonClick}>
          {buttonLabel}
        </Button>
      }
    />
  );
}
