import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import * as z from '@app/shared/zod';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { isSignedIn, rememberedLogin } from '@/lib/auth';

/** Where to go after signing in: only a path inside the app, never another site. */
const searchSchema = z.object({ redirect: z.catch(z.optional(z.string().check(z.startsWith('/'))), '/') });

export const Route = createFileRoute('/login')({
  validateSearch: searchSchema,
  beforeLoad: async () => {
    if (await isSignedIn()) throw redirect({ to: '/' });
  },
  component: LoginPage,
});

function LoginPage() {
  const navigate = useNavigate();
  const { redirect: target } = Route.useSearch();
  return (
    <main className="grid min-h-svh lg:grid-cols-2">
      <section className="bg-primary text-primary-foreground hidden flex-col justify-center gap-4 p-12 lg:flex">
        <p className="text-4xl font-bold">Hisaab</p>
        <p className="max-w-md text-lg opacity-90">
          Empower your business with advanced document handling and insightful billing analysis.
        </p>
      </section>
      <section className="flex items-center justify-center p-6">
        <div className="flex w-full max-w-sm flex-col gap-6">
          <h1 className="text-3xl font-semibold">Welcome Back</h1>
          <SignInForm
            defaultUsername={rememberedLogin()?.username}
            onSignedIn={() => void navigate({ to: target ?? '/' })}
          />
        </div>
      </section>
    </main>
  );
}
