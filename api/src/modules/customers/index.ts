import {
  ApiError,
  CUSTOMER_CALLS,
  CUSTOMER_MESSAGES,
  CUSTOMER_PAGE_SIZE,
  ERR,
  MESSAGES,
  customerName,
  type Customer,
} from '@storefront/contracts';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../platform/caller';
import { customers } from '../../platform/db/schema';
import { route } from '../../platform/route';
import type { Services } from '../../platform/services';


/** Customers belong to the caller's company; an account with no company keeps its own. */
function ownerOf(caller: Caller): string {
  const account = caller.account;
  if (!account) throw new ApiError(ERR.SESSION_INVALID, MESSAGES.sessionInvalid);
  return account.companyId ?? account.id;
}

const columns = {
  id: customers.id,
  first_name: customers.firstName,
  last_name: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  street_address: customers.streetAddress,
  city: customers.city,
  state: customers.state,
  postal: customers.postal,
  country: customers.country,
};

function toCustomer(row: Omit<Customer, 'name'>): Customer {
  return { ...row, name: customerName(row) };
}

/** `%` and `_` in a search are letters, not wildcards. */
const likeText = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** 25002 on the email field (spec section 8): the form shows it there, not as a toast. */
const emailExists = () => new ApiError(ERR.EMAIL_EXISTS, CUSTOMER_MESSAGES.emailExists, { field: 'email' });

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Customers: the list with search (select customer, checkout customer) and create customer. */
export function customersModule(app: FastifyInstance, services: Services): void {
  const { db } = services;

  route(app, services, CUSTOMER_CALLS.list, {
    handler: async ({ body, caller }) => {
      const owner = ownerOf(caller);
      const limit = body.limit ?? CUSTOMER_PAGE_SIZE;
      const page = body.page ?? 1;
      const search = body.search?.trim() ?? '';
      const where: SQL[] = [eq(customers.ownerId, owner)];
      if (search) {
        where.push(
          sql`(${customers.firstName} || ' ' || ${customers.lastName} || ' ' || ${customers.email}) ilike ${likeText(search)}`,
        );
      }
      const filter = and(...where);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(customers)
          .where(filter)
          .orderBy(asc(sql`lower(${customers.firstName})`), asc(sql`lower(${customers.lastName})`), asc(customers.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(customers).where(filter),
      ]);
      return { list: rows.map(toCustomer), total: total?.n ?? 0 };
    },
  });

  route(app, services, CUSTOMER_CALLS.add, {
    handler: async ({ body, caller }) => {
      const owner = ownerOf(caller);
      const [taken] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.ownerId, owner), eq(customers.email, body.email)))
        .limit(1);
      if (taken) throw emailExists();
      try {
        const [row] = await db
          .insert(customers)
          .values({
            ownerId: owner,
            companyId: caller.account!.companyId,
            createdBy: caller.account!.id,
            firstName: body.first_name,
            lastName: body.last_name,
            email: body.email,
            phone: body.phone,
            streetAddress: body.street_address,
            city: body.city,
            state: body.state,
            postal: body.postal,
            country: body.country,
          })
          .returning(columns);
        return toCustomer(row!);
      } catch (error) {
        // The unique index settles two creations of one email at once.
        if (isUniqueViolation(error)) throw emailExists();
        throw error;
      }
    },
  });
}
