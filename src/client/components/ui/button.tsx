import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-button font-bold transition-[color,background-color,box-shadow,transform] duration-(--motion-quick) active:translate-y-px focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white shadow-card hover:bg-brand-800',
        secondary: 'bg-paper text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100',
        success: 'bg-success-700 text-white shadow-card hover:bg-success-800',
        danger: 'bg-danger-600 text-white hover:bg-danger-700',
        ghost: 'text-brand-800 hover:bg-brand-100',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        default: 'min-h-touch px-4 py-2 text-base',
        // Small text, still a full 44 px touch target (WCAG 2.5.5).
        sm: 'min-h-touch min-w-touch px-3 text-sm',
        lg: 'min-h-12 px-6 text-lg',
        icon: 'size-touch',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return <Comp className={cn(buttonVariants({ variant, size }), className)} type={asChild ? undefined : (type ?? 'button')} {...props} />;
}
