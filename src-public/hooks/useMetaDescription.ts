import { useEffect } from 'react';
import { readMetaTag, setMetaTag } from './headTags';

const DESCRIPTION_TAGS = [{ name: 'description' }, { property: 'og:description' }, { name: 'twitter:description' }];

/** Sets the page's description (also for link previews) and restores the site's own when the page leaves. */
export function useMetaDescription(description: string | null | undefined): void {
  useEffect(() => {
    if (!description) return;
    const previous = readMetaTag({ name: 'description' });
    for (const key of DESCRIPTION_TAGS) setMetaTag(key, description);
    return () => {
      for (const key of DESCRIPTION_TAGS) setMetaTag(key, previous);
    };
  }, [description]);
}
