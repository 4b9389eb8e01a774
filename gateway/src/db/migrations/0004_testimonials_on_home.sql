-- The owner picks which testimonials the home page shows; all of them count in the rating.
ALTER TABLE testimonials ADD COLUMN show_on_home INTEGER NOT NULL DEFAULT 1 CHECK (show_on_home IN (0, 1));
