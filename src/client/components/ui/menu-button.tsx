import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from './dropdown-menu';

export interface MenuButtonProps {
  label: string;
  icon: LucideIcon;
  variant?: ButtonProps['variant'];
  /** The menu's items (DropdownMenuItem). */
  children: ReactNode;
  /** Open as it appears (a menu loaded by its first click: the dashboard's profile menu). */
  defaultOpen?: boolean;
}

/** A button that opens a dropdown menu: the shape of every story tool menu (Condividi, Esporta, Media, Modifica). */
export function MenuButton({ label, icon: Icon, variant = 'secondary', children, defaultOpen }: MenuButtonProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant={variant}>
          <Icon aria-hidden="true" />
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}
