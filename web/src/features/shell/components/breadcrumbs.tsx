import { Link, useLocation } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useEntityName, type NamedEntity } from '../api/get-entity-name';

/**
 * An id in a path stands for a record: spec 2.8's 36 characters of hex and dashes, or a bill's id
 * (the 17 digits of its upload time, a dash and 13 of hex and dashes).
 */
const RECORD_ID = /^(?:[0-9a-f-]{36}|\d{17}-[0-9a-f-]{13})$/i;

/** Which entity an id is, by the path segment before it; the server names these, the rest are 'Details'. */
const ENTITY_BEFORE: Record<string, NamedEntity> = { companies: 'company', products: 'product' };

/** Words written as abbreviations, whole: 'gst-returns' reads 'GST Returns'. */
const ABBREVIATIONS = new Set(['gst']);

/** 'credit-note' reads 'Credit Note': each hyphenated word capitalised. */
const capitalise = (segment: string) =>
  decodeURIComponent(segment)
    .split('-')
    .map((word) => (ABBREVIATIONS.has(word) ? word.toUpperCase() : word.replace(/^./, (c) => c.toUpperCase())))
    .join(' ');

function Segment({
  segment,
  previous,
  companyId,
}: {
  segment: string;
  previous: string | undefined;
  companyId: string | null;
}) {
  const isId = RECORD_ID.test(segment);
  const entity = isId && previous ? ENTITY_BEFORE[previous] : undefined;
  const name = useEntityName(entity, segment, companyId);
  if (!isId) return <>{capitalise(segment)}</>;
  return <>{name.data ?? 'Details'}</>;
}

/**
 * The path as a trail from Home, ids replaced by the names of what they stand for (looked up in
 * the current company).
 */
export function Breadcrumbs({ companyId }: { companyId: string | null }) {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  return (
    <nav aria-label="Breadcrumb" className="text-muted-foreground flex min-w-0 items-center gap-1 text-sm">
      <Link to="/" className="hover:text-foreground">
        Home
      </Link>
      {segments.map((segment, i) => (
        <Fragment key={`${segment}-${i}`}>
          <ChevronRight className="size-3.5 shrink-0" />
          <span className={i === segments.length - 1 ? 'text-foreground truncate font-medium' : 'truncate'}>
            <Segment segment={segment} previous={segments[i - 1]} companyId={companyId} />
          </span>
        </Fragment>
      ))}
    </nav>
  );
}
