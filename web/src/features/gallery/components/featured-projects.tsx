import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { HOME_FEATURED_PROJECTS_MAX } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { useFeaturedProjects } from '../api/get-gallery.ts';
import { GALLERY_GRID_SIZES, GalleryPicture } from './gallery-picture.tsx';
import { ProjectLabel, projectCard } from './project-label.tsx';

// An even grid: every picture cropped to the same landscape shape.
const CARD_RATIO = 4 / 3;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  /* Two columns on a phone: pictures stay big enough to see, the list short enough to scroll. */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const ProjectLink = styled(Link)`
  ${projectCard}
`;

const More = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  font-weight: 600;
`;

/** The link's words when the owner left them empty. */
const GALLERY_LINK_FALLBACK = 'View the gallery';

type FeaturedProjectsProps = {
  /** The owner's words; any may be empty. */
  heading?: string | undefined;
  intro?: string | undefined;
  linkLabel?: string | undefined;
};

/**
 * A few finished jobs the owner is proudest of, each leading to its part of the gallery. With
 * none featured, no section at all.
 */
export function FeaturedProjects({ heading, intro, linkLabel }: FeaturedProjectsProps) {
  const projects = useFeaturedProjects();
  if (projects.status === 'ready' && projects.data.length === 0) return null;

  return (
    <PageSection title={heading} lead={intro}>
      <AsyncContent resource={projects} minHeight="16rem">
        {(items) => (
          <Grid>
            {items.slice(0, HOME_FEATURED_PROJECTS_MAX).map((item) => (
              <li key={item.id}>
                <ProjectLink to={`${paths.gallery}?category=${encodeURIComponent(item.category)}`}>
                  <GalleryPicture image={item.image} alt={item.alt} sizes={GALLERY_GRID_SIZES} ratio={CARD_RATIO} />
                  <ProjectLabel title={item.title} category={item.category} />
                </ProjectLink>
              </li>
            ))}
          </Grid>
        )}
      </AsyncContent>
      <More to={paths.gallery}>{linkLabel || GALLERY_LINK_FALLBACK}</More>
    </PageSection>
  );
}
