import type { ReactNode } from 'react';
import { PublicFrame } from '../../../public-shell/public-frame';

export interface InfoSection {
  heading: string;
  body: ReactNode;
}

export const SUPPORT_EMAIL = 'support@careroster.example';

/** An information page of the light public app (decision 060). */
export function InfoArticle({ title, updated, sections }: { title: string; updated: string; sections: InfoSection[] }) {
  return (
    <PublicFrame wide>
      <article className="pub-card pub-article">
        <h1 className="pub-title pub-article-title">{title}</h1>
        <p className="pub-text pub-updated">Last updated {updated}</p>
        <div className="pub-sections">
          {sections.map((section) => (
            <section key={section.heading}>
              <h2 className="pub-section-title">{section.heading}</h2>
              <div className="pub-section-body">{section.body}</div>
            </section>
          ))}
        </div>
      </article>
    </PublicFrame>
  );
}
