import type { ReactNode } from 'react';
import { paths } from '@careroster/shared/paths';
import { Link } from './link';

const footerLinks = [
  { label: 'Terms of service', to: paths.termsOfServices },
  { label: 'Privacy policy', to: paths.privacyPolicy },
  { label: 'Charges', to: paths.charges },
  { label: 'Contact us', to: paths.contactUs },
];

/** The frame of the light public pages: the look of components/public-page.tsx, in plain CSS. */
export function PublicFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="pub-page">
      <div className={wide ? 'pub-container pub-container-wide' : 'pub-container'}>
        <Link to={paths.landing} className="pub-brand">
          CareRoster
        </Link>
        <main>{children}</main>
        <footer className="pub-footer">
          {footerLinks.map((link) => (
            <Link key={link.to} to={link.to} className="pub-footer-link">
              {link.label}
            </Link>
          ))}
        </footer>
      </div>
    </div>
  );
}

/** The bordered card a form sits in, with its heading (Mantine's Paper and Title before). */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="pub-card">
      <h1 className="pub-title">{title}</h1>
      {children}
    </section>
  );
}
