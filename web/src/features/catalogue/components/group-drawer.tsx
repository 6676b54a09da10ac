import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  inventoryGroupInputSchema,
  PRIMARY_GROUP,
  type InventoryGroup,
  type InventoryGroupInput,
  type InventoryGroupOption,
} from '@app/shared/catalogue/inventory-groups';
import { Combobox } from '@/components/combobox';
import { FormField } from '@/components/form-field';
import { ImageDropzone, type ImageValue } from '@/components/image-dropzone';

import { Input } from '@/components/ui/input';

import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useGroupOptions } from '@/hooks/use-catalogue-options';
import { useSaveGroup } from '../api/save-group';
import { CATALOGUE_MESSAGES } from '../messages';
import { DescriptionField } from './description-field';
import { FormSheet } from '@/components/form-sheet';

interface GroupDraft {
  image: ImageValue;
  inventory_group_name: string;
  /** The parent's id; empty for the Primary Group. */
  parent: string;
  description: string;
}

const draftOf = (group?: InventoryGroup): GroupDraft => ({
  image: { key: group?.image_key ?? null, preview: group?.image ?? null },
  inventory_group_name: group?.inventory_group_name ?? '',
  parent: group?.parent_id ?? '',
  description: group?.description ?? '',
});

/** A group cannot sit under itself or under one of its own sub-groups. */
function parentChoices(options: InventoryGroupOption[], editing: string | undefined) {
  if (!editing) return options;
  const excluded = new Set([editing]);
  for (let grew = true; grew;) {
    grew = false;
    for (const option of options) {
      if (option.parent_id && excluded.has(option.parent_id) && !excluded.has(option._id)) {
        excluded.add(option._id);
        grew = true;
      }
    }
  }
  return options.filter((option) => !excluded.has(option._id));
}

const resolve = zodResolver(inventoryGroupInputSchema);

interface GroupDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
  group?: InventoryGroup;
  onSaved?: (group: InventoryGroup) => void;
}

/** Spec 2.12 and 5: image, name, parent group (default 'Primary Group'), description. */
export function GroupDrawer({ open, onOpenChange, companyId, group, onSaved }: GroupDrawerProps) {
  const save = useSaveGroup(companyId);
  const { data: options = [] } = useGroupOptions(companyId);
  const form = useForm<GroupDraft, unknown, InventoryGroupInput>({
    defaultValues: draftOf(group),
    resolver: (draft, context, options) =>
      resolve({ ...draft, company_id: companyId, image: draft.image.key }, context, options as never),
  });
  useEffect(() => {
    if (open) form.reset(draftOf(group));
  }, [open, group, form]);
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' });

  const submit = form.handleSubmit((input) => {
    const done = notify.loading(group ? CATALOGUE_MESSAGES.groupUpdating : CATALOGUE_MESSAGES.groupCreating);
    save.mutate(
      { id: group?._id, input },
      {
        onSuccess: (saved) => {
          notify.success(group ? CATALOGUE_MESSAGES.groupUpdated : CATALOGUE_MESSAGES.groupCreated);
          onOpenChange(false);
          form.reset(draftOf());
          onSaved?.(saved);
        },
        onError: (error) =>
          notify.error(
            failureMessage(error, group ? CATALOGUE_MESSAGES.groupUpdateFailed : CATALOGUE_MESSAGES.groupCreateFailed),
          ),
        onSettled: done,
      },
    );
  });

  const parents = [
    { value: '', label: PRIMARY_GROUP },
    ...parentChoices(options, group?._id).map((option) => ({
      value: option._id,
      label: option.inventory_group_name,
    })),
  ];

  return (
    <FormSheet
      open={open}
      onOpenChange={onOpenChange}
      title={group ? 'Update Group' : 'Create Group'}
      description="Groups gather items the way your books report them."
      formId="group-form"
      onSubmit={(event) => void submit(event)}
      onReset={() => form.reset(draftOf(group))}
      saving={save.isPending}
      canSave
    >
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ImageDropzone label="Group Image" purpose="group" value={field.value} onChange={field.onChange} />
        )}
      />
      <FormField id="group-name" label="Group Name" required error={errors.inventory_group_name?.message}>
        <Input
          id="group-name"
          placeholder="e.g. Pain Relief"
          aria-invalid={!!errors.inventory_group_name}
          {...form.register('inventory_group_name')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="parent"
        render={({ field }) => (
          <FormField id="group-parent" label="Parent Group" error={errors.parent?.message}>
            <Combobox
              id="group-parent"
              value={field.value}
              onChange={field.onChange}
              options={parents}
              placeholder={PRIMARY_GROUP}
              searchPlaceholder="Search groups..."
              emptyText="No groups found"
            />
          </FormField>
        )}
      />
      <DescriptionField
        id="group-description"
        length={description.length}
        error={errors.description?.message}
        field={form.register('description')}
      />
    </FormSheet>
  );
}
