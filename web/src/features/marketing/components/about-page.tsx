import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AboutCompany } from './about-company';
import { AboutValues } from './about-values';
import { PageHeader } from './page-header';
import { PublicLayout } from './public-layout';

/** Spec 2.1: /about with two tabs, 'Our Company' and 'Our Values'. */
export function AboutPage() {
  return (
    <PublicLayout>
      <PageHeader eyebrow="About us" title="About Hisaab">
        Accounting and inventory software that India&apos;s small businesses can trust every day.
      </PageHeader>
      <Tabs defaultValue="company" className="mx-auto max-w-5xl items-center gap-8 px-4 pb-20 sm:px-6">
        <TabsList>
          <TabsTrigger value="company" className="px-4">
            Our Company
          </TabsTrigger>
          <TabsTrigger value="values" className="px-4">
            Our Values
          </TabsTrigger>
        </TabsList>
        <TabsContent value="company" className="w-full">
          <AboutCompany />
        </TabsContent>
        <TabsContent value="values" className="w-full">
          <AboutValues />
        </TabsContent>
      </Tabs>
    </PublicLayout>
  );
}
