import { lazy, Suspense, useEffect, useState } from 'react';
import { Pencil } from 'lucide-react';

import type { CurrentCustomer } from '#shared/schemas/customers';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';

// The edit form and its validation load after the account has painted (or at once when the
// customer asks to edit), so the first paint does not wait for them.
const PRELOAD_AFTER_MS = 1000;
const loadProfileForm = () => import('#client/features/account/components/profile-form.tsx');
const ProfileForm = lazy(async () => ({ default: (await loadProfileForm()).ProfileForm }));

type ProfileField = Exclude<keyof CurrentCustomer, 'id' | 'vatRate' | 'createdAt'>;

/** Screen order; the address fields say 'Not specified' when empty, the others 'Not provided'. */
const rows: { key: ProfileField; label: string; address?: boolean }[] = [
  { key: 'firstName', label: 'First Name' },
  { key: 'lastName', label: 'Last Name' },
  { key: 'email', label: 'Email' },
  { key: 'companyName', label: 'Company Name' },
  { key: 'phone', label: 'Phone' },
  { key: 'addressLine1', label: 'Address Line 1', address: true },
  { key: 'addressLine2', label: 'Address Line 2', address: true },
  { key: 'city', label: 'City', address: true },
  { key: 'postcode', label: 'Postcode', address: true },
];

function ProfileDetails({ customer }: { customer: CurrentCustomer }) {
  return (
    <dl className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(({ key, label, address }) => {
        const value = customer[key];
        const text = typeof value === 'string' && value.trim() !== '' ? value : null;
        return (
          <div key={key} className={key === 'email' ? 'sm:col-span-2' : undefined}>
            <dt className="text-sm font-medium text-stone-500">{label}</dt>
            <dd
              data-testid={`profile-${key}`}
              className={text ? 'break-words text-stone-900' : 'text-stone-500 italic'}
            >
              {text ?? (address ? 'Not specified' : 'Not provided')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The profile in view mode, or the edit form (spec section 4: the two modes toggle). */
export function ProfileCard({ customer }: { customer: CurrentCustomer }) {
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => void loadProfileForm().catch(() => undefined), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Card>
      <CardContent>
        <section aria-labelledby="profile-heading">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="profile-heading" className="text-lg font-bold text-stone-900">
              Profile Information
            </h2>
            {editing ? null : (
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden className="size-4" />
                Edit Profile
              </Button>
            )}
          </div>
          {editing ? (
            <Suspense fallback={<p className="mt-5 text-stone-500">Loading the form…</p>}>
              <ProfileForm customer={customer} onDone={() => setEditing(false)} />
            </Suspense>
          ) : (
            <ProfileDetails customer={customer} />
          )}
        </section>
      </CardContent>
    </Card>
  );
}
