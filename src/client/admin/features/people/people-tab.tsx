import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';

import * as endpoints from '#shared/api/people';
import type { Person } from '#shared/schemas/people';
import { invalidatePeople, usePeople } from '#client/admin/api/people.ts';
import { Badge, type BadgeTone } from '#client/admin/components/badge.tsx';
import { toastFailure } from '#client/admin/components/failure-toast.ts';
import { formatDateTime } from '#client/admin/components/format.ts';
import { whenClosed } from '#client/admin/components/form-dialog.tsx';
import { ListTable } from '#client/admin/components/list-table.tsx';
import { TabHeader } from '#client/admin/components/tab-header.tsx';
import { InvitePersonDialog } from '#client/admin/features/people/invite-person-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TableCell, TableRow } from '#client/components/ui/table.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { call } from '#client/lib/api-client.ts';

const COLUMNS = ['Name', 'Email', 'Role', 'Status', 'Last sign-in', 'Actions'];
const ROLE_LABELS = { owner: 'Owner', office: 'Office', driver: 'Driver' } as const;
const STATUS: Record<Person['status'], { label: string; tone: BadgeTone }> = {
  invited: { label: 'Invited', tone: 'warning' },
  active: { label: 'Active', tone: 'success' },
  suspended: { label: 'Suspended', tone: 'danger' },
};

type Action = 'suspend' | 'reinstate' | 'resend';

const ACTIONS: Record<
  Action,
  { label: string; done: string; call: (id: number) => Promise<Person> }
> = {
  suspend: {
    label: 'Suspend',
    done: 'is suspended: their sessions have ended.',
    call: (id) => call(endpoints.suspendPerson, { params: { id } }),
  },
  reinstate: {
    label: 'Reinstate',
    done: 'may sign in again.',
    call: (id) => call(endpoints.reinstatePerson, { params: { id } }),
  },
  resend: {
    label: 'Resend invitation',
    done: 'has a new invitation link; the earlier one no longer works.',
    call: (id) => call(endpoints.resendInvitation, { params: { id } }),
  },
};

/** What the owner may do to a person now: nothing to the owner themself. */
function actionsFor(person: Person): Action[] {
  if (person.role === 'owner') return [];
  if (person.status === 'suspended') return ['reinstate'];
  return person.status === 'invited' ? ['resend', 'suspend'] : ['suspend'];
}

function PersonActions({ person }: { person: Person }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (action: Action) => ACTIONS[action].call(person.id),
    onSuccess: (_saved, action) => {
      toast({ title: `${person.name} ${ACTIONS[action].done}`, variant: 'success' });
      void invalidatePeople(queryClient);
    },
    onError: toastFailure({ title: 'Not changed', fallback: 'Please try again.' }),
  });
  return (
    <div className="flex flex-wrap gap-2">
      {actionsFor(person).map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'suspend' ? 'danger' : 'outline'}
          disabled={change.isPending}
          onClick={() => change.mutate(action)}
          aria-label={`${ACTIONS[action].label} ${person.name}`}
        >
          {ACTIONS[action].label}
        </Button>
      ))}
    </div>
  );
}

/** The owner's view of everyone who may sign in: roles, status, last sign-in (decision 044). */
export function PeopleTab() {
  const people = usePeople();
  const [inviting, setInviting] = useState(false);
  return (
    <section className="grid gap-4">
      <TabHeader
        title="People"
        description="Everyone who may sign in to the back office. Suspending someone ends their sessions at once."
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden className="size-4" />
            Invite a person
          </Button>
        }
      />
      <ListTable
        label="People"
        columns={COLUMNS}
        items={people.data?.people}
        isLoading={people.isPending}
        error={people.error}
        noun="people"
        cardsOnPhone
      >
        {(person) => (
          <TableRow key={person.id}>
            <TableCell data-label="Name" className="font-medium">
              {person.name}
            </TableCell>
            <TableCell data-label="Email">{person.email ?? 'Admin password'}</TableCell>
            <TableCell data-label="Role">{ROLE_LABELS[person.role]}</TableCell>
            <TableCell data-label="Status">
              <Badge tone={STATUS[person.status].tone}>{STATUS[person.status].label}</Badge>
            </TableCell>
            <TableCell data-label="Last sign-in" className="whitespace-nowrap">
              {person.lastSignInAt ? (
                <time dateTime={person.lastSignInAt}>{formatDateTime(person.lastSignInAt)}</time>
              ) : (
                'Never'
              )}
            </TableCell>
            <TableCell data-label="Actions">
              <PersonActions person={person} />
            </TableCell>
          </TableRow>
        )}
      </ListTable>
      {inviting ? <InvitePersonDialog onOpenChange={whenClosed(() => setInviting(false))} /> : null}
    </section>
  );
}
