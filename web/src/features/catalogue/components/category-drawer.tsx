import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { categoryInputSchema, type Category, type CategoryInput } from '@app/shared/catalogue/categories';
import { FormField } from '@/components/form-field';
import { ImageDropzone, type ImageValue } from '@/components/image-dropzone';

import { Input } from '@/components/ui/input';

import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useSaveCategory } from '../api/save-category';
import { CATALOGUE_MESSAGES } from '../messages';
import { DescriptionField } from './description-field';
import { FormSheet } from '@/components/form-sheet';

interface CategoryDraft {
  image: ImageValue;
  category_name: string;
  description: string;
}

const draftOf = (category?: Category): CategoryDraft => ({
  image: { key: category?.image_key ?? null, preview: category?.image ?? null },
  category_name: category?.category_name ?? '',
  description: category?.description ?? '',
});

const resolve = zodResolver(categoryInputSchema);

interface CategoryDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
  /** Edit mode when given. */
  category?: Category;
  onSaved?: (category: Category) => void;
}

/** Spec 2.11 and 5: image, name, description (n/500), Reset Form, Create or Update Category. */
export function CategoryDrawer({ open, onOpenChange, companyId, category, onSaved }: CategoryDrawerProps) {
  const save = useSaveCategory(companyId);
  const form = useForm<CategoryDraft, unknown, CategoryInput>({
    defaultValues: draftOf(category),
    resolver: (draft, context, options) =>
      resolve({ ...draft, company_id: companyId, image: draft.image.key }, context, options as never),
  });
  useEffect(() => {
    if (open) form.reset(draftOf(category));
  }, [open, category, form]);
  const { errors } = form.formState;
  const [name, description] = useWatch({ control: form.control, name: ['category_name', 'description'] });

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: category?._id, input },
      {
        onSuccess: (saved) => {
          notify.success(category ? CATALOGUE_MESSAGES.categoryUpdated : CATALOGUE_MESSAGES.categoryCreated);
          onOpenChange(false);
          form.reset(draftOf());
          onSaved?.(saved);
        },
        onError: (error) => notify.error(failureMessage(error)),
      },
    ),
  );

  return (
    <FormSheet
      open={open}
      onOpenChange={onOpenChange}
      title={category ? 'Update Category' : 'Create Category'}
      description="Categories sort your items, like Tablets or Syrups."
      formId="category-form"
      onSubmit={(event) => void submit(event)}
      onReset={() => form.reset(draftOf(category))}
      saving={save.isPending}
      canSave={name.trim() !== ''}
    >
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ImageDropzone label="Category Image" purpose="category" value={field.value} onChange={field.onChange} />
        )}
      />
      <FormField id="category-name" label="Category Name" required error={errors.category_name?.message}>
        <Input
          id="category-name"
          placeholder="e.g. Tablets"
          aria-invalid={!!errors.category_name}
          {...form.register('category_name')}
        />
      </FormField>
      <DescriptionField
        id="category-description"
        length={description.length}
        error={errors.description?.message}
        field={form.register('description')}
      />
    </FormSheet>
  );
}
