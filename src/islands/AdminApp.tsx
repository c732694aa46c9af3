/**
 * The admin outlet (SPEC §2): child '' prints the dashboard placeholder, child 'i' the
 * contact screen. It routes on the client with the History API, so moving between children
 * does not reload the page.
 */
import { useEffect, useState } from 'react';
import type { AdminChild } from '../i18n/routes';

interface Props {
  paths: Record<AdminChild, string>;
}

const screens: Record<AdminChild, string> = {
  dashboard: 'dashboard works!',
  contact: 'contact works!',
};

function childFor(pathname: string, paths: Props['paths']): AdminChild {
  const clean = pathname.replace(/\/+$/, '');
  return clean === paths.contact ? 'contact' : 'dashboard';
}

export default function AdminApp({ paths }: Props) {
  const [child, setChild] = useState<AdminChild>(() => childFor(window.location.pathname, paths));

  useEffect(() => {
    const onPopState = () => setChild(childFor(window.location.pathname, paths));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [paths]);

  const navigate = (event: React.MouseEvent<HTMLAnchorElement>, to: AdminChild) => {
    event.preventDefault();
    window.history.pushState(null, '', paths[to]);
    setChild(to);
  };

  return (
    <div className="mx-auto max-w-4xl p-6">
      <nav aria-label="Admin" className="mb-6 flex gap-4">
        {(Object.keys(paths) as AdminChild[]).map((key) => (
          <a
            key={key}
            href={paths[key]}
            aria-current={key === child ? 'page' : undefined}
            onClick={(event) => navigate(event, key)}
            className="rounded-md px-3 py-2 font-medium text-navy-900 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
          >
            {key}
          </a>
        ))}
      </nav>
      <main className="rounded-lg bg-white p-6 shadow-sm">
        <p data-admin-screen={child}>{screens[child]}</p>
      </main>
    </div>
  );
}
