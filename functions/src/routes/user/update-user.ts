import { updateUser } from '@app/shared/api/routes/user/update-user';
import { listMemberships } from '#lib/db/memberships';
import { getUser, updateProfile } from '#lib/db/users';
import { NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';
import { presentUser } from '#lib/presenters/user';
import { verifyNewImages } from '#lib/s3/images';

/** Saves the profile drawer. Only the caller's own profile can be addressed: any other id is a 404. */
export const handler = defineRoute(updateUser, {}, async ({ caller, params, body }) => {
  const user = params.id === caller.sub ? await getUser(caller.sub) : undefined;
  if (!user) throw new NotFoundError('User profile not found');
  await verifyNewImages(caller.sub, [{ field: 'image', key: body.image, current: user.image_key }]);
  const changes = {
    name: { first: body.first, last: body.last ?? '' },
    phone: { code: body.code ?? '', number: body.phone ?? '' },
    image_key: body.image ?? null,
  };
  await updateProfile(caller.sub, changes);
  const profile = await presentUser({ ...user, ...changes }, await listMemberships(caller.sub), caller);
  return { message: 'User successfully updated! 🎉', data: profile };
});
