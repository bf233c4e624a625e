"""Network tables: one host holds the game, other computers join it over WebSocket.

``wire`` turns views and events into JSON and back, ``protocol`` is the message format,
``host`` the referee that holds the only state, ``client`` a seat's end, ``cli`` the
``lomber --host`` / ``--join`` commands. Nothing here imports pygame: the window's side is
``app.scenes`` (it runs a client in a thread)."""
