import { API_V1 } from '../../../shared/http';
import { BLOG_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import type { BlogPost } from '../../../shared/types';
import { api } from '../../api';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Spinner } from '../../components/Spinner';
import { ArticleForm } from '../../forms/article/ArticleForm';
import { useApiData } from '../../hooks/useApiData';

interface ArticleEditorViewProps {
  /** The article to edit; without it a new article is written. */
  articleId?: string;
  onDone: () => void;
}

export function ArticleEditorView({ articleId, onDone }: ArticleEditorViewProps) {
  if (!articleId) return <ArticleForm onCancel={onDone} onSaved={onDone} />;
  return <EditArticle articleId={articleId} onDone={onDone} />;
}

/** Articles are read publicly by slug, so the author's own list (all statuses) is where one is found by id. */
function EditArticle({ articleId, onDone }: { articleId: string; onDone: () => void }) {
  const posts = useApiData((signal) => api.get<BlogPost[]>(`${API_V1}/users/me/blog-posts`, { signal }), articleId);
  if (posts.state === 'loading') return <Spinner label="Wczytywanie artykułu…" />;
  const post = posts.state === 'success' ? posts.data.find((candidate) => candidate.id === articleId) : undefined;
  if (!post) {
    return (
      <>
        {posts.state === 'error' ? (
          <ErrorNotice error={posts.error} title={USER_PANEL_MESSAGES.loadFailed} onRetry={posts.reload} />
        ) : (
          <div className="notice notice-danger" role="alert">
            <p>{BLOG_MESSAGES.notFound}</p>
          </div>
        )}
        <p>
          <button type="button" className="btn btn-secondary" onClick={onDone}>
            Wróć do listy
          </button>
        </p>
      </>
    );
  }
  return <ArticleForm post={post} onCancel={onDone} onSaved={onDone} />;
}
