import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '@/features/marketing/components/security-page';

export const Route = createFileRoute('/security')({ component: SecurityPage });
