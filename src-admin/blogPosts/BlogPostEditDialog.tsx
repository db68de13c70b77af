import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';
import { ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { ARTICLE_TYPES } from '../../shared/labels/blog';
import { IMAGE_ALT_HINT } from '../../shared/labels/images';
import { PRICE_TYPES } from '../../shared/labels/offers';
import { MAX_IMAGE_ALT_LENGTH } from '../../shared/limits';
import type { BlogPost } from '../../shared/types';
import { DialogLoading } from '../common/DialogLoading';
import { RecordEditDialog } from '../common/RecordEditDialog';
import { FeaturedImageInput } from './FeaturedImageInput';
import { formatTags, parseTags, toBlogPostChanges, validateBlogPost } from './blogPostPayload';

// TipTap is loaded only when an admin opens an article to edit: the back office's first load stays light.
const ArticleRichTextInput = lazy(() => import('../editor/ArticleRichTextInput'));

const articleTypeChoices = ARTICLE_TYPES.map((type) => ({
  id: type,
  name: `resources.blog_posts.article_types.${type}`,
}));
const paymentChoices = PRICE_TYPES.map((type) => ({ id: type, name: `resources.blog_posts.payment_options.${type}` }));
const twoColumns = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** The admin's edit of an article (PUT /admin/blog_posts/{id}), validated with the shared article schema. */
export function BlogPostEditDialog({ id, onClose }: { id: BlogPost['id']; onClose: () => void }) {
  return (
    <RecordEditDialog<BlogPost>
      resource="blog_posts"
      id={id}
      validate={validateBlogPost}
      toChanges={toBlogPostChanges}
      onClose={onClose}
    >
      <TextInput source="title" fullWidth />
      <TextInput source="slug" fullWidth />
      <Box sx={twoColumns}>
        <SelectInput source="article_type_category_id" choices={articleTypeChoices} />
        <ReferenceInput
          source="category_id"
          reference="categories"
          sort={{ field: 'name', order: 'ASC' }}
          perPage={1000}
        >
          <SelectInput optionText="name" emptyText="resources.blog_posts.no_category" />
        </ReferenceInput>
      </Box>
      <TextInput source="excerpt" fullWidth multiline helperText="resources.blog_posts.hints.excerpt" />
      <Suspense fallback={<DialogLoading />}>
        <ArticleRichTextInput source="content" />
      </Suspense>
      <FeaturedImageInput />
      <TextInput
        source="featured_image_alt"
        fullWidth
        multiline
        helperText={IMAGE_ALT_HINT}
        slotProps={{ htmlInput: { maxLength: MAX_IMAGE_ALT_LENGTH } }}
      />
      <TextInput source="tags" fullWidth format={formatTags} parse={parseTags} />
      <Box sx={twoColumns}>
        <TextInput source="meta_title" helperText="resources.blog_posts.hints.metaTitle" />
        <SelectInput source="payment_option" choices={paymentChoices} />
      </Box>
      <TextInput
        source="meta_description"
        fullWidth
        multiline
        helperText="resources.blog_posts.hints.metaDescription"
      />
    </RecordEditDialog>
  );
}
