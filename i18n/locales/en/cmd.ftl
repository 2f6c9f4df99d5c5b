# Slash commands: names (Discord's rules: lowercase, no spaces, at most 32 characters),
# descriptions (at most 100 characters) and choices, as Discord shows them in the user's app.

cmd-agora-desc = Play board games at your own pace
cmd-new-name = new
cmd-new-desc = Open a lobby for a new game in this channel
cmd-new-game-name = game
cmd-new-game-desc = Which game to play
cmd-new-deadline-name = deadline_hours
cmd-new-deadline-desc = Hours each player has for each decision (default: this server's setting)
cmd-new-setup-name = setup
cmd-new-setup-desc = Mare Nostrum only: how the empires start (default: Introductory)
cmd-new-language-name = language
cmd-new-language-desc = The language of the game's messages and pictures (default: this server's language)
cmd-status-name = status
cmd-status-desc = Whose turn it is, the deadline and a summary of the game
cmd-board-name = board
cmd-board-desc = See the current board (only you see this copy)
cmd-repost-name = repost
cmd-repost-desc = Post the current board again with a fresh Play my turn button (players and host)
cmd-log-name = log
cmd-log-desc = The latest moves of the game
cmd-abandon-name = abandon
cmd-abandon-desc = End the game for everyone (host or Manage Server)
cmd-help-name = help
cmd-help-desc = How to play with Agora, and its commands
cmd-language-name = language
cmd-language-desc = The language Agora answers you in
cmd-language-option-name = language
cmd-language-option-desc = Automatic follows your Discord app's language
cmd-choice-auto = Automatic (your Discord app's language)
cmd-choice-english = English
cmd-choice-italian = Italiano
cmd-choice-game = { $title } ({ $players })
cmd-choice-setup-introductory = Introductory (the starting positions of the player aid cards)
cmd-choice-setup-advanced = Advanced (each player spends 36 building points around their capital)
