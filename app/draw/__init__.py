"""Drawing helpers: cards with the cached art, the table, panels."""
