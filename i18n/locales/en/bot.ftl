# The bot's own texts: the service's lines and errors, the app's posts, the Discord surface.
# Game ids, timestamps and hours that must not be grouped ("1,234") are passed as strings.

## Service: errors

bot-err-unknown-game = There is no game #{ $game }.
bot-err-unknown-engine = Unknown game { $engine }; available: { $available }.
bot-err-not-started = Game #{ $game } has not started yet.
bot-err-over = Game #{ $game } is over.
bot-err-abandoned = Game #{ $game } was abandoned.
bot-err-already-started = Game #{ $game } has already started.
bot-err-already-seated = You are already seated in this game.
bot-err-full = The game is full ({ $n } players).
bot-err-cannot-leave = The game has started: you cannot leave it now (the host can abandon it).
bot-err-not-seated = You are not seated in this game.
bot-err-host-cannot-leave = The host cannot leave the lobby; abandon the game instead.
bot-err-only-host-starts = Only the host ({ $host }) can start the game.
bot-err-need-players = { $title } needs at least { $min } players; { $n } seated.
bot-err-bad-option = Bad option: { $error }
bot-err-unknown-option = Unknown option { $options }; { $title } accepts: { $known }.
bot-err-deadline-number = deadline_hours must be a number of hours.
bot-err-deadline-range = deadline_hours must be between one minute ({ $lo }) and { $hi } hours.
bot-err-language = The game's language must be one of: { $languages }.
bot-err-already-applied = That click was already applied; nothing more to do.
bot-err-not-a-player = You are not playing in game #{ $game }.
bot-err-not-your-turn = It is not your turn: waiting for { $waiting }.
bot-err-nobody-acts = Nobody can act now.
bot-err-stale = This button is outdated: the game has moved on. Use Play my turn for a fresh panel.
bot-err-only-host-abandons = Only the host or a server manager can abandon this game.
bot-err-option-gone = That choice is not available any more. Use Play my turn for a fresh panel.
bot-err-option-incomplete = That choice needs a further selection.
bot-err-no-turn = Game #{ $game } is over: there is no turn to play.

## Service: public lines

bot-start = { $title } begins. Seat order: { $order }.
bot-seat-with-label = { $player } ({ $label })
bot-timeout = { $player } ran out of time; the automatic player decided for them.
bot-abandoned-by = The game was abandoned by { $player }.
bot-abandoned-by-admin = The game was abandoned by a server manager.
bot-outcome-abandoned = The game was abandoned.
bot-game-over = Game over: { $text }
bot-game-over-winners = Game over: { $winners } won.
bot-game-over-nobody = Game over: nobody won.

## App: posts

bot-board-again = The current board, posted again.
bot-board-again-restart = The board, posted again: the bot restarted after this move.
bot-your-decision = your decision
bot-footer = { $mentions }: { $what }
bot-footer-deadline = { $mentions }: { $what } (deadline <t:{ $t }:R>)
bot-reminder = Reminder: { $mentions }, you have about { $left } left to decide.
bot-reminder-deadline = Reminder: { $mentions }, you have about { $left } left to decide (deadline <t:{ $t }:R>).
bot-status-lobby = Lobby of { $title }: { $names }.
bot-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
bot-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
bot-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
