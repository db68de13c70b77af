import { BLOG_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import { ApiError } from '../../../shared/errors';
import { AsyncContent } from '../../components/AsyncContent';
import { ArticleForm } from '../../forms/article/ArticleForm';
import { useApiData } from '../../hooks/useApiData';
import { ownArticleRequest } from '../../requests';

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
  const post = useApiData(ownArticleRequest(articleId));
  const backToList = (
    <p>
      <button type="button" className="btn btn-secondary" onClick={onDone}>
        Wróć do listy
      </button>
    </p>
  );
  if (post.state === 'error' && post.error instanceof ApiError && post.error.status === 404) {
    return (
      <>
        <div className="notice notice-danger" role="alert">
          <p>{BLOG_MESSAGES.notFound}</p>
        </div>
        {backToList}
      </>
    );
  }
  return (
    <AsyncContent
      data={post}
      loadingLabel="Wczytywanie artykułu…"
      errorTitle={USER_PANEL_MESSAGES.loadFailed}
      errorActions={backToList}
    >
      {(loaded) => <ArticleForm post={loaded} onCancel={onDone} onSaved={onDone} />}
    </AsyncContent>
  );
}
