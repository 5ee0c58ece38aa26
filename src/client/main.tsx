// The page's one script (index.html): the app starts in app/entry.tsx.
import './app/entry';
