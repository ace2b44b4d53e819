// Bulk data for the back-office benchmark: customers and orders with varied, realistic names,
// companies and emails, written in multi-row inserts. Deterministic (seeded PRNG).
import type { Database } from '#server/db/client';
import { customers } from '#server/features/customers/customers.tables';
import { orders } from '#server/features/orders/orders.tables';

const FIRST = (
  'Oliver George Harry Jack Jacob Noah Charlie Muhammad Thomas Oscar William James Henry Leo ' +
  'Alfie Joshua Freddie Archie Ethan Isaac Alexander Joseph Edward Samuel Max Daniel Arthur ' +
  'Lucas Mohammed Logan Theo Harrison Benjamin Mason Sebastian Finley Adam Dylan Zachary Riley ' +
  'Olivia Amelia Isla Ava Emily Isabella Mia Poppy Ella Lily Sophia Grace Evie Scarlett Ruby ' +
  'Chloe Isabelle Freya Daisy Sophie Phoebe Florence Alice Matilda Jessica Eleanor Evelyn ' +
  'Sienna Harriet Rosie Ivy Lucy Emma Hannah Margaret Susan Linda Patricia David Michael Paul ' +
  'Richard Peter Andrew Stephen Graham Ian Keith Brian Colin Gareth Rhys Dafydd Siobhan Niamh'
).split(' ');

const LAST = (
  'Smith Jones Williams Taylor Davies Brown Wilson Evans Thomas Johnson Roberts Walker Wright ' +
  'Robinson Thompson White Hughes Edwards Green Hall Wood Harris Lewis Martin Jackson Clarke ' +
  'Clark Turner Hill Scott Cooper Morris Ward Moore King Watson Baker Harrison Morgan Patel ' +
  'Young Allen Mitchell James Anderson Phillips Lee Bell Parker Davis Price Bennett Griffiths ' +
  'Kelly Shaw Cook Richardson Bailey Carter Murphy Jenkins Lloyd Marshall Owen Chapman Mills ' +
  'Ellis Webb Rogers Gray Fisher Stevens Knight Pearson Hunt Palmer Holmes Russell Khan ' +
  'Reynolds Fletcher Barnes Hussain Mason Pritchard Ahmed Cox Dixon Harvey Ali Kaur Singh ' +
  'Doherty Quinn McLaughlin Campbell Stewart Macdonald Fraser Reid Ross Henderson Ferguson ' +
  'Fairbairn Ashworth Blackwood Cartwright Dunmore Fenwick Gillespie Hargreaves Ingram ' +
  'Kershaw Lockwood Merriman Nettleton Ormerod Pennington Ramsbottom Sowerby Thackeray ' +
  'Umpleby Vickers Whitworth Yardley Ackroyd Bottomley Crabtree Dewhurst Entwistle Fothergill'
).split(' ');

const PLACES = (
  'Scunthorpe Doncaster Lincoln Grimsby Hull York Leeds Sheffield Derby Nottingham Leicester ' +
  'Norwich Ipswich Carlisle Kendal Hexham Alnwick Brecon Ludlow Hereford Malton Thirsk Ripon ' +
  'Skipton Harrogate Pickering Whitby Boston Spalding Stamford Newark Retford Gainsborough'
).split(' ');

const COMPANY_KINDS = [
  'Farms Ltd',
  'Estates',
  'Heating Services',
  'Holiday Cottages',
  'Poultry Ltd',
  'Garden Centre',
  'Nurseries',
  'Leisure Centre',
  'Primary School',
  'Hotel',
  'Care Home',
  'Engineering Ltd',
  'Dairy',
  '& Sons',
];

const DOMAINS = [
  'gmail.com',
  'hotmail.co.uk',
  'outlook.com',
  'yahoo.co.uk',
  'btinternet.com',
  'icloud.com',
  'sky.com',
];

const REGIONS: [name: string, postcode: string][] = [
  ['Doncaster', 'DN15 8QA'],
  ['Lincoln', 'LN1 1AA'],
  ['Hull', 'HU1 1AA'],
  ['York', 'YO1 7HH'],
  ['Leeds', 'LS1 4AP'],
  ['Sheffield', 'S1 2HE'],
];

/** mulberry32: small, fast and good enough for varied test data. */
function prng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

const random = prng(20_251_121);
const DAY_MS = 86_400_000;
const BATCH = 1000;

interface Person {
  firstName: string;
  lastName: string;
  companyName: string | null;
  email: string;
}

function person(n: number): Person {
  const firstName = random.pick(FIRST);
  const lastName = random.pick(LAST);
  const companyName =
    random.next() < 0.3
      ? `${random.next() < 0.5 ? lastName : random.pick(PLACES)} ${random.pick(COMPANY_KINDS)}`
      : null;
  const local = `${firstName}.${lastName}${n % 97}`.toLowerCase();
  return { firstName, lastName, companyName, email: `${local}.${n}@${random.pick(DOMAINS)}` };
}

/** Inserts `count` customers; answers their ids with the names their orders will carry. */
export async function seedCustomers(
  db: Database,
  count: number,
  now: Date,
): Promise<(Person & { id: number })[]> {
  const seeded: (Person & { id: number })[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const who = person(start + i);
      return {
        ...who,
        passwordHash: 'scrypt$benchmark-only$not-a-real-hash',
        phone: `01632 ${String(100_000 + start + i).slice(-6)}`,
        addressLine1: `${1 + ((start + i) % 180)} ${random.pick(PLACES)} Road`,
        city: random.pick(PLACES),
        postcode: random.pick(REGIONS)[1],
        vatRate: random.next() < 0.9 ? 5 : 20,
        createdAt: new Date(now.getTime() - random.next() * 3 * 365 * DAY_MS),
      };
    });
    const rows = await db
      .insert(customers)
      .values(batch)
      .returning({ id: customers.id, email: customers.email });
    rows.forEach((row, i) => seeded.push({ ...batch[i]!, id: row.id }));
  }
  return seeded;
}

/** Inserts `count` orders over three years, about 60% from customer accounts. */
export async function seedOrders(
  db: Database,
  count: number,
  accounts: readonly (Person & { id: number })[],
  now: Date,
): Promise<void> {
  const spanMs = 3 * 365 * DAY_MS;
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const n = start + i;
      const account = random.next() < 0.6 ? random.pick(accounts) : null;
      const who = account ?? person(1_000_000 + n);
      const [region, postcode] = random.pick(REGIONS);
      const tonnes = 1 + Math.floor(random.next() * 20) / 2;
      return {
        customerId: account?.id ?? null,
        firstName: who.firstName,
        lastName: who.lastName,
        companyName: who.companyName,
        email: who.email,
        phone: '01632 960123',
        addressLine1: `${1 + (n % 180)} Station Road`,
        city: random.pick(PLACES),
        postcode,
        region,
        quantity: tonnes.toFixed(1),
        unitPrice: '289.00',
        vatAmount: ((tonnes * 289 * 5) / 100).toFixed(2),
        totalPrice: ((tonnes * 289 * 105) / 100).toFixed(2),
        status: random.pick(['pending', 'confirmed', 'confirmed', 'cancelled'] as const),
        // Older orders first, as a real shop accumulates them.
        createdAt: new Date(now.getTime() - spanMs + (spanMs * n) / count),
      };
    });
    await db.insert(orders).values(batch);
  }
}

/** Search terms an administrator would type: surnames, first names, companies, emails. */
export function searchTerms(): string[] {
  return [
    ...LAST.slice(0, 40).map((s) => s.toLowerCase()),
    ...LAST.slice(-20),
    ...FIRST.slice(0, 20),
    'farms',
    'Estates',
    'care home',
    'scunthorpe',
    'hotmail',
    'btinternet.com',
    'oliver.smith',
    'amelia jones',
    'gareth',
    'fothergill',
    'xyz-no-match',
  ];
}
