import type { ReactNode, SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';

/**
 * A side drawer holding one form: title and hint above, the fields, and Reset Form and the save
 * button below ('Saving...' while it saves). The form's submit event stays inside the drawer, so a
 * drawer opened from another form never submits that one.
 */
export function FormSheet({
  open,
  onOpenChange,
  title,
  description,
  formId,
  onSubmit,
  onReset,
  saving,
  canSave,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Also the save button's label. */
  title: string;
  description: string;
  formId: string;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  onReset: () => void;
  saving: boolean;
  canSave: boolean;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full gap-0 sm:max-w-md">
        <SheetHeader className="border-b">
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        <form
          id={formId}
          onSubmit={(event) => {
            event.stopPropagation();
            onSubmit(event);
          }}
          noValidate
          className="flex flex-1 flex-col gap-4 overflow-y-auto p-4"
        >
          {children}
        </form>
        <SheetFooter className="flex-row justify-end gap-2 border-t">
          <Button type="button" variant="outline" onClick={onReset}>
            Reset Form
          </Button>
          <Button type="submit" form={formId} disabled={saving || !canSave}>
            {saving ? 'Saving...' : title}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
