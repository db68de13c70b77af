import { lazy, Suspense } from 'react';
import {
  ARTICLE_TYPE_LABELS,
  ARTICLE_TYPES,
  BLOG_FORM_STATUSES,
  BLOG_STATUS_LABELS,
  type BlogStatus,
} from '../../../shared/labels/blog';
import { IMAGE_ALT_HINT, IMAGE_ALT_LABEL } from '../../../shared/labels/images';
import { PRICE_TYPE_LABELS, PRICE_TYPES } from '../../../shared/labels/offers';
import { MAX_IMAGE_ALT_LENGTH } from '../../../shared/limits';
import { AUTHOR_FIELD_HINTS as HINTS, AUTHOR_STATUS_MESSAGES as M } from '../../../shared/messagesAuthoring';
import { BLOG_HINTS } from '../../../shared/schemas/blog';
import type { Category } from '../../../shared/types';
import { Spinner } from '../../components/Spinner';
import { CharacterCount } from '../CharacterCount';
import { labelledOptions, SelectField, TextAreaField, TextField } from '../fields';
import { RadioGroup } from '../RadioGroup';
import { TagInput } from '../TagInput';
import { FeaturedImageField } from './FeaturedImageField';
import type { ArticleFormStatus, ArticleFormValues } from './articleFormValues';
import { ARTICLE_LIMITS } from '../../../shared/limits';

export type SetArticleField = <K extends keyof ArticleFormValues>(key: K, value: ArticleFormValues[K]) => void;

interface SectionProps {
  values: ArticleFormValues;
  errors: Record<string, string>;
  setField: SetArticleField;
}

// TipTap is loaded only when someone writes an article: the rest of the site never downloads it.
const RichTextEditor = lazy(() => import('../../editor/RichTextEditor'));

export function BasicSection({
  values,
  errors,
  setField,
  onTitle,
  onSlug,
  categories,
}: SectionProps & {
  onTitle: (title: string) => void;
  onSlug: (slug: string) => void;
  categories: readonly Category[];
}) {
  return (
    <fieldset className="fieldset">
      <legend className="legend">Podstawowe informacje</legend>
      <TextField
        id="article-title"
        label="Tytuł"
        required
        maxLength={ARTICLE_LIMITS.titleMax}
        value={values.title}
        error={errors.title}
        onChange={(event) => onTitle(event.target.value)}
      />
      <TextField
        id="article-slug"
        label="Adres w sieci (slug)"
        required
        maxLength={ARTICLE_LIMITS.slugMax}
        value={values.slug}
        hint="Końcówka adresu artykułu w portalu, np. /blog/jak-wypozyczyc-wozek. Tworzy się z tytułu; możesz go zmienić. Tylko małe litery a-z, cyfry i myślniki."
        error={errors.slug}
        onChange={(event) => onSlug(event.target.value)}
      />
      <SelectField
        id="article-article_type_category_id"
        label="Rodzaj artykułu"
        required
        placeholder="Wybierz rodzaj"
        options={labelledOptions(ARTICLE_TYPES, ARTICLE_TYPE_LABELS)}
        value={values.article_type_category_id}
        error={errors.article_type_category_id}
        onChange={(event) =>
          setField('article_type_category_id', event.target.value as ArticleFormValues['article_type_category_id'])
        }
      />
      <SelectField
        id="article-category_id"
        label="Kategoria tematyczna"
        placeholder="Bez kategorii"
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        value={values.category_id}
        error={errors.category_id}
        onChange={(event) => setField('category_id', event.target.value)}
      />
    </fieldset>
  );
}

export function ContentSection({ values, errors, setField }: SectionProps) {
  return (
    <fieldset className="fieldset">
      <legend className="legend">Treść</legend>
      <Suspense fallback={<Spinner label="Ładowanie edytora treści…" />}>
        <RichTextEditor
          id="article-content"
          label="Treść artykułu"
          required
          value={values.content}
          error={errors.content}
          onChange={(html) => setField('content', html)}
        />
      </Suspense>
      <TextAreaField
        id="article-excerpt"
        label="Zajawka"
        rows={4}
        hint={`${HINTS.excerpt} ${BLOG_HINTS.excerpt}`}
        value={values.excerpt}
        error={errors.excerpt}
        onChange={(event) => setField('excerpt', event.target.value)}
        after={<CharacterCount length={values.excerpt.length} />}
      />
    </fieldset>
  );
}

export function MediaSection({ values, errors, setField }: SectionProps) {
  return (
    <fieldset className="fieldset">
      <legend className="legend">Media i tagi</legend>
      <FeaturedImageField
        id="article-featured_image_url"
        url={values.featured_image_url}
        alt={values.featured_image_alt}
        error={errors.featured_image_url}
        onChange={(url) => setField('featured_image_url', url)}
      />
      <TextAreaField
        id="article-featured_image_alt"
        label={IMAGE_ALT_LABEL}
        required={values.featured_image_url.trim() !== ''}
        rows={2}
        maxLength={MAX_IMAGE_ALT_LENGTH}
        hint={`Wymagany, gdy podajesz zdjęcie. ${IMAGE_ALT_HINT}`}
        value={values.featured_image_alt}
        error={errors.featured_image_alt}
        onChange={(event) => setField('featured_image_alt', event.target.value)}
        after={<CharacterCount length={values.featured_image_alt.length} />}
      />
      <TagInput
        id="article-tags"
        label="Tagi"
        about={HINTS.articleTags}
        tags={values.tags}
        error={errors.tags}
        onChange={(tags) => setField('tags', tags)}
      />
    </fieldset>
  );
}

/** One question, so the section is the radio group itself rather than a fieldset around another. */
export function PaymentSection({ values, errors, setField }: SectionProps) {
  return (
    <RadioGroup
      idPrefix="article-payment_option"
      name="payment_option"
      legend="Opcja płatności"
      hint="Czy treść lub wydarzenie, o którym piszesz, jest bezpłatne, płatne, czy wymaga kaucji."
      options={labelledOptions(PRICE_TYPES, PRICE_TYPE_LABELS)}
      value={values.payment_option}
      error={errors.payment_option}
      onChange={(value) => setField('payment_option', value)}
    />
  );
}

export function SeoSection({
  values,
  errors,
  setField,
  authorPublishesDirectly,
  restrictedStatus,
}: SectionProps & {
  /**
   * Administrators publish directly, so they choose the status; everyone else has no status to choose: the form's
   * buttons say what happens (a draft, or approval first), and the server decides (resolveBlogStatus).
   */
  authorPublishesDirectly: boolean;
  /** The status of an article a moderation decision hid (articleRestriction), null otherwise. */
  restrictedStatus: BlogStatus | null;
}) {
  return (
    <fieldset className="fieldset">
      <legend className="legend">SEO i publikacja</legend>
      <TextField
        id="article-meta_title"
        label="Meta tytuł"
        hint={`${HINTS.metaTitle} ${BLOG_HINTS.metaTitle}`}
        maxLength={ARTICLE_LIMITS.metaTitleMax}
        value={values.meta_title}
        error={errors.meta_title}
        onChange={(event) => setField('meta_title', event.target.value)}
        after={<CharacterCount length={values.meta_title.length} />}
      />
      <TextAreaField
        id="article-meta_description"
        label="Meta opis"
        rows={3}
        hint={`${HINTS.metaDescription} ${BLOG_HINTS.metaDescription}`}
        value={values.meta_description}
        error={errors.meta_description}
        onChange={(event) => setField('meta_description', event.target.value)}
        after={<CharacterCount length={values.meta_description.length} />}
      />
      {restrictedStatus && (
        <p id="article-status" className="form-hint">
          {M.articleRestricted(BLOG_STATUS_LABELS[restrictedStatus])}
        </p>
      )}
      {authorPublishesDirectly && (
        <SelectField
          id="article-status"
          label="Status"
          options={labelledOptions(BLOG_FORM_STATUSES, BLOG_STATUS_LABELS)}
          hint={M.articleStatusHintAdmin}
          value={values.status}
          error={errors.status}
          onChange={(event) => setField('status', event.target.value as ArticleFormStatus)}
        />
      )}
    </fieldset>
  );
}
