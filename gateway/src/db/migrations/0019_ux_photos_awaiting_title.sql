-- A photo uploaded under a camera's file name (IMG_4821.JPG) is kept off the website until the owner
-- gives it a title: 1 while it waits. Photos uploaded before this column stay published.
ALTER TABLE gallery_items ADD COLUMN awaiting_title INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_title IN (0, 1));
