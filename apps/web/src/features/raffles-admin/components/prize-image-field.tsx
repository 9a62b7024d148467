import { ImageIcon, ImageUp, Trash2 } from 'lucide-react';
import { format, messages, type Picture } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useImageUpload } from '@/lib/use-image-upload';
import { useDeletePrizeImage } from '../api/delete-prize-image';
import { useUploadPrizeImage } from '../api/upload-prize-image';
import { checkRaffleImage, RAFFLE_IMAGE_TYPES } from './use-image-pick';

const p = messages.prizes;

type Props = {
  raffleId: number;
  /** The saved prize whose picture this is (keptPrizeImages: it follows the title). */
  position: number;
  label: string;
  title: string;
  image: Picture | null;
};

/**
 * A saved prize's picture in the raffle form: sent as soon as it is chosen
 * (like the shop's logo), with the raffle image's rules, since the form's
 * save carries no prize files; 'Quitar imagen' removes it at once.
 */
export function PrizeImageField({ raffleId, position, label, title, image }: Props) {
  const upload = useUploadPrizeImage();
  const remove = useDeletePrizeImage();
  const { progress, preview, error, notice, handleChange, handleRemove } = useImageUpload({
    // What the browser can tell before sending, with the raffle image's rules.
    check: checkRaffleImage,
    send: (file, onProgress) => upload.mutateAsync({ raffleId, position, file, onProgress }),
    remove: () => remove.mutateAsync({ raffleId, position }),
    texts: { saved: p.imageUpdated, removed: p.imageRemoved, failed: p.imageFailed },
  });

  const shown = preview ?? image?.url ?? null;
  const busy = upload.isPending || remove.isPending;
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          {shown ? (
            <img
              src={shown}
              alt={format(p.imageAlt, { label, title })}
              className="h-full w-full object-cover"
            />
          ) : (
            <ImageIcon className="h-6 w-6 text-slate-400" aria-hidden="true" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The label is the visible button; the input inside it keeps keyboard and screen-reader access. */}
          <label
            className={buttonClasses({
              variant: 'outline',
              size: 'sm',
              className: busy
                ? 'pointer-events-none opacity-60'
                : 'cursor-pointer focus-within:ring-2 focus-within:ring-brand-500/50',
            })}
          >
            <input
              type="file"
              accept={RAFFLE_IMAGE_TYPES.join(',')}
              className="sr-only"
              disabled={busy}
              aria-label={format(image ? p.imageReplaceFor : p.imageChooseFor, { label })}
              onChange={(event) => void handleChange(event)}
            />
            <ImageUp className="h-4 w-4" aria-hidden="true" />
            {image ? p.imageReplace : p.imageChoose}
          </label>
          {image && (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              onClick={() => void handleRemove()}
              busy={remove.isPending}
              disabled={busy}
              aria-label={format(p.imageRemoveFor, { label })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {p.imageRemove}
            </Button>
          )}
        </div>
      </div>
      {progress !== null && (
        <ProgressBar
          fraction={progress}
          label={format(p.imageChooseFor, { label })}
          className="w-full"
        />
      )}
      {error && <Alert>{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
    </div>
  );
}
