# Tournaments (bot/features/tournaments.py): the service's refusals

tour-err-unknown = There is no tournament { $tournament }.
tour-err-format = Unknown tournament format: choose one of { $formats }.
tour-err-table-size = Players per table for this game: from { $low } to { $high }.
tour-err-table-format = Games of three or more players have Swiss tournaments only, for now.
tour-err-rounds = A Swiss tournament has 1 to { $most } rounds.
tour-err-round-hours = The round deadline is out of range.
tour-err-started = The tournament has already started: sign-up is closed.
tour-err-already-joined = You have already signed up.
tour-err-not-joined = That player has not signed up for this tournament.
tour-err-only-host = Only the tournament's host (or a server manager) can do that.
tour-err-few-players = { $n } { $n ->
    [one] player has
   *[other] players have
} signed up: at least { $min } are needed.
tour-err-pairing = No pairing is possible for this round.
tour-err-already-dropped = That player has already been dropped.
tour-err-not-dropped = That player has not been dropped.
tour-err-finished = The tournament is over.
tour-err-seat-order = The seat order does not match the players in the lobby.
