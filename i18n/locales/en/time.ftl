# Time: the host's pause, vacations and "More time" (bot/timekeeping.py, cogs/time.py).

# opens the sentence of a pause or resume by a member with Manage Server who is not playing
time-a-manager = A server manager
time-paused = { $player } paused the game: no deadlines until it resumes (moves are still allowed).
time-resumed = { $player } resumed the game: the clock runs again (deadline <t:{ $t }:R>).
time-resumed-waiting = { $player } resumed the game; the clock still waits for { $away }, on vacation.
time-more = { $player } took { $hours ->
        [one] { $hours } more hour
       *[other] { $hours } more hours
    } for this decision (deadline <t:{ $t }:R>; { $left ->
    [0] no more extensions left
    [one] one more extension left
   *[other] { $left } more extensions left
}).
time-more-stopped = { $player } took { $hours ->
        [one] { $hours } more hour
       *[other] { $hours } more hours
    } for this decision (the clock is stopped; { $left ->
    [0] no more extensions left
    [one] one more extension left
   *[other] { $left } more extensions left
}).
time-held = The clock of this decision is stopped: { $players } on vacation until <t:{ $t }:f>.
time-released = The clock of this decision runs again (deadline <t:{ $t }:R>).
time-footer-paused = { $mentions }: { $what } (game paused: no deadline)
time-footer-waiting = { $mentions }: { $what } (no deadline: waiting for a player on vacation)

time-log-pause = { $player } paused the game.
time-log-resume = { $player } resumed the game.
time-log-extend = { $player } took { $hours ->
        [one] { $hours } more hour
       *[other] { $hours } more hours
    }.
time-log-hold = The clock stopped: { $player } is on vacation.
time-log-release = The clock runs again.

time-option-extensions = "More time" (24 hours) per player
time-err-only-host-pauses = Only the host or a server manager can pause or resume this game.
time-err-already-paused = The game is already paused.
time-err-not-paused = The game is not paused.
time-err-extensions = The number of "More time" extensions per player must be a whole number from 0 to { $max }.
time-err-more-not-a-player = You are not playing this game: only the player whose decision it is can ask for more time.
time-err-more-stale = This reminder is for an earlier decision: "More time" works only on the reminder of the current decision.
time-err-more-not-yours = This decision is not yours: only { $waiting } can ask for more time on it.
time-err-more-twice = You already took more time for this decision.
time-err-more-used = You have used all your extensions in this game ({ $n }).
time-err-budget-range = The vacation days must be from 0 to { $max }.
time-err-vacation-days = A vacation lasts at least one day.
time-err-vacation-already = You are already on vacation until <t:{ $t }:f>. End it first with `/agora vacation end:True`.
time-err-vacation-budget = Not enough vacation left: this server allows { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per { $window } days and you have { $left } left.
time-err-vacation-none = You are not on vacation.

time-button-more = More time
time-more-done = Done: you have { $hours ->
        [one] { $hours } more hour
       *[other] { $hours } more hours
    } for this decision.
time-paused-done = The game is paused.
time-resumed-done = The game is resumed.
time-vacation-started = You are on vacation until <t:{ $t }:f>: your decisions in this server's games wait for you. End it early with `/agora vacation end:True`.
time-vacation-ended = Welcome back: your vacation is over and your clocks run again.
time-vacation-status = You are on vacation until <t:{ $t }:f>.
time-vacation-none = You are not on vacation.
time-vacation-budget = Vacation: { $used } of { $days ->
        [one] { $days } day
       *[other] { $days } days
    } used in the last { $window } days (this server's budget).
time-server-vacation = This server's vacation budget: { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per { $window } days for each player.
time-server-only-managers = Only a member with Manage Server can change this server's vacation budget.
time-status-paused = ⏸ The game is paused: no deadline.
time-status-away = On vacation: { $player } until <t:{ $t }:f>.
time-status-left = Time left on the stopped clock: { $left }.
time-status-extensions = "More time" extensions left for you in this game: { $left } of { $n }.

time-cmd-pause-name = pause
time-cmd-pause-desc = Pause the game: no deadlines until it resumes (host or Manage Server)
time-cmd-resume-name = resume
time-cmd-resume-desc = Resume a paused game: the clock runs again (host or Manage Server)
time-cmd-vacation-name = vacation
time-cmd-vacation-desc = Go on vacation: your decisions in this server's games wait for you
time-cmd-vacation-days-name = days
time-cmd-vacation-days-desc = How many days (within this server's budget)
time-cmd-vacation-end-name = end
time-cmd-vacation-end-desc = End your vacation now
time-cmd-vacation-budget-name = budget
time-cmd-vacation-budget-desc = Manage Server: the vacation days each player may take per 90 days on this server
time-cmd-new-extensions-name = extensions
time-cmd-new-extensions-desc = "More time" presses per player (24 hours each; default 2)
# /agora help: one short line each (the help must fit in one message)
time-help-cmd-pause = - `/agora pause`: stop the clock
time-help-cmd-resume = - `/agora resume`: run it again
time-help-cmd-vacation = - `/agora vacation`: time away
time-log-quiet = { $player }'s deadline moved to the end of their quiet hours: <t:{ $t }:f>.
# weekends off (bot/weekends.py)
time-cmd-new-weekends-name = weekends
time-cmd-new-weekends-desc = "off": clocks stop from Saturday 00:00 to Monday 00:00, each player's time
time-choice-weekends-on = on (clocks run every day)
time-choice-weekends-off = off (clocks stop Saturday and Sunday)
time-option-weekends = Weekends
time-option-weekends-on = clocks run every day
time-option-weekends-off = off: clocks stop from Saturday 00:00 to Monday 00:00 in each player's zone
time-err-weekends = The weekends option is { $values }.
time-log-weekend = The clock skips the weekend: deadline <t:{ $t }:f>.
