import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type * as React from 'react';
import { DayPicker } from 'react-day-picker';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

function Calendar({ className, classNames, showOutsideDays = true, ...props }: React.ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn('p-3', className)}
      classNames={{
        months: 'relative flex flex-col gap-4 sm:flex-row',
        month: 'flex w-full flex-col gap-4',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: cn(buttonVariants({ variant: 'ghost' }), 'size-8 p-0'),
        button_next: cn(buttonVariants({ variant: 'ghost' }), 'size-8 p-0'),
        month_caption: 'flex h-8 items-center justify-center',
        // In the month and year dropdowns the label sits beside a small down chevron.
        caption_label:
          'flex h-8 items-center gap-1 rounded-md pl-2 pr-1 text-sm font-medium [&>svg]:size-3.5 [&>svg]:text-muted-foreground',
        dropdowns: 'flex items-center gap-1 text-sm font-medium',
        dropdown_root: 'relative rounded-md border',
        dropdown: 'absolute inset-0 opacity-0',
        weekdays: 'flex',
        weekday: 'text-muted-foreground w-8 text-[0.8rem] font-normal',
        week: 'mt-2 flex w-full',
        day: 'relative size-8 p-0 text-center text-sm',
        day_button: cn(buttonVariants({ variant: 'ghost' }), 'size-8 p-0 font-normal aria-selected:opacity-100'),
        selected: 'bg-primary text-primary-foreground rounded-md [&>button]:hover:bg-primary',
        today: 'bg-accent text-accent-foreground rounded-md',
        outside: 'text-muted-foreground opacity-50',
        disabled: 'text-muted-foreground opacity-50',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === 'left' ? (
            <ChevronLeftIcon className="size-4" />
          ) : orientation === 'right' ? (
            <ChevronRightIcon className="size-4" />
          ) : (
            <ChevronDownIcon className="size-4" />
          ),
      }}
      {...props}
    />
  );
}

export { Calendar };
