import { Building2 } from 'lucide-react';
import { financialYearLabel } from '@app/shared/financial-year';
import type { UserProfile } from '@app/shared/api/users';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const fullName = (user: UserProfile) => [user.name.first, user.name.last].filter(Boolean).join(' ');

/** The signed-in user's name, e-mail and companies. */
export function WelcomeCard({ user }: { user: UserProfile }) {
  return (
    <Card className="w-full max-w-xl">
      <CardHeader>
        <CardTitle className="text-2xl">Welcome, {fullName(user)}</CardTitle>
        <CardDescription>{user.email}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <h2 className="text-muted-foreground text-sm font-medium">Your companies</h2>
        {user.companies.length === 0 ? (
          <p className="text-sm">No companies yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {user.companies.map((company) => (
              <li key={company.company_id} className="flex items-center gap-3 rounded-md border p-3">
                <Building2 className="text-primary size-5" />
                <div>
                  <p className="font-medium">{company.company_name}</p>
                  <p className="text-muted-foreground text-xs">{financialYearLabel(company.financial_year_start)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
