import { useEffect, useRef, useState, type FormEvent } from 'react';
import '../forms.css';
import { ApiError } from '../../../shared/errors';
import { API_V1 } from '../../../shared/http';
import { BLOG_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import { AUTHOR_STATUS_MESSAGES } from '../../../shared/messagesAuthoring';
import { canModerate } from '../../../shared/permissions';
import { BLOG_STATUS_MACHINE, heldByDecision } from '../../../shared/statusMachines';
import { slugify } from '../../../shared/slug';
import type { BlogPost } from '../../../shared/types';
import { api } from '../../api';
import { useSession } from '../../session/SessionProvider';
import { useToast } from '../../toast/ToastProvider';
import { useErrorToast } from '../../toast/useErrorToast';
import { useApiData } from '../../hooks/useApiData';
import { categoriesRequest } from '../../requests';
import { ErrorSummary } from '../ErrorSummary';
import { RequiredFieldsNote } from '../fields';
import { focusControl } from '../RadioGroup';
import { useFormErrors } from '../useFormErrors';
import { useDraft } from '../useDraft';
import { sameValues } from '../../../shared/drafts';
import { useUnsavedChanges } from '../useUnsavedChanges';
import {
  articleControlId,
  articlePayload,
  EMPTY_ARTICLE,
  isMissingRequired,
  sortArticleErrors,
  validateArticle,
  valuesFromPost,
  type ArticleFormStatus,
  type ArticleFormValues,
} from './articleFormValues';
import {
  BasicSection,
  ContentSection,
  MediaSection,
  PaymentSection,
  SeoSection,
  type SetArticleField,
} from './ArticleSections';

interface ArticleFormProps {
  /** The article being edited; absent when writing a new one. */
  post?: BlogPost;
  onCancel: () => void;
  onSaved: (post: BlogPost) => void;
}

/** The blog article form in five sections; the shared blog schema validates, the server decides the status. */
export function ArticleForm({ post, onCancel, onSaved }: ArticleFormProps) {
  const { user } = useSession();
  const { showToast, showError } = useToast();
  const categoryList = useApiData(categoriesRequest);
  useErrorToast(categoryList, USER_PANEL_MESSAGES.categoriesLoadFailed);
  const categories = categoryList.data ?? [];
  const [initial] = useState<ArticleFormValues>(() => (post ? valuesFromPost(post) : EMPTY_ARTICLE));
  const [values, setValues] = useState(initial);
  const draft = useDraft({
    formKey: post ? `article:${post.id}` : 'article:new',
    values,
    initial,
    onRestore: (kept) => {
      setValues(kept);
      setSlugIsOwn(kept.slug !== slugify(kept.title));
    },
  });
  const guard = useUnsavedChanges(!sameValues(values, initial), { onLeave: draft.discard });
  // The slug follows the title, unless the article already has one or the author typed his own.
  const [slugIsOwn, setSlugIsOwn] = useState(Boolean(post?.slug));
  const form = useFormErrors();
  const [saving, setSaving] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const authorPublishesDirectly = canModerate(user);
  // A moderation decision hid this article: its author may correct the text, its status is not theirs to change.
  const restrictedStatus =
    !authorPublishesDirectly && post && heldByDecision(BLOG_STATUS_MACHINE, post.status) ? post.status : null;
  // Everyone else has no status to choose: 'Zapisz jako szkic' or 'Opublikuj artykuł' says it.
  const choosesByButton = !authorPublishesDirectly && !restrictedStatus;
  const intent = useRef<ArticleFormStatus>('draft');

  useEffect(() => {
    if (!focusTarget) return;
    focusControl(focusTarget);
    setFocusTarget(null);
  }, [focusTarget]);

  const update = (next: ArticleFormValues) => {
    setValues(next);
    if (form.attempt > 0) form.setErrors(validateArticle(next));
  };
  const setField: SetArticleField = (key, value) => update({ ...values, [key]: value });
  const onTitle = (title: string) => update({ ...values, title, slug: slugIsOwn ? values.slug : slugify(title) });
  const onSlug = (slug: string) => {
    // An emptied slug follows the title again from its next change.
    setSlugIsOwn(slug !== '');
    update({ ...values, slug });
  };

  const clear = () => {
    setValues(EMPTY_ARTICLE);
    setSlugIsOwn(false);
    form.reset();
    setFocusTarget('article-title');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const toSave = choosesByButton ? { ...values, status: intent.current } : values;
    const problems = validateArticle(toSave);
    if (problems.length > 0) {
      if (isMissingRequired(problems)) showToast({ ...BLOG_MESSAGES.missingData, variant: 'destructive' });
      return form.fail(problems);
    }
    setSaving(true);
    try {
      const json = articlePayload(toSave);
      const saved = post
        ? await api.put<BlogPost>(`${API_V1}/blog-posts/${post.id}`, { json })
        : await api.post<BlogPost>(`${API_V1}/blog-posts`, { json });
      // A substantive edit of a published article is hidden until approved again (shared/reapproval.ts).
      const backToApproval = post?.status === 'published' && saved.status === 'pending_approval';
      const sentForApproval = saved.status === 'pending_approval' && post?.status !== 'pending_approval';
      const message = backToApproval
        ? AUTHOR_STATUS_MESSAGES.articleSavedForApproval
        : sentForApproval
          ? AUTHOR_STATUS_MESSAGES.articleSentForApproval
          : USER_PANEL_MESSAGES.articleSaved;
      showToast({ ...message(saved.title), variant: 'success' });
      draft.discard();
      guard.release(() => onSaved(saved));
    } catch (error) {
      showError(error, USER_PANEL_MESSAGES.articleSaveFailed);
      if (error instanceof ApiError && error.fieldErrors.length > 0) form.fail(sortArticleErrors(error.fieldErrors));
      else form.failRequest(error, USER_PANEL_MESSAGES.articleSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  const sectionProps = { values, errors: form.byField, setField };
  const publishing = values.status === 'published' || values.status === 'pending_approval';
  return (
    <form className="form article-form" noValidate onSubmit={submit}>
      {draft.notice}
      <RequiredFieldsNote />
      <ErrorSummary
        errors={form.errors}
        attempt={form.attempt}
        title={form.title}
        controlIdOf={articleControlId}
        onSelect={(field) => setFocusTarget(articleControlId(field))}
      />
      <BasicSection {...sectionProps} onTitle={onTitle} onSlug={onSlug} categories={categories} />
      <ContentSection {...sectionProps} />
      <MediaSection {...sectionProps} />
      <PaymentSection {...sectionProps} />
      <SeoSection
        {...sectionProps}
        authorPublishesDirectly={authorPublishesDirectly}
        restrictedStatus={restrictedStatus}
      />
      {choosesByButton && (
        <p className="form-hint" id="article-buttons-hint">
          {AUTHOR_STATUS_MESSAGES.articleStatusHint}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={() => guard.leave(onCancel)}>
          Wróć do listy
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => guard.clear(clear, !sameValues(values, EMPTY_ARTICLE))}
        >
          Wyczyść formularz
        </button>
        {choosesByButton ? (
          <>
            <button type="submit" className="btn btn-secondary" onClick={() => (intent.current = 'draft')}>
              Zapisz jako szkic
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              aria-describedby="article-buttons-hint"
              onClick={() => (intent.current = 'published')}
            >
              Opublikuj artykuł
            </button>
          </>
        ) : (
          <button type="submit" className="btn btn-primary">
            {publishing ? 'Opublikuj artykuł' : 'Zapisz artykuł'}
          </button>
        )}
      </div>
      <p role="status" className="muted">
        {saving ? 'Zapisywanie artykułu…' : ''}
      </p>
      {guard.dialog}
    </form>
  );
}
