import { BLOG_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import { ApiError } from '../../../shared/errors';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Spinner } from '../../components/Spinner';
import { ArticleForm } from '../../forms/article/ArticleForm';
import { useApiData } from '../../hooks/useApiData';
import { ownArticleRequest } from '../../pageRequests';

interface ArticleEditorViewProps {
  /** The article to edit; without it a new article is written. */
  articleId?: string;
  onDone: () => void;
}

export function ArticleEditorView({ articleId, onDone }: ArticleEditorViewProps) {
  if (!articleId) return <ArticleForm onCancel={onDone} onSaved={onDone} />;
  return <EditArticle articleId={articleId} onDone={onDone} />;
}

/** Only the article being edited is loaded: the API answers 404 for an unknown id or someone else's article. */
function EditArticle({ articleId, onDone }: { articleId: string; onDone: () => void }) {
  const request = ownArticleRequest(articleId);
  const post = useApiData(request.load, request.key);
  if (post.state === 'loading') return <Spinner label="Wczytywanie artykułu…" />;
  if (post.state === 'error') {
    const notFound = post.error instanceof ApiError && post.error.status === 404;
    return (
      <>
        {notFound ? (
          <div className="notice notice-danger" role="alert">
            <p>{BLOG_MESSAGES.notFound}</p>
          </div>
        ) : (
          <ErrorNotice error={post.error} title={USER_PANEL_MESSAGES.loadFailed} onRetry={post.reload} />
        )}
        <p>
          <button type="button" className="btn btn-secondary" onClick={onDone}>
            Wróć do listy
          </button>
        </p>
      </>
    );
  }
  return <ArticleForm post={post.data} onCancel={onDone} onSaved={onDone} />;
}
