import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { profileUpdateSchema, type ProfileUpdate } from '@app/shared/profile';
import type { UserProfile } from '@app/shared/api/users';
import { DEFAULT_DIAL_CODE } from '@app/shared/reference/dial-codes';
import { DialCodeSelect } from '@/components/dial-code-select';
import { FormField } from '@/components/form-field';
import { ImageDropzone, type ImageValue } from '@/components/image-dropzone';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { notify } from '@/lib/toast';
import { PROFILE_MESSAGES, useUpdateProfile } from '../api/profile-mutations';

interface Values {
  first: string;
  last: string;
  code: string;
  phone: string;
  image: ImageValue;
}

const valuesOf = (user: UserProfile): Values => ({
  first: user.name.first,
  last: user.name.last,
  code: user.phone.code || DEFAULT_DIAL_CODE,
  phone: user.phone.number,
  image: { key: user.image_key, preview: user.image },
});

/** Spec: last name, code, phone and image are sent only when filled. */
function updateFrom(values: Values): ProfileUpdate {
  return {
    first: values.first,
    ...(values.last.trim() ? { last: values.last } : {}),
    ...(values.phone.trim() ? { code: values.code, phone: values.phone } : {}),
    image: values.image.key,
  };
}

const resolve = zodResolver(profileUpdateSchema);

/** Spec (Profile): the right-side 'Edit Basic Details' drawer. The e-mail is the sign-in and stays. */
export function EditProfileDrawer({
  user,
  open,
  onOpenChange,
}: {
  user: UserProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateProfile(user._id);
  const form = useForm<Values, unknown, ProfileUpdate>({
    defaultValues: valuesOf(user),
    resolver: (values, context, options) => resolve(updateFrom(values), context, options as never),
  });
  useEffect(() => {
    if (open) form.reset(valuesOf(user));
  }, [open, user, form]);
  const { errors } = form.formState;
  const submit = form.handleSubmit((profile) =>
    update.mutate(profile, {
      onSuccess: () => {
        notify.success(PROFILE_MESSAGES.updated);
        onOpenChange(false);
      },
      onError: () => notify.error(PROFILE_MESSAGES.updateFailed),
    }),
  );
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full sm:max-w-md">
        <SheetHeader className="border-b">
          <SheetTitle>Edit Basic Details</SheetTitle>
          <SheetDescription>Your name, phone and picture.</SheetDescription>
        </SheetHeader>
        <form
          id="profile-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          className="flex flex-1 flex-col gap-4 overflow-y-auto px-4"
        >
          <Controller
            control={form.control}
            name="image"
            render={({ field }) => (
              <ImageDropzone label="Picture" purpose="profile" value={field.value} onChange={field.onChange} />
            )}
          />
          <FormField id="profile-first" label="First name" required error={errors.first?.message}>
            <Input id="profile-first" aria-invalid={!!errors.first} {...form.register('first')} />
          </FormField>
          <FormField id="profile-last" label="Last name" error={errors.last?.message}>
            <Input id="profile-last" {...form.register('last')} />
          </FormField>
          <FormField id="profile-email" label="Email" hint="Your sign-in e-mail cannot be changed here.">
            <Input id="profile-email" value={user.email} readOnly disabled />
          </FormField>
          <div className="grid grid-cols-[8rem_1fr] gap-2">
            <Controller
              control={form.control}
              name="code"
              render={({ field }) => (
                <FormField id="profile-code" label="Code" error={errors.code?.message}>
                  <DialCodeSelect id="profile-code" value={field.value} onChange={field.onChange} />
                </FormField>
              )}
            />
            <FormField id="profile-phone" label="Phone" error={errors.phone?.message}>
              <Input
                id="profile-phone"
                inputMode="numeric"
                maxLength={10}
                aria-invalid={!!errors.phone}
                {...form.register('phone')}
              />
            </FormField>
          </div>
        </form>
        <SheetFooter className="flex-row justify-end border-t">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="profile-form" disabled={update.isPending}>
            {update.isPending ? 'Updating...' : 'Update'}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
