import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A data table in a rounded white frame that scrolls (sideways on small screens, downwards when
 * `frameClassName` caps its height) while the header row stays on top.
 */
export function Table({ className, frameClassName, ...props }: ComponentProps<'table'> & { frameClassName?: string }) {
  return (
    <div className={cn('overflow-auto rounded-2xl bg-white ring-1 ring-brand-100', frameClassName)}>
      <table className={cn('w-full border-collapse text-left', className)} {...props} />
    </div>
  );
}

/** The table's name, for screen readers (the heading above it names it on screen). */
export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('sr-only', className)} {...props} />;
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('sticky top-0 z-10 bg-brand-100 text-brand-900', className)} {...props} />;
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-t border-brand-100 align-top', className)} {...props} />;
}

/**
 * A header cell: of a column unless told `scope="row"`. Its words never break inside ('Autor e'):
 * the body's overflow-wrap is for what users type; a narrow table scrolls sideways instead.
 */
export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th scope={scope} className={cn('p-3 [overflow-wrap:normal]', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('p-3', className)} {...props} />;
}
