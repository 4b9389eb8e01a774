import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_UNSAVED_QUESTION, listenForLeaving, useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';

/** A note the owner types, with its own Save: unsaved while it differs from what was saved. */
function NoteEditor() {
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState('');
  useUnsavedChangesGuard(note !== saved);
  return (
    <>
      <label>
        Note
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="button" onClick={() => setSaved(note)}>
        Save
      </button>
      <Link to="/requests">All requests</Link>
      <Link to="/note" target="_blank">
        Open in a new tab
      </Link>
    </>
  );
}

function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/requests" element={<Link to="/note">Open the note</Link>} />
        <Route path="/note" element={<NoteEditor />} />
      </Routes>
    </BrowserRouter>
  );
}

let answer: boolean;
const confirm = vi.fn(() => answer);

beforeEach(() => {
  // As the app does, before any router listens for Back.
  listenForLeaving();
  answer = false;
  confirm.mockClear();
  vi.stubGlobal('confirm', confirm);
  window.history.replaceState(null, '', '/requests');
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** Opens the note from the list, so Back has somewhere to go, and types in it. */
async function typeANote(text: string) {
  render(<App />);
  await userEvent.click(screen.getByRole('link', { name: 'Open the note' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), text);
}

/** True when the browser would ask before closing or reloading the tab. */
function unloadIsHeld() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChangesGuard', () => {
  it('asks before a link leaves unsaved edits, and stays with them when the owner says no', async () => {
    await typeANote('Call back Tuesday');
    await userEvent.click(screen.getByRole('link', { name: 'All requests' }));

    expect(confirm).toHaveBeenCalledWith(LEAVE_UNSAVED_QUESTION);
    expect(window.location.pathname).toBe('/note');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Call back Tuesday');

    answer = true;
    await userEvent.click(screen.getByRole('link', { name: 'All requests' }));
    expect(window.location.pathname).toBe('/requests');
    expect(screen.getByRole('link', { name: 'Open the note' })).toBeInTheDocument();
  });

  it('asks on the browser’s Back: no keeps the page, its edits and its address; yes goes back', async () => {
    await typeANote('Measured 3 rooms');

    act(() => window.history.back());
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(window.location.pathname).toBe('/note'));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Measured 3 rooms');

    answer = true;
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open the note' })).toBeInTheDocument());
    expect(window.location.pathname).toBe('/requests');
  });

  it('holds the tab from closing or reloading while edits are unsaved, and lets go once they are saved', async () => {
    await typeANote('Quoted $4,200');
    expect(unloadIsHeld()).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(unloadIsHeld()).toBe(false);
  });

  it('never asks with nothing unsaved, nor for a link that opens another tab', async () => {
    render(<App />);
    await userEvent.click(screen.getByRole('link', { name: 'Open the note' }));
    expect(unloadIsHeld()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'All requests' }));
    expect(window.location.pathname).toBe('/requests');

    await userEvent.click(screen.getByRole('link', { name: 'Open the note' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Sage green');
    await userEvent.click(screen.getByRole('link', { name: 'Open in a new tab' }));
    expect(confirm).not.toHaveBeenCalled();
  });
});
