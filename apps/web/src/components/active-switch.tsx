import { Button } from '@/components/ui/button';

type ActiveSwitchProps = {
  /** What it switches, for screen readers: 'Desactivar VERANO'. */
  code: string;
  isActive: boolean;
  busy: boolean;
  onToggle: (isActive: boolean) => void;
};

/**
 * The 'Activo' button of a coupon or a seller row: the word fits a phone's column,
 * the code goes into its accessible name.
 */
export function ActiveSwitch({ code, isActive, busy, onToggle }: ActiveSwitchProps) {
  const word = isActive ? 'Desactivar' : 'Activar';
  return (
    <Button
      size="sm"
      variant="outline"
      className="mt-1"
      aria-label={`${word} ${code}`}
      busy={busy}
      onClick={() => onToggle(!isActive)}
    >
      {word}
    </Button>
  );
}
