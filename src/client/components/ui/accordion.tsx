import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface AccordionSection {
  value: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  sections: readonly AccordionSection[];
  /** The section open at first; none when absent. */
  defaultValue?: string;
  className?: string;
}

/**
 * One section open at a time, and the open one can be closed again (Radix single + collapsible):
 * keyboard (Tab, Enter, Space, arrows, Home, End) and screen readers included.
 */
export function Accordion({ sections, defaultValue, className }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      {...(defaultValue ? { defaultValue } : {})}
      className={cn('divide-y divide-brand-100 overflow-hidden rounded-card bg-paper shadow-card ring-1 ring-brand-100', className)}
    >
      {sections.map((section) => (
        <AccordionPrimitive.Item key={section.value} value={section.value}>
          <AccordionPrimitive.Header asChild>
            <h2>
              <AccordionPrimitive.Trigger className="group flex min-h-14 w-full items-center justify-between gap-3 px-5 py-3 text-left text-lg font-bold text-brand-900 hover:bg-brand-50 focus-visible:outline-offset-[-3px]">
                {section.title}
                <ChevronDown className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
              </AccordionPrimitive.Trigger>
            </h2>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="px-5 pb-5 text-ink">{section.content}</AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
