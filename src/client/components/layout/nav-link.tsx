import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';

import { cn } from '#client/lib/cn.ts';

/** A navigation link that marks itself as the current page. */
export function NavLink({
  href,
  className,
  activeClassName,
  children,
  onClick,
}: {
  href: string;
  className?: string;
  activeClassName?: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  const [isActive] = useRoute(href);
  return (
    <Link
      href={href}
      onClick={onClick}
      aria-current={isActive ? 'page' : undefined}
      className={cn(className, isActive && activeClassName)}
    >
      {children}
    </Link>
  );
}
