# After the game: /agora stats, /agora leaderboard, /agora replay and the pages of /agora log
# (cogs/after.py, cogs/logpages.py, bot/stats.py, bot/replay.py)

after-cmd-stats-name = stats
after-cmd-stats-desc = Games, wins, average score and time per decision of a member on this server
after-cmd-stats-member-name = member
after-cmd-stats-member-desc = Whose statistics (default: yours)
after-cmd-stats-game-name = game
after-cmd-stats-game-desc = Only this game (and its rating)
after-cmd-leaderboard-name = leaderboard
after-cmd-leaderboard-desc = The ratings of this server's players in a game
after-cmd-leaderboard-game-name = game
after-cmd-leaderboard-game-desc = Which game
after-cmd-replay-name = replay
after-cmd-replay-desc = An animated replay of a finished game's board, with its whole log
after-cmd-replay-game-name = game
after-cmd-replay-game-desc = The game's number (default: the game of this channel or thread)

after-stats-title = **Statistics of { $member }** on this server
after-stats-title-game = **Statistics of { $member }** in { $game } on this server
after-stats-none = { $member } has not finished a game here yet.
after-stats-games = Games: { $games }, won: { $wins } ({ $percent }%)
after-stats-score = Average score: { $score }
after-stats-no-score = Average score: none (those games ended without points)
after-stats-time = Time per decision: { $time } (median of { $decisions ->
    [one] { $decisions } decision
   *[other] { $decisions } decisions
})
after-stats-rating = Rating: { $rating } (μ { $mu }, σ { $sigma }; rank { $rank } of { $players })
after-stats-per-game = - { $game }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins } won
after-stats-note = Only finished games count; abandoned ones do not.
after-stats-automatic = { $n ->
    [one] One of these games had automatic players: it counts here but is not rated.
   *[other] { $n } of these games had automatic players: they count here but are not rated.
}

after-leaderboard-title = **Leaderboard: { $game }**
after-leaderboard-line = { $rank }. { $name }: **{ $rating }** ({ $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins } won)
after-leaderboard-empty = No rated game of { $game } has been finished on this server yet.{ $unrated ->
    [0] {""}
    [one] {" "}The one finished game had an automatic player, and games with automatic players are not rated (`/agora stats` counts them).
   *[other] {" "}The { $unrated } finished games had automatic players, and games with automatic players are not rated (`/agora stats` counts them).
}
after-leaderboard-note = Ratings: OpenSkill (Plackett-Luce), shown as μ − 3σ, from every finished game in the order they ended; abandoned games are not rated.

after-replay-not-over = Game #{ $game } is not over yet: its replay is ready once it has ended (no going back through the history while the players are still deciding).
after-replay-done = Replay of { $game }: { $frames ->
    [one] { $frames } picture
   *[other] { $frames } pictures
} of the public board; the whole public log is attached.
after-replay-no-picture = Replay of { $game }: this game has no board picture; its whole public log is attached.
after-replay-too-large = The replay of { $game } does not fit in a message on this server; its whole public log is attached.
after-replay-other-guild = Game #{ $game } belongs to another server: its replay can be seen only there.

after-log-header = **Log of { $game }**: page { $page } of { $pages }

after-time-seconds = { $n } s
after-time-minutes = { $n } min
after-time-hours = { $n } h
after-time-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}

after-help-cmd-stats = - `/agora stats`: games, wins, rating
after-help-cmd-leaderboard = - `/agora leaderboard`: a game's ratings
after-help-cmd-replay = - `/agora replay`: a finished game, animated
