import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/marketing/components/contact-page';

export const Route = createFileRoute('/contact')({ component: ContactPage });
