import { ExternalLink, Image as ImageIcon, ImageOff } from 'lucide-react';
import { STORY_IMAGE_MESSAGES } from '../../../shared/schemas/reading-story';
import { Button } from '../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';

export interface MediaMenuProps {
  imageUrl: string | null;
  /** Reading stories open the image in a new tab; science stories in a dialog (spec 000 §2). */
  onOpenImage?: () => void;
}

/** 'MEDIA': view the story's image, or a disabled 'Nessuna immagine disponibile'. */
export function MediaMenu({ imageUrl, onOpenImage }: MediaMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">
          <ImageIcon aria-hidden="true" />
          MEDIA
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {!imageUrl ? (
          <DropdownMenuItem disabled>
            <ImageOff aria-hidden="true" />
            {STORY_IMAGE_MESSAGES.noImage}
          </DropdownMenuItem>
        ) : onOpenImage ? (
          <DropdownMenuItem onSelect={onOpenImage}>
            <ImageIcon aria-hidden="true" />
            Visualizza immagine
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem asChild>
            <a href={imageUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Visualizza immagine
            </a>
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
