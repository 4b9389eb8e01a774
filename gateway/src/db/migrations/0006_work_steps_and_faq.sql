-- The services page's "How we work" steps and its FAQ: the owner's content, in the owner's order.
CREATE TABLE work_steps (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE faq_entries (
  id INTEGER PRIMARY KEY,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

-- A site set up before this version (its business row exists) showed these steps and questions,
-- written into the web app; they become its own, to edit or delete, so the upgrade changes
-- nothing visitors see. A new site starts without them: the demo content brings its own, and a
-- blank site shows no claim its owner did not make.
INSERT INTO work_steps (title, text, position)
SELECT title, text, position FROM (
  SELECT 'Free estimate' AS title,
    'We visit at a time that suits you, look at every surface, talk through colors and sheens, and send a written, itemised estimate within two business days. No pressure and no obligation.' AS text,
    1 AS position
  UNION ALL SELECT 'Preparation',
    'We move and cover furniture, mask floors, fixtures and plants, then wash, scrape, sand, fill and caulk, and spot-prime bare wood and patches. Prep is most of the job, and it is why the paint lasts.',
    2
  UNION ALL SELECT 'Painting',
    'Our own crew applies two finish coats of premium paint with brush, roller or sprayer as the surface needs. A lead painter is your contact every day, and we leave the site tidy each evening.',
    3
  UNION ALL SELECT 'Final walkthrough',
    'Before we call it done we walk the job with you and touch up anything you point out. You get a note of every color used, leftover paint for touch-ups, and our written warranty.',
    4
)
WHERE EXISTS (SELECT 1 FROM business);

INSERT INTO faq_entries (question, answer, position)
SELECT question, answer, position FROM (
  SELECT 'Do I need to prepare anything before you arrive?' AS question,
    'Just take down pictures, clear small breakables and put away anything precious. Everything else is part of the job and the estimate: moving and covering furniture, masking, filling holes, sanding and priming.' AS answer,
    1 AS position
  UNION ALL SELECT 'Which paint do you use, and which sheen should I choose?',
    'We use premium lines from Benjamin Moore and Sherwin-Williams, or the brand you prefer. As a rule of thumb: flat on ceilings, matte or eggshell on walls, satin in kitchens and bathrooms, and semi-gloss on trim, doors and cabinets. We bring samples and help you choose.',
    2
  UNION ALL SELECT 'Do I have to move my furniture?',
    'No. We move furniture to the middle of the room, cover it with clean drop cloths and put it back afterwards. We ask you to take care of electronics, valuables and very heavy items such as pianos or loaded bookcases.',
    3
  UNION ALL SELECT 'What weather do you need for exterior painting?',
    'Dry surfaces, temperatures of about 50 °F (10 °C) or more, and no rain forecast while the paint cures. Here that usually means May to early October. If the weather turns, we reschedule rather than paint damp siding, at no extra cost.',
    4
  UNION ALL SELECT 'My home was built before 1978. What about lead paint?',
    'Homes built before 1978 may have lead-based paint. We are an EPA Lead-Safe Certified firm and follow the Renovation, Repair and Painting rule: we test where needed, seal off the work area, never dry-sand or burn old paint, clean up with HEPA vacuums and verify the cleanup. You receive the "Renovate Right" pamphlet before work starts.',
    5
  UNION ALL SELECT 'Is your work guaranteed?',
    'Yes. Every job comes with a written two-year warranty on workmanship that covers peeling, blistering and flaking caused by our work. The paint itself carries the manufacturer’s warranty.',
    6
  UNION ALL SELECT 'How do deposits and payment work?',
    'Small jobs need no deposit. For larger jobs we ask for a deposit of up to a third when you book, to reserve your dates and order materials. The balance is due after the final walkthrough, once you are happy. We take checks, cards and bank transfer.',
    7
  UNION ALL SELECT 'How long will my project take?',
    'A single room usually takes one to two days, a whole-house interior about a week, and a house exterior three to seven working days depending on size, prep and weather. Your estimate gives the schedule, and we keep you posted if anything changes.',
    8
)
WHERE EXISTS (SELECT 1 FROM business);
