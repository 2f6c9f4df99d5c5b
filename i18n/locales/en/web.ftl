# the game pages (bot/web/)
web-status-lobby = Waiting for players
web-status-active = In progress
web-status-finished = Finished
web-status-abandoned = Abandoned
web-to-decide = to decide:
web-deadline = deadline
web-board-alt = The board
web-detail-alt = The board's close-up
web-zoom-hint = Pinch or use the wheel to zoom, drag to move; double-click to reset.
web-replay = Board after
web-turn = Turn { $n }
web-now = now
web-start = Start
web-players = Players
web-automatic = automatic
web-conceded = conceded
web-log = Log
web-search = Search the log
# the "Open board" link button of a board post
web-open-board = Open board
# /agora web on|off|link
web-on = This server's game pages are on: every board post links its game's page.
web-off = This server's game pages are off: their links answer "not found".
web-not-configured = The game pages are not set up on this bot (AGORA_WEB_URL).
web-cmd-name = web
web-cmd-desc = Turn this server's game pages on or off (Manage Server)
web-cmd-on-name = pages
web-cmd-on-desc = on: every board links its game's page; off: pages and links stop; link: this server's page
web-help-cmd-web = - `/agora web`: the game pages on or off, and this server's page (Manage Server)
# the server page (/s/<token>, opt-in): the server's running and ended games
web-server-title = This server's games
web-server-running = Running games
web-server-ended = Ended games
web-server-none-running = No game is running.
web-server-none-ended = No game has ended yet.
web-server-game = Game
web-server-turn = To decide
web-server-result = Result
web-server-won = won by
# /agora web link (and the answer to /agora web on when AGORA_WEB_URL is set)
web-server-link = This server's page, with its running and ended games (share it with whom you like; turning the pages off stops it): { $url }
web-choice-on = on
web-choice-off = off
web-choice-link = link
