import { DataTable, DateField, SelectInput, useDataProvider } from 'react-admin';
import { BLOG_STATUSES, type BlogStatus } from '../../shared/labels/blog';
import { IMAGE_ALT_COLUMN } from '../../shared/labels/images';
import type { BlogPost } from '../../shared/types';
import type { Approval } from '../common/ApproveDialog';
import { ImageAltField } from '../common/ImageAltField';
import { ListSearchInput } from '../common/ListSearchInput';
import { ModeratedContentList } from '../common/ModeratedContentList';
import { ModerationRowActions } from '../common/ModerationRowActions';
import { StatusBadge } from '../common/StatusBadge';
import type { AdminDataProvider } from '../providers/dataProvider';
import { AuthorField } from './AuthorField';
import { BlogCategoryField } from './BlogCategoryField';
import { BlogPostBulkActions } from './BlogPostBulkActions';
import { BlogPostEditDialog } from './BlogPostEditDialog';
import { BlogPostStatusDialog } from './BlogPostStatusDialog';

const Column = DataTable.Col<BlogPost>;

/** All five statuses: `rejected` appears only here, in the admin's filter. */
const statusChoices = BLOG_STATUSES.map((status) => ({ id: status, name: `resources.blog_posts.statuses.${status}` }));

const blogFilters = [
  <ListSearchInput key="q" placeholder="resources.blog_posts.filters.search" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={statusChoices}
    emptyText="resources.blog_posts.filters.all_statuses"
    alwaysOn
  />,
];

/** Blog: the offers' pattern for articles, with bulk publish and reject. */
export function BlogPostList() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const approval: Approval<BlogStatus> = {
    from: 'pending_approval',
    to: 'published',
    changeStatus: (id, status) => dataProvider.changeBlogPostStatus(id, status),
  };
  return (
    <ModeratedContentList
      resource="blog_posts"
      title="admin.layout.menu.blog"
      filters={blogFilters}
      bulkActions={<BlogPostBulkActions />}
    >
      <Column source="title" />
      <Column source="author.full_name" label="resources.blog_posts.fields.author">
        <AuthorField />
      </Column>
      <Column source="article_type_category_id" label="resources.blog_posts.fields.category">
        <BlogCategoryField />
      </Column>
      <Column source="featured_image_alt" label={IMAGE_ALT_COLUMN.label} disableSort>
        <ImageAltField<BlogPost>
          imageOf={(post) => post.featured_image_url}
          altOf={(post) => post.featured_image_alt}
        />
      </Column>
      <Column source="status" render={(post) => <StatusBadge resource="blog_posts" status={post.status} />} />
      <Column source="created_at">
        <DateField source="created_at" locales="pl-PL" />
      </Column>
      <Column source="published_at">
        <DateField source="published_at" locales="pl-PL" emptyText="resources.blog_posts.not_published" />
      </Column>
      <Column label="resources.blog_posts.fields.actions">
        <ModerationRowActions<BlogStatus, BlogPost>
          approval={approval}
          statusDialog={(post, onClose) => <BlogPostStatusDialog post={post} onClose={onClose} />}
          editDialog={(post, onClose) => <BlogPostEditDialog id={post.id} onClose={onClose} />}
        />
      </Column>
    </ModeratedContentList>
  );
}
