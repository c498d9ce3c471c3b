import type { ComponentProps } from 'react';
import { DropdownMenu as M } from 'radix-ui';
import { cn } from '@/lib/cn';

export const DropdownMenu = M.Root;
export const DropdownMenuTrigger = M.Trigger;

export function DropdownMenuContent({ className, sideOffset = 6, align = 'end', ...props }: ComponentProps<typeof M.Content>) {
  return (
    <M.Portal>
      <M.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-44 rounded-2xl border border-sand-200 bg-white p-1.5 shadow-lift data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      />
    </M.Portal>
  );
}

type ItemProps = ComponentProps<typeof M.Item> & { destructive?: boolean };

export function DropdownMenuItem({ className, destructive, ...props }: ItemProps) {
  return (
    <M.Item
      className={cn(
        'flex min-h-10 cursor-pointer items-center gap-2.5 rounded-xl px-3 text-[15px] outline-none select-none [&_svg]:size-4',
        'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
        // Keyboard focus also gets the app's ring; the pointer's highlight stays the background.
        'focus-visible:outline-solid focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
        destructive ? 'text-status-danger data-[highlighted]:bg-red-50' : 'text-sand-800 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof M.Separator>) {
  return <M.Separator className={cn('-mx-1.5 my-1.5 h-px bg-sand-200', className)} {...props} />;
}
