# the game pages (bot/web/, issue 31)
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
# /agora web on|off
web-on = This server's game pages are on: every board post links its game's page.
web-off = This server's game pages are off: their links answer "not found".
web-not-configured = The game pages are not set up on this bot (AGORA_WEB_URL).
web-cmd-name = web
web-cmd-desc = Turn this server's game pages on or off (Manage Server)
web-cmd-on-name = on
web-cmd-on-desc = True: every board links its game's page; False: the pages and their links stop
web-help-cmd-web = - `/agora web`: the game pages on or off (Manage Server)
