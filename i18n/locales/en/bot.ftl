# The bot's own texts: the service's lines and errors, the app's posts, the Discord surface.
# Game ids, timestamps and hours that must not be grouped ("1,234") are passed as strings.

## Service: errors

bot-err-unknown-game = There is no game #{ $game }.
bot-err-unknown-engine = That is not one of the games Agora hosts; choose one of: { $available }.
bot-err-not-started = Game #{ $game } has not started yet.
bot-err-over = Game #{ $game } is over.
bot-err-abandoned = Game #{ $game } was abandoned.
bot-err-already-started = Game #{ $game } has already started.
bot-err-already-seated = You are already seated in this game.
bot-err-full = The game is full ({ $n ->
        [one] { $n } player
       *[other] { $n } players
    }).
bot-err-cannot-leave = The game has started: you cannot leave it now (the host can abandon it).
bot-err-not-seated = You are not seated in this game.
bot-err-host-cannot-leave = The host cannot leave the lobby; abandon the game instead.
bot-err-only-host-starts = Only the host ({ $host }) can start the game.
bot-err-need-players = { $title } needs at least { $min ->
        [one] { $min } player
       *[other] { $min } players
    }; { $n } seated.
bot-err-nothing-to-choose = There is nothing to choose before the start in this { $title } game.
bot-err-choose-join-first = Press **Join** to take a seat first: only seated players choose.
bot-err-choice-unknown = That is not one of the choices of this game.
bot-err-choice-taken = { $player } has already chosen { $value }: choose another one.
bot-err-choices-missing = Not everyone has chosen yet: { $players }. Each player picks from the menu under the lobby message before the start.
bot-err-not-a-choice = `{ $option }` takes only one of the values offered: { $choices }; nothing was created.
bot-err-option-choices = The option { $option } takes one of: { $choices }; nothing was created.
bot-err-bad-option = Bad option: { $error }
bot-err-unknown-option = { $title } has no such option; its options are: { $known }.
bot-err-bad-id = { $field ->
    [user] That user id is not valid for Discord; nothing was changed.
    [game] That is not a game number: a game's number is the one after # in its messages (`/agora games` lists yours); nothing was changed.
    [channel] That channel id is not valid for Discord; nothing was changed.
    [guild] That server id is not valid for Discord; nothing was changed.
    [interaction] That interaction id is not valid for Discord; nothing was changed.
    [version] That button names a version of the game that Agora never drew; nothing was changed.
   *[other] That id is not valid for Discord; nothing was changed.
}
bot-err-bad-text = { $field ->
    [path] That choice
    [value] That value
   *[other] That text
} is not one Agora could have sent (too long, or with control characters); nothing was changed.
bot-err-bad-name = That name has nothing visible in it once control characters are removed; nothing was changed.
bot-err-option-type = The option { $option } takes { $kind ->
    [number] a whole number
    [yes-no] true or false
   *[text] a word
}.
bot-err-deadline-number = deadline_hours must be a number of hours.
bot-err-deadline-range = deadline_hours must be between one minute ({ $lo }) and { $hi ->
        [one] { $hi } hour
       *[other] { $hi } hours
    }.
bot-err-language = The game's language must be one of: { $languages }.
bot-err-already-applied = That click was already applied; nothing more to do.
bot-err-not-a-player = You are not playing in game #{ $game }.
bot-err-set-aside = Game #{ $game } is set aside: this version of Agora cannot load it. The server admin has been told; nothing was deleted.
bot-set-aside = This game cannot be loaded by this version of Agora and is set aside; the server admin has been told in the log. Nothing was deleted: the game goes on when a version of Agora that can load it is running.
bot-set-aside-back = This game can be loaded again by this version of Agora: it is no longer set aside and goes on.
bot-err-not-your-turn = It is not your turn: waiting for { $waiting }.
bot-err-nobody-acts = Nobody can act now.
bot-err-stale = This button is outdated: the game has moved on. Use Play my turn for a fresh panel.
bot-err-only-host-abandons = Only the host or a server manager can abandon this game.
bot-err-option-gone = That choice is not available any more. Use Play my turn for a fresh panel.
bot-err-option-incomplete = That choice needs a further selection.
bot-err-no-turn = Game #{ $game } is over: there is no turn to play.

## Service: public lines

bot-start = { $title } begins. Seat order: { $order }. { $n ->
    [0] {""}
    [one] { $first } decides first (the game's rules choose who starts, not the seat order).
   *[other] { $first } decide first, at the same time.
}
bot-seat-with-label = { $player } ({ $label })
bot-timeout = { $player } ran out of time; the automatic player decided for them.
bot-timeout-strong = { $player } ran out of time; the strong automatic player decided for them.
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

## Discord: answers to clicks and commands

bot-outdated = This button is outdated: the game has moved on since it was shown. Press **Play my turn** on the latest board to see your current choices.
bot-outdated-link = Latest board: { $link }
bot-old-board = The board you pressed is not the latest one: here is your panel as the game stands now.
bot-outdated-waiting = This button is outdated: the game has moved on since it was shown. You have nothing to decide now: the game waits for { $players } ({ $what }). I will mention you when it is your turn.
bot-malformed = Sorry, I don't understand this button. Press **Play my turn** on the latest board instead.
bot-malformed-lobby = Sorry, I don't understand this button. Use the buttons under the latest lobby message of this game (**Join**, **Leave**, **Start**); nothing was changed.
bot-mismatched-component = This { $expected ->
    [menu] button carries the id of a menu
   *[button] menu carries the id of a button
}: Agora never draws one like that, so nothing was done. Use the buttons and menus of Agora's latest messages.
bot-foreign-component = This button or menu was not made by Agora, so nothing was done. Use the buttons and menus of Agora's latest messages.
bot-old-grammar = This button comes from an older version of Agora and no longer works. Press **Play my turn** on the latest board.
bot-panel-changed = That choice is no longer on your panel. Press **Play my turn** on the latest board to see your current choices.
bot-other-guild = This button belongs to a game in another server: it only works there.
bot-other-channel = This button belongs to a game in another channel: it only works there.
bot-not-in-guild = Agora's commands work in a server's channels, not in direct messages.
bot-lobby-race = The lobby changed at the same moment (someone else clicked too). Please press the button again.
bot-unexpected = Sorry, something went wrong on my side. Please try again in a moment.
bot-no-game = There is no Agora game in this channel. Start one with `/agora new`.
bot-nothing-to-decide = You have nothing to decide right now. I will mention you when it is your turn.
bot-nothing-to-decide-waiting = You have nothing to decide right now: the game waits for { $players } ({ $what }). I will mention you when it is your turn.
bot-slow-down = { $n ->
    [one] You are going a bit fast. Please slow down and try again in { $n } second.
   *[other] You are going a bit fast. Please slow down and try again in { $n } seconds.
}
bot-status-word-lobby = waiting for players
bot-status-word-active = in progress
bot-status-word-finished = finished
bot-status-word-abandoned = abandoned
bot-players-exact = { $n ->
    [one] { $n } player
   *[other] { $n } players
}
bot-players-range = { $low } to { $high ->
        [one] { $high } player
       *[other] { $high } players
    }
bot-players-any = players
bot-no-such-option = { $title } has no `{ $key }` choice: leave it empty.
bot-option-line = { $label }: { $value }
bot-option-setup = Setup
bot-option-setup-introductory = Introductory (the starting positions of the player aid cards)
bot-option-setup-advanced = Advanced (each player spends 36 building points around their capital)
bot-option-civilizations = Civilizations
bot-option-civilizations-random = dealt at random when the game starts, from those the rulebook advises for the number of players
bot-option-civilizations-none = { bot-option-civilizations-random }
bot-option-civilizations-choose = chosen by each player in the lobby, from the menu under this message
bot-option-expansion = Expansion
bot-option-expansion-base = none (the base game)
bot-option-expansion-mythology = Mythology (Atlantis, the High Priest, gods, creatures, new heroes)
bot-option-victory = Victory
bot-option-victory-standard = standard (4 heroes and/or Wonders, or the Pyramids for 12 cards)
bot-option-victory-long = long (5 heroes and/or Wonders, or the Pyramids for 13 cards)
bot-option-roles_victory = 3 role cards variant
bot-option-roles_victory-off = off (the usual victory)
bot-option-roles_victory-on = on (whoever holds 3 role cards at once wins; heroes, Wonders and the Pyramids do not)
bot-option-language = Language
bot-language-en = English
bot-language-it = Italiano
bot-lobby-title = **{ $title }**: game #{ $game }, hosted by { $host }
bot-lobby-players = Players ({ $count }): { $players }
bot-lobby-player-chose = { $player } ({ $value })
bot-lobby-choose = Still to choose from the menu below: { $players }.
bot-lobby-choose-placeholder = Choose your civilization
bot-lobby-count = { $seated } of { $low }
bot-lobby-count-range = { $seated } of { $low }–{ $high }
bot-lobby-nobody = nobody yet
bot-lobby-time = Time per decision: { $time }. When it runs out, Agora's automatic player finishes that player's turn so the game goes on.
bot-lobby-join-need = Press **Join** to take a seat. The host presses **Start** once { $need } are seated.
bot-lobby-need-enough = enough players
bot-lobby-need-exact = { $n ->
        [one] { $n } player
       *[other] { $n } players
    }
bot-lobby-need-min = at least { $n ->
        [one] { $n } player
       *[other] { $n } players
    }
bot-lobby-full = All seats are taken: the host can press **Start**.
bot-lobby-enough = Enough players: the host can press **Start** now, or wait for more (up to { $high }). Press **Join** to take a seat.
bot-lobby-started = The game has started with { $players }. Follow it in { $where }.
bot-this-channel = this channel
bot-lobby-over = This game is { $status }.
bot-game-line = #{ $game } { $title } ({ $status })
bot-already-started-lobby = This game has already started.
bot-not-running-lobby = { $game } has not started yet: there is no board yet.
bot-not-running-over = { $game } is over: there are no more turns to play.
bot-repost-players-only = Only the game's players and its host can post its board again.
bot-reposted = The current board is posted again in { $where }, with a fresh **Play my turn** button.
bot-sealed = Your choice is sealed.
bot-sealed-waiting = Your choice is sealed. Still deciding: { $players }.
bot-not-your-turn-click = It is not your turn: waiting for { $players }.
bot-nobody-can-act = Nobody can act in this game right now.
bot-side-done = The turn goes on: still waiting for { $players }.
bot-several-games = There are several Agora games in this channel. Run the command inside the game's own thread:
bot-game-in-thread = { $game } in { $thread }
bot-status-players = Players: { $players }
bot-status-waiting = Waiting for { $players }
bot-status-waiting-for = Waiting for { $players }: { $what }
bot-status-deadline = Deadline: <t:{ $t }:R> (<t:{ $t }:f>)
bot-status-result = Result: { $result }
bot-no-board-yet = The game has not started yet: there is no board to show.
bot-no-picture = (This game has no board picture.)
bot-picture-too-large = (The board picture is too large to show here.)
bot-log-empty = Nothing has happened yet in { $game }.
bot-abandoned-done = Game #{ $game } ({ $title }) is abandoned; the players have been told.
bot-language-set = From now on Agora answers you in English.
bot-language-auto = From now on Agora answers you in the language of your Discord app.
bot-err-language-choice = That is not one of the languages offered: choose English, Italian or your Discord app's language.

## Discord: lobby, board and panel components

bot-button-join = Join
bot-button-leave = Leave
bot-button-start = Start
bot-button-play = Play my turn
bot-button-back = Back
bot-button-confirm = Confirm
bot-button-previous = ◀ Previous
bot-button-next = Next ▶
bot-only-host-start = Only the host, { $host }, can start this game.
bot-start-need-players = { $title } needs at least { $min ->
        [one] { $min } player
       *[other] { $min } players
    }; { $n } joined so far.
bot-panel-you-chose = You chose: **{ $choice }**
bot-panel-choose-one = Choose one:
bot-panel-choose-menu = Choose one from the menu:
bot-panel-choose-menu-page = Choose one from the menu (page { $page } of { $pages }):
# one part of a long run of choices ("Page 2"): the run's name and the part's number
bot-panel-part = { $group } { $n }
bot-panel-placeholder = Choose…
bot-panel-not-available = Not available: { $reason }
bot-panel-option-unavailable = **{ $option }** is not available: { $reason }
bot-panel-confirm = Press **Confirm** to play it, or **Back** to choose again.
bot-panel-already-played = This choice was already played.
bot-panel-done = Done: **{ $choice }**.
bot-panel-next-decision = Your next decision:
bot-panel-game-over = The game is over: the final board is in the game's thread.
bot-panel-new-board = The game's thread shows the new board.

## Discord: posting problems and permissions

bot-post-failed = I could not post the game's board in { $where } ({ $error }). In a moment, { $repost }.
bot-repost-hint = use `/agora repost` there to post the board again with its **Play my turn** button (otherwise it comes with the next move, at the latest at the deadline)
bot-then-repost = then { $repost }
bot-then-try-again = then try again
bot-action-open-thread = open the game's thread
bot-action-post-board = post the game's board
bot-missing-perms = { $n ->
    [one] I cannot run a game in { $where }: I am missing this permission: { $names }. Ask a server admin to grant it to Agora (Server Settings › Roles, or the channel's Permissions), { $then }.
   *[other] I cannot run a game in { $where }: I am missing these permissions: { $names }. Ask a server admin to grant them to Agora (Server Settings › Roles, or the channel's Permissions), { $then }.
}
bot-refused-missing = Discord did not let me { $action }. { $missing }
bot-refused-no-access = Discord did not let me { $action }: I cannot see { $where } (Missing Access). Ask a server admin to give Agora **{ $view }** there, { $then }.
bot-refused-other = Discord did not let me { $action } ({ $error }). Ask a server admin to check Agora's permissions in { $where }, { $then }.
bot-perm-view_channel = View Channel
bot-perm-send_messages = Send Messages
bot-perm-send_messages_in_threads = Send Messages in Threads
bot-perm-create_public_threads = Create Public Threads
bot-perm-attach_files = Attach Files
bot-perm-embed_links = Embed Links
bot-perm-read_message_history = Read Message History
bot-dms-closed = { $user }, I could not send you a private message: your direct messages are closed to me. Press **Play my turn** on the latest board whenever you want to see your private information (only you see that panel).
bot-thread-archived = I cannot post in { $thread }, the thread of game #{ $game }: it is archived and Discord did not let me reopen it ({ $error }). A moderator can reopen the thread (and unlock it if it is locked); the game's moves and deadlines go on meanwhile.

## Discord: help

bot-help-intro = **Agora** runs board games that you play at your own pace, right here in Discord.
bot-help-how = How to play
bot-help-step1 = 1. `/agora new` opens a lobby in this channel: choose the game and, if you like, the time each player has for a decision and the game's language.
bot-help-step2 = 2. Players press **Join**. The host presses **Start** when enough have joined; the game moves to its own thread.
bot-help-step3 = 3. After each move Agora posts the board in the thread and mentions the players who must decide. Press **Play my turn** under the latest board: only you see your panel and your choices (your cards stay secret). Agora also sends you private news (such as cards you receive) by direct message, if your DMs are open.
bot-help-out-of-turn = Some powers may be used out of turn (Mare Nostrum: Mythology's Baal, Vulcan and Poseidon): their holder presses **Play my turn** at any moment and finds them on the panel. Nobody is mentioned for it, and the player whose turn it is keeps their decision and their time.
bot-help-step4 = 4. Every decision has a deadline{ $reminders } If it passes, Agora's automatic player finishes your turn for you and the game goes on; your next turn is yours again.
bot-help-games = Games
bot-help-commands = Commands
bot-help-cmd-new = - `/agora new`: open a lobby for a new game
bot-help-cmd-status = - `/agora status`: whose turn it is, the deadline and a summary
bot-help-cmd-board = - `/agora board`: see the current board (only you see this copy)
bot-help-cmd-repost = - `/agora repost`: post the board again with a fresh **Play my turn** button, if the last one is missing (players and host)
bot-help-cmd-log = - `/agora log`: the latest moves
bot-help-cmd-abandon = - `/agora abandon`: end the game for everyone (the host, or someone with Manage Server)
bot-help-cmd-language = - `/agora language`: the language Agora answers you in (your Discord app's by default)
bot-help-cmd-help = - `/agora help`: this message
bot-help-reminders = ; you are reminded { $when } before it.
bot-help-no-reminders = .
bot-help-game = - { $title } (`{ $id }`): { $players }
bot-option-board = Board
bot-option-board-west = West (the Roman Empire)
bot-option-board-east = East (the Orient)
bot-option-nations = Nations
bot-option-nations-random = dealt at random
bot-option-nations-choose = chosen by the players in turn

## taking back a move
bot-button-undo = Undo
bot-undo-line = ↩️ { $player } took back their last move.
bot-undo-done = You took back your last move.
bot-undo-err-nothing = There is no move of yours to take back.
bot-undo-err-not-yours = The last move is { $player }'s: only they can take it back.
bot-undo-err-timeout = Your last move was made by the automatic player when your time ran out: it stands.
bot-undo-err-others-acted = Another player has acted since your last move: it stands.
bot-undo-err-final = Your last move cannot be taken back: it revealed something hidden or drew at random.

## The description (alt text) of a posted picture (bot/app/alttext.py)
bot-alt-board = { $game } board.
bot-alt-close-up = Close-up of the { $game } map.
bot-alt-now = Now: { $players }: { $what }.
bot-alt-happened = Just happened:
