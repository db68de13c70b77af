import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { ArticleEditorView } from './ArticleEditorView';
import './dashboard.css';
import { DashboardOverview } from './DashboardOverview';
import { parseView, VIEW_TITLES, viewSearch, type DashboardView } from './dashboardView';
import { OfferEditorView } from './OfferEditorView';
import { ProfileView } from './ProfileView';
import { SavedSearchesView } from './SavedSearchesView';
import { MyInquiriesView } from './MyInquiriesView';
import { focusInView } from '../../a11y/focus';

/** /dashboard: the signed-in person's offers and articles, their forms and the profile. */
export default function DashboardPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = parseView(params);
  const viewKey = viewSearch(view);
  const title = VIEW_TITLES[view.kind];
  useDocumentTitle(title);

  // PageHeading moves focus when the path changes; a new view only changes the query, so the panel does it.
  const shownView = useRef(viewKey);
  useEffect(() => {
    if (shownView.current === viewKey) return;
    shownView.current = viewKey;
    focusInView(document.querySelector<HTMLElement>('h1.page-heading'));
  }, [viewKey]);

  const open = (next: DashboardView) => navigate({ pathname: '/dashboard', search: viewSearch(next) });
  const backToList = () => open({ kind: 'overview' });

  return (
    <div className="dashboard">
      <PageHeading>{title}</PageHeading>
      {view.kind === 'overview' && <DashboardOverview />}
      {view.kind === 'add-offer' && <OfferEditorView onDone={backToList} />}
      {view.kind === 'edit-offer' && <OfferEditorView key={view.id} offerId={view.id} onDone={backToList} />}
      {view.kind === 'add-article' && <ArticleEditorView onDone={backToList} />}
      {view.kind === 'edit-article' && <ArticleEditorView key={view.id} articleId={view.id} onDone={backToList} />}
      {view.kind === 'profile' && <ProfileView onDone={backToList} />}
      {view.kind === 'alerts' && <SavedSearchesView />}
      {view.kind === 'inquiries' && <MyInquiriesView />}
    </div>
  );
}
