import { BUSINESS_NAME } from '@/config/constants.ts';

type PageMetaProps = {
  title: string;
  description: string;
};

/** React 19 hoists these into <head>, so each page names itself for tabs, history and search results. */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{`${title} · ${BUSINESS_NAME}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
