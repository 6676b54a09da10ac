import { createFileRoute } from '@tanstack/react-router';
import { CookiesPage } from '@/features/marketing/components/cookies-page';

export const Route = createFileRoute('/cookies')({ component: CookiesPage });
