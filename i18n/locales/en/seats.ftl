# Seats and people (bot/seats.py, cogs/seats.py): replace, take over, concede, /agora games

## slash commands
cmd-replace-name = replace
cmd-replace-desc = Give a player's seat to another member (host or Manage Server)
cmd-replace-seat-name = seat
cmd-replace-seat-desc = The player whose seat changes hands
cmd-replace-with-name = with
cmd-replace-with-desc = The member who takes the seat
cmd-concede-name = concede
cmd-concede-desc = Concede the game (you are asked to confirm)
cmd-games-name = games
cmd-games-desc = Your games on this server: whose turn it is and the deadlines

## public lines
seats-replaced = { $new } now plays { $old }'s seat.
seats-taken-over = { $new } took over { $old }'s seat, with the host's consent.
seats-conceded = { $player } conceded.
seats-auto-plays = The automatic player decides for { $player } until the end of the game.
seats-conceded-list = { $n ->
    [one] { $players } conceded.
   *[other] { $players } conceded.
}
seats-outcome-conceded = { $n ->
    [one] { $players } conceded; { $winners } won.
   *[other] { $players } conceded; { $winners } won.
}
seats-offer = { $player } has missed { $n ->
        [one] { $n } deadline
       *[other] { $n } deadlines
    } in a row. Anyone not playing in this game may take over the seat: press **Take over**, then { $host } (the host) confirms.
seats-offer-filled = Taken: { $user } now plays this seat.
seats-offer-back = Closed: { $user } is playing again.
seats-offer-closed = Closed: this seat is no longer open.
seats-claim-posted = { $user } asks to take over { $player }'s seat. { $host }, do you accept?
seats-claim-declined = The host declined { $user }'s request for { $player }'s seat.
seats-claim-accepted = Accepted by { $by }.
seats-claim-refused = Declined by { $by }.

## buttons
seats-button-take-over = Take over
seats-button-accept = Accept
seats-button-decline = Decline
seats-button-concede = Concede

## private answers
seats-replace-done = Done: { $new } now plays { $old }'s seat.
seats-claim-sent = Your request for { $player }'s seat was sent: the host confirms it.
seats-answer-done = Done.
seats-concede-confirm = Do you really concede game #{ $game } ({ $title })? This cannot be undone. Press **Concede** to confirm; otherwise just dismiss this message.
seats-concede-done = You conceded game #{ $game }.
seats-err-bot-member = A bot cannot take a seat.
seats-games-header = Your games on this server:
seats-games-none = You are not playing any game on this server.
seats-games-your-turn = **your turn**
seats-games-waiting = waiting for { $players }
seats-games-lobby = in its lobby
seats-games-deadline = deadline <t:{ $t }:R>
seats-games-more = …and { $n } more.

## errors
seats-err-only-host-replaces = Only the host or a server manager can replace a player.
seats-err-not-playing = { $user } is not playing in this game.
seats-err-already-playing = { $user } already plays in this game.
seats-err-no-such-seat = This game has no such seat: the button is not one of this game's.
seats-err-you-play = You already play in this game: only someone who is not playing can take over a seat.
seats-err-not-open = { $player }'s seat is not open to a take-over (the player is back, or the seat changed hands).
seats-err-already-asked = You already asked for { $player }'s seat: the host has not answered yet.
seats-err-claimed = Someone else already asked for { $player }'s seat: the host has not answered yet.
seats-err-only-host-answers = Only the host or a server manager can answer this request.
seats-err-no-claim = This request is no longer waiting (it was answered, or the seat changed hands).
seats-err-already-conceded = You already conceded this game.

## /agora help
seats-help-cmd-games = - `/agora games`: your games here
seats-help-cmd-replace = - `/agora replace`: give a seat to another member
seats-help-cmd-concede = - `/agora concede`: concede the game

## Automatic seats (bot/autoseats.py)
auto-name = Automatic player { $n } ({ $level })
auto-level-standard = standard
auto-level-strong = strong
auto-err-level = There is no such level for an automatic player: choose standard or strong.
auto-err-none = There is no automatic player in this lobby to remove.
auto-err-started = Automatic players are added and removed in the lobby, before the game starts.
auto-err-only-host = Only the host can add or remove automatic players.
auto-button-add-standard = Add automatic player
auto-button-add-strong = Add strong automatic player
auto-button-remove = Remove automatic player
auto-name-short = Automatic player { $n }
auto-err-no-such-seat = This game has no automatic player { $n }.
cmd-replace-auto-name = automatic
cmd-replace-auto-desc = Instead of a player: the number of the automatic player whose seat changes hands
cmd-replace-level-name = level
cmd-replace-level-desc = Instead of a member: an automatic player of this level takes the seat
auto-err-replace-options = Name one seat (a player, or the number of an automatic player) and who takes it (a member, or the level of an automatic player).
auto-err-last-person = This is the last person playing: a game of automatic players alone is not kept going. Abandon the game instead.

## The deadline's automatic player (game option absent_player, bot/features/autoseats.py)
auto-cmd-new-absent-name = absent_player
auto-cmd-new-absent-desc = Who plays an absent player's turn at a deadline: the standard or the strong automatic player
auto-choice-absent-standard = standard (decides at once)
auto-choice-absent-strong = strong (thinks a few seconds a move)
auto-option-absent = Absent players
auto-option-absent-standard = at a deadline the standard automatic player plays their turn
auto-option-absent-strong = at a deadline the strong automatic player plays their turn
auto-err-absent = `absent_player` (who plays an absent player's turn at a deadline) is “standard” or “strong”.
