# /agora notify: each user's notification settings ("one ping per turn").

quiet-notify-title = **Your notifications**
quiet-notify-saved = Saved. **Your notifications** now:
quiet-notify-mentions = Mention when your turn starts: { $state ->
    [on] **on**
   *[off] **off** (your name is shown without a ping)
}
quiet-notify-private = Private messages for what only you may see (a card received in a trade...): { $state ->
    [on] **on**
   *[off] **off** (it stays in your panel and in `/agora status`)
}
quiet-notify-reminders = Reminders before a deadline: **{ $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }** before
quiet-notify-reminders-default = Reminders before a deadline: **{ $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }** before (this server's setting)
quiet-notify-reminders-off = Reminders before a deadline: **none**
quiet-notify-reminders-server-off = Reminders before a deadline: **none** (this server sends none)
quiet-notify-hint = Change them with `/agora notify mentions:… private_messages:… reminders:…` (reminders: hours before a deadline such as `12, 1`, `off`, or `default`).
quiet-notify-bad-reminders = “{ $text }” is not a list of hours: write hours before a deadline separated by commas (such as `12, 1`, between { $min } and { $max }), `off` or `default`.
quiet-cmd-notify-name = notify
quiet-cmd-notify-desc = Your notifications: mentions, private messages, reminder times
quiet-cmd-notify-mentions-name = mentions
quiet-cmd-notify-mentions-desc = Be mentioned (pinged) when your turn starts
quiet-cmd-notify-private-name = private_messages
quiet-cmd-notify-private-desc = Receive private messages for what only you may see (a card received in a trade...)
quiet-cmd-notify-reminders-name = reminders
quiet-cmd-notify-reminders-desc = Hours before a deadline for reminders, such as "12, 1"; "off" or "default"
quiet-help-cmd-notify = - `/agora notify`: your notifications: mentions, private messages, reminder times, time zone and quiet hours, heads-up, daily digest; `game:` for one game
# time zones and quiet hours (bot/quiet_hours.py)
quiet-notify-zone = Time zone: **{ $zone }**
quiet-notify-zone-none = Time zone: **none set** (quiet hours are read in UTC)
quiet-notify-hours = Quiet hours: **{ $from }:00–{ $to }:00** your time (next from <t:{ $t }:f>): no reminder or mention reaches you then; they come when the quiet hours end, and a deadline of yours that would pass in them passes at their end
quiet-notify-hours-none = Quiet hours: **none**
quiet-notify-hint-time = Set your zone and quiet hours with `/agora notify timezone:Europe/Rome quiet_hours:23-8` (`quiet_hours:off` removes them).
quiet-notify-bad-zone = “{ $text }” is not a time zone: choose one from the list, such as `Europe/Rome` or `America/New_York`.
quiet-notify-bad-hours = “{ $text }” is not a span of quiet hours: write two whole hours from 0 to 23, such as `23-8` (from 23:00 to 8:00), or `off`.
quiet-cmd-notify-zone-name = timezone
quiet-cmd-notify-zone-desc = Your time zone, such as Europe/Rome (for quiet hours)
quiet-cmd-notify-hours-name = quiet_hours
quiet-cmd-notify-hours-desc = Hours with no reminders or mentions, your time, such as "23-8"; "off" removes them
quiet-status-hours = { $player } has quiet hours until <t:{ $t }:t>: reminders and mentions wait until then.
quiet-held = { $mention }, your quiet hours are over and this waits for you: { $what }
quiet-held-deadline = { $mention }, your quiet hours are over and this waits for you: { $what } (deadline <t:{ $t }:R>)
# per-game settings (bot/gameprefs.py)
quiet-cmd-notify-game-name = game
quiet-cmd-notify-game-desc = A game number: mentions, private messages and reminders for that game only
quiet-notify-game-title = **In game #{ $game }** (these win over your own settings there):
quiet-notify-game-own = (your own setting)
quiet-notify-game-hint = Change them with `/agora notify game:{ $game }` and `mentions:`, `private_messages:` or `reminders:` (`reminders:default` follows your own again).
quiet-notify-not-your-game = Game #{ $game } is not one of yours: you can only choose notifications for a game you play in.
# heads-up (bot/headsup.py)
quiet-heads-up = You are next in game #{ $game } ({ $title }): { $player } has started their turn.
quiet-notify-heads-up = Heads-up when the player before you starts their turn (games with a fixed turn order): { $state ->
    [on] **on**
   *[off] **off**
}
quiet-cmd-notify-heads-up-name = heads_up
quiet-cmd-notify-heads-up-desc = A private message when the player before you starts their turn ("you are next")
# the daily digest (bot/digest.py)
quiet-digest-title = **{ $n ->
    [one] One game is
   *[other] { $n } games are
} waiting for you:**
quiet-digest-game = #{ $game } { $title }: { $what }
quiet-digest-game-deadline = #{ $game } { $title }: { $what } (deadline <t:{ $t }:R>)
quiet-notify-digest = Daily digest: **at { $hour }:00** your time, the games waiting for you (instead of a mention at each turn)
quiet-notify-digest-off = Daily digest: **off** (a mention at each turn)
quiet-notify-bad-digest = “{ $text }” is not an hour: write a whole hour from 0 to 23, such as `8`, or `off`.
quiet-cmd-notify-digest-name = digest
quiet-cmd-notify-digest-desc = A daily private list of the games waiting for you at this hour, such as "8"; "off"
