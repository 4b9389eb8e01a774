import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content.tsx';
import { EmptyNote, PageSection } from '@/components/ui/page-section.tsx';
import { HOME_FEATURED_PROJECTS_MAX } from '@/config/constants.ts';
import { categoryLabel } from '@/config/gallery-categories.ts';
import { paths } from '@/config/paths.ts';
import { useFeaturedProjects } from '../api/get-gallery.ts';
import { GALLERY_GRID_SIZES, GalleryPicture } from './gallery-picture.tsx';

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
  display: grid;
  align-content: start;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;

  img {
    transition: transform 0.3s ease;
  }

  @media (hover: hover) {
    &:hover img {
      transform: scale(1.03);
    }
  }
`;

const Label = styled.span`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

const Title = styled.span`
  font-weight: 700;
`;

const Category = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const More = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  font-weight: 600;
`;

/** A few finished jobs the owner is proudest of, each leading to its part of the gallery. */
export function FeaturedProjects() {
  const projects = useFeaturedProjects();

  return (
    <PageSection title="Recent projects" lead="A few of the jobs we finished lately.">
      <AsyncContent resource={projects} minHeight="16rem">
        {(items) =>
          items.length > 0 ? (
            <Grid>
              {items.slice(0, HOME_FEATURED_PROJECTS_MAX).map((item) => (
                <li key={item.id}>
                  <ProjectLink to={`${paths.gallery}?category=${encodeURIComponent(item.category)}`}>
                    <GalleryPicture image={item.image} alt={item.alt} sizes={GALLERY_GRID_SIZES} ratio={CARD_RATIO} />
                    <Label>
                      <Title>{item.title}</Title>
                      <Category>{categoryLabel(item.category)}</Category>
                    </Label>
                  </ProjectLink>
                </li>
              ))}
            </Grid>
          ) : (
            <EmptyNote>Photos of our latest jobs are on their way.</EmptyNote>
          )
        }
      </AsyncContent>
      <More to={paths.gallery}>See all our work in the gallery</More>
    </PageSection>
  );
}
