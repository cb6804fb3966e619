# Aerie's words in English. Ids are grouped by where they show:
# cmd-* slash commands (value: the name, .description: what it does),
# panel-* the private move panel, board-* and lobby-* buttons under public
# messages. Notation (what `/move` takes) is never translated.

## Counts

votes = { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}

## The private move panel

panel-your-move = Your move
panel-choose-what = Choose what to do.
panel-choose-next = Choose the next part.
panel-menu-what = Choose what to do
panel-menu-next = Choose the next part
panel-group = { $count } choices
panel-as-it-is = { $choice } (nothing more)
panel-cannot-undo = This can't be undone: play it?
panel-no-undo = No undo: { $why }
panel-back = Back
panel-undo = Undo your last step

## Buttons under public messages

board-play = Play
board-my-hand = My hand
lobby-join = Join
lobby-leave = Leave
lobby-add-computer = Add a computer player
lobby-start = Start
proposal-agree = I agree

## Answers of the Discord front-end

edge-went-wrong = Something went wrong; nothing changed. Please try again.
edge-no-such-game = There is no game `{ $kind }`.
edge-not-in-dm = Games can't be played in a DM; start one in a server channel or thread.
edge-move-gone = That move is no longer available.
edge-button-gone = That button is no longer supported.
edge-game-over = That game is over; this board is out of date.
edge-moved-on = The game has moved on since this was shown; nothing changed. Use the latest board's Play button.
edge-not-your-turn = It is not your turn; these buttons are for the player to act.
edge-not-your-turn-waiting = It is not your turn (waiting for { $waiting }); these buttons are for the player to act.
edge-panel-out-of-date = That panel was out of date; nothing was played. Where the game stands now:
edge-choice-from-turn-start = That choice was from the start of your turn; nothing was played. Where the game stands now:
edge-earlier-board = This board is from an earlier turn; nothing changed. Use the newest board.
edge-earlier-board-link = This board is from an earlier turn; nothing changed. Use the newest board: { $link }
edge-choice-gone = That choice is no longer on offer.
edge-played-by-itself = Played by itself (the only move left): { $moves }.
edge-you-played = You played `{ $notation }`; the new board is in the channel.
edge-too-many-actions = That's more than { $limit } table actions in a minute; try again in { $seconds } s.
list-and = { $init } and { $last }

## Permissions, as Discord's settings name them

perm-view-channel = View Channel
perm-send-messages = Send Messages
perm-send-in-threads = Send Messages in Threads
perm-embed-links = Embed Links
perm-attach-files = Attach Files
perm-create-threads = Create Public Threads
perm-member-needs = You need { $permissions } here to open a game.
perm-member-needs-thread = You need { $permissions } here to open a game in a thread; try without `thread`.
perm-bot-needs = I need { $permissions } here to post boards; ask a server admin.
perm-bot-needs-thread = I need { $permissions } here to open a game thread; try without `thread`, or ask a server admin.

## Slash commands

cmd-game = game
    .description = Host and play a board game in this channel
cmd-game-new = new
    .description = Open a table; you host it
cmd-game-new-tower-up = tower-up
    .description = Open a Tower Up table in this channel; you host it
cmd-game-new-tower-up-first-game = first-game
    .description = Play with the three first-game objectives
cmd-game-new-tower-up-thread = thread
    .description = Play in a new thread off this channel, named after the game and you
cmd-game-new-cloud-city = cloud-city
    .description = Open a Cloud City table in this channel; you host it
cmd-game-new-cloud-city-size = size
    .description = Final city: 3x3 (8 turns, 2-4 players) or 3x4 (11 turns, 2-3 players)
cmd-game-new-cloud-city-size-3x3 = 3x3
cmd-game-new-cloud-city-size-3x4 = 3x4
cmd-game-new-cloud-city-requests = requests
    .description = Special request cards revealed at setup (0 = variant off)
cmd-game-new-cloud-city-requests-0 = 0
cmd-game-new-cloud-city-requests-1 = 1
cmd-game-new-cloud-city-requests-2 = 2
cmd-game-new-cloud-city-thread = thread
    .description = Play in a new thread off this channel, named after the game and you
cmd-game-new-sky-garden = sky-garden
    .description = Open a Sky Garden table in this channel; you host it
cmd-game-new-sky-garden-thread = thread
    .description = Play in a new thread off this channel, named after the game and you
cmd-game-join = join
    .description = Take a seat at the table in this channel
cmd-game-leave = leave
    .description = Leave the table before the game starts
cmd-game-start = start
    .description = Start the game (host only)
cmd-game-status = status
    .description = Whose turn it is, scores, and your moves
cmd-game-board = board
    .description = Show the board
cmd-game-hand = hand
    .description = Show your hand (only you see it)
cmd-game-log = log
    .description = The moves so far
cmd-game-undo = undo
    .description = Take back your last move, if nothing new was revealed
cmd-game-resign = resign
    .description = Give up; the game ends with you last
cmd-game-cancel = cancel
    .description = End the game without a result (host or channel manager)
cmd-game-back = back
    .description = Play your seat again after the computer stood in for you
cmd-game-skip = skip
    .description = Vote to pass the turn of a player past the deadline
cmd-game-agree = agree
    .description = Agree to the host's proposal (new deadline settings, or cancelling)
cmd-game-play = play
    .description = Open your move panel where the game stands now
cmd-game-rules = rules
    .description = The rules in brief
cmd-game-rules-game = game
    .description = Which game (this channel's if not given)
cmd-game-rules-game-tower-up = Tower Up
cmd-game-rules-game-cloud-city = Cloud City
cmd-game-rules-game-sky-garden = Sky Garden
cmd-game-settings = settings
    .description = Show or change reminders, deadline and vacation allowance (host)
cmd-game-settings-first = first
    .description = First reminder after, e.g. 12h, or off
cmd-game-settings-every = every
    .description = Repeat reminders every, e.g. 24h
cmd-game-settings-deadline = deadline
    .description = Time for a turn, e.g. 3d, or off
cmd-game-settings-action = action
    .description = At the deadline: skip, bot or end
cmd-game-settings-action-skip = skip the turn
cmd-game-settings-action-bot = the computer plays it
cmd-game-settings-action-end = end the game
cmd-game-settings-vacation = vacation
    .description = Vacation days per 30 days, e.g. 14
cmd-game-settings-language = language
    .description = The language of this game's public messages
cmd-game-settings-language-en = English
cmd-game-settings-language-uk = Українська
cmd-game-bot = bot
    .description = Computer players
cmd-game-bot-add = add
    .description = Seat a computer player (host, before the start)
cmd-game-bot-add-level = level
    .description = How strong it plays (default normal)
cmd-game-bot-add-level-easy = easy
cmd-game-bot-add-level-normal = normal
cmd-game-bot-add-level-hard = hard
cmd-game-kick = kick
    .description = Remove a player; in a running game the computer takes the seat (host or channel manager)
cmd-game-kick-player = player
    .description = Who
cmd-move = move
    .description = Make a move in this channel's game
cmd-move-action = action
    .description = Your move; start typing to see the legal ones
cmd-help = help
    .description = What Aerie does and its commands
cmd-games = games
    .description = Your games on this server and this channel's: whose turn, for how long
cmd-remind = remind
    .description = Where your turn reminders go
cmd-remind-where = where
    .description = Channel, DM, or no reminders
cmd-remind-where-channel = in the game's channel
cmd-remind-where-dm = by direct message
cmd-remind-where-off = off
cmd-vacation = vacation
    .description = Pause your reminders and deadlines while away
cmd-vacation-state = state
    .description = On or off
cmd-vacation-state-on = on
cmd-vacation-state-off = off
cmd-me = me
    .description = Your own settings across games
cmd-me-settings = settings
    .description = Show or change your settings
cmd-me-settings-confirm = confirm
    .description = Be asked once before a move that can't be taken back
cmd-me-settings-confirm-on = on: ask me
cmd-me-settings-confirm-off = off: play it at once
