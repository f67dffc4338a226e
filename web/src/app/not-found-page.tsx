import { ButtonLink } from '../components/ui/button';
import { HomeIcon } from '../components/ui/icons';
import { t } from '../i18n';
import { usePageTitle } from '../lib/page-title';

/** Any path the portal does not know (SPEC §2), signed in or not. */
export function NotFoundPage() {
  usePageTitle(t('page.notFound'));
  return (
    <main id="main-content" className="centered-page">
      <section className="card not-found" aria-labelledby="not-found-title">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className="not-found__title">
          {t('page.notFound')}
        </h1>
        <p className="muted">{t('notFound.body')}</p>
        <ButtonLink to="/dashboard" variant="primary" icon={<HomeIcon />}>
          {t('notFound.home')}
        </ButtonLink>
      </section>
    </main>
  );
}
