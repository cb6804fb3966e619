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
edge-no-such-game = There is no game { $kind }.
edge-not-in-dm = Games can't be played in a DM; start one in a server channel or thread.
edge-no-thread = I could not open a thread here (I need Create Public Threads and Send Messages in Threads); try `/game new` without `thread`, or ask a server admin.
edge-move-gone = That move is no longer available.
edge-button-gone = That button is no longer supported.
edge-game-over = That game is over; this board is out of date.
edge-moved-on = The game has moved on since this was shown; nothing changed. Use the latest board's Play button.
edge-not-your-turn = It is not your turn; these buttons are for the player to act.
edge-not-your-turn-waiting = It is not your turn (waiting for { $waiting }); these buttons are for the player to act.
edge-done = Done.
edge-panel-out-of-date = That panel was out of date; nothing was played. Where the game stands now:
edge-choice-from-turn-start = That choice was from the start of your turn; nothing was played. Where the game stands now:
edge-earlier-board = This board is from an earlier turn; nothing changed. Use the newest board.
edge-earlier-board-link = This board is from an earlier turn; nothing changed. Use the newest board: { $link }
edge-choice-gone = That choice is no longer on offer.
edge-message-out-of-date = This message is from an older version of the bot and its buttons no longer work; nothing changed. Use the newest message, or `/game status`.
edge-game-started = The game has started.
edge-played-by-itself = Played by itself (the only move left): { $moves }.
edge-you-played = You played { $notation }; the new board is in the channel.
edge-too-many-actions = That's more than { $limit } table actions in a minute; try again in { $seconds } s.
edge-too-many-moves = That's more than { $limit } moves and clicks on a game in a minute; try again in { $seconds } s.
edge-too-many-replays = That's more than { $limit } replays and game views in a minute; try again in { $seconds } s.
# Words the same in every language (notation, a name).
verbatim = { $words }

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

## The table (lobby, seats, turns)

table-no-game = There is no game in this channel; open one with `/game new`.
table-not-started-host = The game has not started yet; the host starts it with `/game start`.
table-kind-gone = This server no longer hosts { $kind } games.
table-no-replay = move { $ply } ({ $notation }) no longer replays: { $why }
table-not-seated = You are not seated in this game; anyone can watch with `/game board`.
table-left = You left this game; the computer plays your former seat. You can still watch with `/game board`.
table-not-drawn = The board image could not be drawn; the move itself is saved.
table-lobby-closed = This lobby is closed (the game started or another took its place); use the newest message.
damaged-cancel-host-only = Only the host or a channel manager can cancel this channel's game (its stored data is damaged).
damaged-cancelled = { $name } cancelled this channel's game, whose stored data was damaged. A new one can be opened with `/game new`.
table-conflict = Someone acted at the same moment and the game moved on; check /game status and try again.
table-channel-busy = This channel already has an active game; finish or cancel it first, or use another channel or thread.
table-not-saved = The game could not be saved just now; nothing changed, please try again.
table-damaged = This channel's game can't be read (its stored data is damaged); the host or a channel manager can `/game cancel` it and open a new one.

## Game options at /game new
option-none = This game has no option { $name }; it takes no options.
option-unknown = This game has no option { $name }; its options are { $names }.
option-bad-value = { $value } is not a value of { $name }; choose one of { $choices }.
thread-name = { $game } — { $host }'s game
thread-opened = { $host } opened a **{ $game }** table in { $thread }: join it there.
computer-name = Computer { $number } ({ $level })
computer-easy = easy
computer-normal = normal
computer-hard = hard

## Alt text of images (screen readers)
seat-with-colour = { $name } ({ $colour })
# A player as an engine names them (games::seat_words): the colour, until the table puts the name in its place.
seat-ref = { $colour }
seat-ref-swatch = { $colour }
alt-board = { $game } board. { $turn }. Scores: { $scores }.
alt-to-play = { $names } to play
alt-won-by = Game over, won by { $names }
alt-score = { $name } { $total }
alt-image-of = { $what } Image { $number } of { $count }.
alt-hand = Your hand (only you see it).
log-a-move = (a move)
notation = { $notation }
log-line = { $number }. { $name }: { $what }
log-earlier = …
move-by = { $name } { $what }

lobby-not-in-dm = Games can't be played in a DM; start one in a server channel or thread.
lobby-no-such-game = There is no game { $kind }; choose one of { $kinds }.
lobby-status-lobby = lobby
lobby-status-running = running
lobby-channel-has-game = This channel already has a { $game } game ({ $status }); finish or cancel it first, or use another channel or thread.
lobby-too-many = You have { $count } lobbies open on this server already; start or `/game cancel` one of them first.
lobby-opened = { $host } opened a { $game } table for { $min }–{ $max } players{ $options }.
lobby-options = {" "}({ $options })
lobby-seated = Seated: { $names }. The host, { $host }, starts the game when everyone is in.
lobby-estimate = Expected length, from this server's finished games and the seated players' pace: { $length }.
lobby-estimate-hours = about { $hours ->
    [one] one hour
   *[other] { $hours } hours
}
lobby-estimate-days = about { $days ->
    [one] one day
   *[other] { $days } days
}
lobby-join-started = This game has already started; watch it with `/game board`, or start another in a new thread.
lobby-already-seated = You are already seated at this table.
lobby-joined = { $name } joined the { $game } table (up to { $max } players).
lobby-not-seated = You are not seated at this table.
lobby-left-last = { $name } left; no player is left at the table, so it is closed.
lobby-left-host = { $name } left the table. { $host } is the host now.
lobby-left = { $name } left the table.
lobby-start-started = This game has already started.
lobby-start-host-only = Only the host, { $host }, can start the game.
lobby-start-players = { $game } needs { $min }–{ $max } players and { $seated } { $seated ->
    [one] is
   *[other] are
} seated; others can `/game join`.
lobby-full = The table is full ({ $max } of { $max } seats).
lobby-bot-started = Computer players join before the start; after a missed deadline the host's settings decide.
lobby-bot-host-only = Only the host, { $host }, can seat computer players.
lobby-bot-seated = { $name } takes a seat ({ $seated } of up to { $max }): { $names }.
lobby-kick-host-only = Only the host, { $host }, or a channel manager can remove a player.
lobby-kick-nobody = Nobody called { $who } is seated; seated: { $names }.
lobby-kick-host = The host can't be removed; the host may `/game leave` or `/game cancel`.
lobby-kicked = { $name } removed { $removed } from the table.
lobby-kick-not-playing = { $removed } is not playing any more; the computer plays that seat.
lobby-kick-still-playing = { $removed } is still playing. The host may remove a player only once they missed a deadline or kept the game waiting over { $allowed }; a channel manager can remove anyone.
lobby-removed-running = { $name } removed { $removed }, who ranks last; the computer plays that seat now.
lobby-cancel-host-only = Only the host, { $host }, or a channel manager can cancel this game.

turn-to-play = { $names } to play.
turn-yours = your turn.
turn-yours-each = your turn, each of you.
catch-up-since-yours = Since your last turn:
catch-up-since-each = Since your last turns:
catch-up-since-start = Since the game began:
turn-continues = Your turn continues.
turn-computer-played = The computer played for { $names } (away):
computers-paused = This server's computer players have used their thinking time for now ({ $cap } an hour): they wait for the server's hourly allowance and play on by themselves, at full strength, as soon as some of it frees up.
computers-resumed = The computer players think again:
game-begins = { $game } begins: { $seats }.
game-hands-secret = What each player holds is secret: see yours with `/game hand` (only you see it).
game-resigned = { $name } resigned; the game is over.
unrated-left = This game will not be rated: { $name } left before everyone had played two turns.
cancel-is-resigning = A game with moves played alone against the computer is not cancelled: cancelling it is resigning.
table-rules = Table rules: { $rules }
game-not-started = The game has not started yet.
final-scores = Final scores
final-line = { $rank }. { $name } ({ $colour }): { $total } — { $detail }
final-line-left = { $rank }. { $name } ({ $colour }): { $total } — { $detail } (left the game)
final-line-solo = { $name } ({ $colour }): { $total } — { $detail }
final-tie-broken = { $names } tied at { $total }; { $by } decided: { $values }.
final-tie-value = { $name } { $value }
final-no-winner = No winner.
final-winner = 🏆 { $name } wins!
final-shared = 🏆 Shared victory: { $names }!
status-lobby = lobby
status-running = running
status-finished = finished
status-cancelled = cancelled
status-head = { $game }, { $status }. Host: { $host }.
status-seated = Seated: { $names }.
status-waiting = Waiting { $waited } for the current turn.
status-your-moves = Your moves: { $moves }
moves-preview = { $moves }
moves-preview-more = { $moves } and { $more } more (autocomplete lists them)
board-not-started = The game has not started yet; the board appears at `/game start`.
board-shown = The { $game } board:
play-not-your-turn = It is not your turn; waiting for { $waiting }.
play-your-move = Your move:
hand-none = This game has no hidden hand; everything is on the board.
log-empty = No moves yet.
rules-name-a-game = Name a game, e.g. `/game rules game:tower-up`; games: { $kinds }.

## History

history-not-in-dm = `/history` lists a server's finished games; ask in a server channel.
history-none = No finished games on this server match.
history-no-player = { $name } has no finished games on this server.
history-title = Finished games on this server, newest first (page { $page } of { $pages }):
history-title-game = Finished { $game } games on this server, newest first (page { $page } of { $pages }):
history-title-player = Finished games of { $name } on this server, newest first (page { $page } of { $pages }):
history-title-game-player = Finished { $game } games of { $name } on this server, newest first (page { $page } of { $pages }):
history-line = { $date } · { $game } · { $players } · { $winners } · { $board }
history-player = { $name } { $score }
history-winner = winner: { $name }
history-winners = shared win: { $names }
history-no-winner = no winner
history-no-board = no board message
history-newer = ◀ Newer
history-older = Older ▶
parse-history = `/history` takes `game:<kind>`, `player:<id or name>` and `page:<number>`; { $word } is none of them.
parse-history-page = The page is a whole number from 1; { $value } is not.
console-history-next = Next page: `{ $command }`
cmd-history = history
    .description = This server's finished games, newest first, ten per page
cmd-history-game = game
    .description = Only this game
cmd-history-game-tower-up = Tower Up
cmd-history-game-cloud-city = Cloud City
cmd-history-game-sky-garden = Sky Garden
cmd-history-player = player
    .description = Only the games this player played in

## Reminders and deadlines

deadline-bot = { $names } missed the { $deadline } deadline in this { $game } game; the computer ({ $level }) plays for them until they say `/game back`.
deadline-end = { $names } missed the { $deadline } deadline; the { $game } game ends with them last.
deadline-skip = { $names } missed the { $deadline } deadline; the other players may vote with `/game skip` to have the computer play this turn.
reminder = it's your turn in { $game } in { $channel }; the game has waited { $waited } for you.
reminder-link = it's your turn in { $game } in { $channel }; the game has waited { $waited } for you. Last board: { $link }
lobby-expired = The { $game } lobby { $host } opened was not started within { $lifetime }; it is closed, and this channel is free for a new game.
lobby-closes-soon = This { $game } lobby closes in { $left } unless its host, { $host }, starts it with `/game start`.
idle-warning = This { $game } game has had no move for { $idle }. Unless someone moves within { $left }, it ends then, unrated, and the channel is free for a new game.
idle-ended = The { $game } game had no move for { $idle } and has ended: nobody wins and it is not rated. This channel is free for a new game.
damaged-paused = This channel's game can't be read any more (its stored data is damaged), so it is paused. The host or a channel manager can `/game cancel` it and open a new one with `/game new`.

## Settings, proposals, players' own choices

settings = Reminders: first after { $first }, then every { $every }. { $rules } Language: { $language }.
settings-next = Reminders: first after { $first }, then every { $every }. { $rules } From the next turn: { $next } Language: { $language }.
server-not-in-dm = Server settings belong to a server; ask in one of its channels.
server-settings-managers-only = Only members who can manage this server (Discord's Manage Server) can change its defaults; `/server settings` alone shows them.
server-settings-title = New games on this server start with these settings:
server-settings-changed = { $name } changed this server's defaults; new games start with:
settings-sources = From this server's defaults: { $server }. Set for this game: { $game }. Built in: { $built_in }.
server-settings-sources = Set for this server: { $server }. Built in: { $built_in }.
settings-source-list = { $names }
settings-source-none = none
language-en = English ({ $code })
language-uk = Ukrainian ({ $code })
settings-off = off
settings-rules = Deadline: { $deadline } (then { $action }). Vacation: { $days } days per 30 days. The computer standing in for a player plays { $standin }.
settings-rules-none = Deadline: none. Vacation: { $days } days per 30 days. The computer standing in for a player plays { $standin }.
settings-every-hourly = Reminders repeat at most hourly; say `every:1h` or more.
settings-bad-action = { $value } is not a deadline action; choose skip, bot or end.
settings-bad-days = { $value } is not a number of days from 0 to 30.
settings-bad-standin = { $value } is not a level for the stand-in; choose easy, normal or hard.
settings-bad-language = { $value } is not a language here; choose en or uk.
settings-unknown = There is no setting { $name }; the settings are { $names }.
duration-unreadable = { $value } is not a duration; write it like 30m, 12h or 2d.
duration-too-short = { $value } is too short; the shortest is 1m.
duration-too-long = { $value } is too long; the longest is 90d.
settings-deadline-short = { $value } is too short for a deadline: a deadline is from 1h to 90d, or off.
settings-host-only = Only the host, { $host }, or a channel manager can change the settings.
settings-changed = { $name } changed the settings.
proposal-to-cancel = to cancel the game (nobody wins).
proposal-settings = new settings, in force from the next turn: { $rules }
proposal-settings-lobby = new rules for this table: { $rules }
proposal-made = Proposal { $number }: { $name } proposes { $what } It needs every player's agreement: { $names }, agree with the button or `/game agree proposal:{ $number }`.
proposal-replaces = It replaces proposal { $earlier }: agreements to that one no longer count.
proposal-nothing = The host has proposed nothing to agree to.
proposal-own = You proposed it; the other players agree with `/game agree`.
proposal-agreed = { $name } agrees to proposal { $number }: { $what } Still waiting for { $waiting }.
proposal-older-button = That button is for an earlier proposal; no agreement was counted.
proposal-not-open = Proposal { $asked } is not the one awaiting agreement; no agreement was counted.
proposal-current = The one awaiting agreement is proposal { $number }: { $what } Agree to it with its button or `/game agree proposal:{ $number }`.
proposal-current-link = The one awaiting agreement is proposal { $number }: { $what } Agree to it with its button, here: { $link } or with `/game agree proposal:{ $number }`.
proposal-cancelled = Everyone agreed: the { $game } game is cancelled.
proposal-settings-agreed = Everyone agreed to the new settings of proposal { $number }.
nobody-wins = Nobody wins.
lobby-cancelled = { $name } cancelled the { $game } game.
remind-bad-choice = { $choice } is not a choice; say channel, dm or off.
remind-channel = Your reminders will be posted in the game's channel.
remind-dm = Your reminders will come by direct message (in the channel if your DMs are closed).
remind-off = You will get no reminders. Turn pings still mention you.
me-confirm-on = You are asked once before a move that can't be taken back (confirm:on).
me-confirm-off = Moves that can't be taken back are played as soon as you pick them (confirm:off).
me-digest-off = No daily digest: each game reminds you itself (digest:off).
me-digest-daily = A daily digest comes by DM at { $at } your time, instead of each game's reminders (digest:daily@{ $at }).
me-digest-only = A daily digest comes by DM at { $at } your time; until then no game reminds you or pings you when your turn begins (digest:only@{ $at }).
digest-title = your daily digest: { $count ->
    [one] one game waits
   *[other] { $count } games wait
} for you.
digest-line = { $game } in { $channel }: waiting { $waited }
digest-line-deadline = { $game } in { $channel }: waiting { $waited }, deadline { $deadline }
turn-ping-held = Not pinged, as they asked (their turns come in a daily digest): { $names }.
me-zone = Your time zone: { $zone } ({ $offset }).
me-quiet = Quiet hours: { $window }, your time. No ping or reminder reaches you then: what comes is sent once, with what you missed, when they end. Your turn's deadline clock stops for them (10 hours a night at most); a change counts from your next turn.
me-quiet-off = Quiet hours: none (set them with `quiet:23:00-07:00`).
zone-unknown = { $value } is not a time zone I know. Did you mean { $names }?
quiet-unreadable = { $value } is not a window of quiet hours: write it as `23:00-07:00` (24-hour clock), or `off`.
quiet-length = Quiet hours of { $value } would last { $length }: they may last 1 to 14 hours.
quiet-over = your quiet hours are over: it's your turn in { $game } in { $channel }; the game has waited { $waited } for you.
settings-quiet = { $name } keeps quiet hours { $window } ({ $zone }): their deadline clock stops then, 10 hours a night at most.
vacation-already = You are on vacation already; `/vacation off` when you are back.
vacation-on = Enjoy your break: no reminders for you, and the clocks of your turns stop while you are away, up to each game's allowance ({ $used } used in the last period; each vacation counts at least 1 h). Others will see you are on vacation.
vacation-not-on = You are not on vacation.
vacation-off = Welcome back! Your turns' clocks run on from where they stopped.
games-none-anywhere = You play in no running game on any server; open one with `/game new` in a server channel.
games-line = { $channel }: { $game } — waiting { $waited } for { $names }
games-line-yours = { $channel }: { $game } — waiting { $waited } for { $names } (your turn)
games-none = You play in no running game on this server, and none runs here; open one with `/game new`.
ratings-not-in-dm = Ratings and stats are per server; ask in a server channel.
parse-leaderboard = Say which game: `/leaderboard game:<kind>`.
leaderboard-empty = No one has a { $game } rating on this server yet: finish a game with others to get one.
leaderboard-title = { $game } on this server (rating = μ − 3σ):
leaderboard-line = { $place }. { $name }: { $rating } · { $games } played · { $wins } won
leaderboard-yours = Your place: { $place }, rating { $rating }.
leaderboard-unrated = You have no { $game } rating here yet.
stats-none = { $name } has no finished games on this server yet.
stats-title = { $name } on this server:
stats-kind = { $game }: { $games } played, { $wins } won, average score { $average }, best { $best }
stats-pace = { $game }: median time to move { $median } (over { $moves ->
    [one] one turn
   *[other] { $moves } turns
} in the last 90 days)
stats-rating = { $game } rating { $rating } (μ { $mu }, σ { $sigma }), last game { $change }
stats-solo = { $game } solo: { $games } played, best { $best }, average { $average }
stats-solo-target = { $target } or more reached in { $count } of { $games }
stats-recent = Last results:
stats-recent-rated = { $game }: place { $rank } of { $players }, score { $score }, rating { $change }
stats-recent-line = { $game }: place { $rank } of { $players }, score { $score }
stats-recent-solo = { $game } solo: score { $score }
status-away = { $name } is away; the computer ({ $level }) plays for them until `/game back`.
status-vacation = { $name } is on vacation (this game waits for them up to { $left } more).
status-undelivered = ⚠ { $count ->
    [one] { $count } reminder or notice
   *[other] { $count } reminders or notices
} could not be delivered to Discord (last: { $error }). Check the bot may post here.

## Replays and records

replay-no-such-game = There is no game { $id } on this server.
replay-not-shown = Game { $id } is shown only to its players and to those who can see its channel.
replay-running-elsewhere = Game { $id } is still running in another channel; its replay opens there, for the people who play and watch it.
replay-lobby = Game { $id } has not started yet, so there is nothing to replay.
replay-never-started = Game { $id } was cancelled before it started, so there is nothing to replay.
replay-no-such-step = There is no step { $step }: this replay goes from 0 (the setup) to { $count }.
replay-setup = Replay of game { $id } ({ $game }): the setup. Turns played: { $count }.
replay-turn = Replay of game { $id } ({ $game }): turn { $step } of { $count }.
replay-start = ⏮ Start
replay-back = ◀ Back
replay-next = Next ▶
replay-end = End ⏭
replay-console-next = Next: `/game replay id:{ $id } step:{ $step }`
replay-console-last = That was the last step; from the start: `/game replay id:{ $id } step:0`
export-running = Game { $id } is still running: its record holds the seed, which tells the order of every card and tile still to come, so it can be exported only once the game is over.
export-cancelled = Game { $id } was cancelled and has no result to check; only finished games can be exported.
export-done = The record of game { $id } ({ $game }, moves: { $moves }). Anyone can check it with `aerie play --replay FILE`.
parse-step = The step must be a whole number (0 is the setup), not { $value }.
parse-game-id = The game id must be a whole number, not { $value }.
record-not-json = This file is not `JSON`: { $why }
record-not-a-record = This is not a game record: its `format` is not { $format }.
record-version = This record has format version { $found }; this `aerie` reads version { $known }.
record-malformed = This game record can't be read: { $why }
record-unreadable-file = Can't read { $path }: { $why }
record-unknown-kind = This record is of a game this `aerie` doesn't know, { $kind } (it knows { $kinds }).
record-no-setup = The game can't be set up from this record: { $why }
record-head = { $game }, game { $id }. Moves in the record: { $moves }.
record-move = { $ply }. { $name }: { $what }
record-no-seat = Move { $ply } is by seat { $seat }, which the record doesn't have.
record-move-refused = The rules refuse move { $ply } ({ $notation }): { $why }
record-score = { $name }: { $total } — { $detail }
record-score-differs = { $name } scores { $replayed } in the replay, but the record says { $recorded }.
record-score-missing = The record's result has no score for { $name }.
record-seat-count = Scores in the record's result: { $recorded }; seats in the game: { $replayed }.
record-not-over = The record says the game was played to the end, but after its last move it is not over.
record-winners-differ = Winners in the record: { $recorded }; in the replay: { $replayed }.
record-seat-unknown = The record's result names a seat the game doesn't have (it has { $seats }).
record-left-still-playing = The record says { $name } left a game played to the end, but a person still played that seat.
record-over-not-left = The record says the game ended as { $ended }, but its moves play it to the end by the rules.
record-nobody-left = The record says the game ended as { $ended }, but names nobody who left.
record-ending-unknown = The record's ending { $ended } is not one this `aerie` knows (`rules`, `resigned` or `absent`).
record-rank-differs = { $name } ranks { $replayed } in the replay, but the record says { $recorded }.
record-bad-options = The record's `options` are not options of { $game }.
record-matches = ✅ The replay matches the recorded result.
record-differs = ❌ The replay does not match the recorded result:
cmd-game-replay = replay
    .description = Step through a game's boards turn by turn (only you see it)
cmd-game-replay-id = id
    .description = The game's number (this channel's game if not given)
cmd-game-replay-step = step
    .description = Which completed turn (0 = the setup; the latest if not given)
cmd-game-export = export
    .description = A finished game's record as a file, to keep or check
cmd-game-export-id = id
    .description = The game's number (this channel's latest if not given)

## Undo, leaving, coming back, skipping

undo-nothing = There is no move to undo yet.
undo-done = You took back { $notation }; the board now:
undo-passed-on = Your turn has passed on; a step can be taken back only while your turn lasts.
undo-not-yours = Only { $name } can take back the last step, and only while their turn lasts.
undo-computer = The computer plays your seat just now; say `/game back` first.
undo-revealed = { $notation } revealed new information (a card, tile or chip), so it can't be taken back.
game-left-running = { $name } left the game and ranks last; the computer plays that seat on.
host-passed = { $host } is the host now.
back-already = You are playing your own seat already.
back-done = Welcome back, { $name }: you play your own seat again.
skip-not-overdue = A turn can be skipped only after its deadline has passed, where the host chose `action:skip`.
skip-own-turn = It is your own turn; play it with `/move`.
skip-voted = { $name } votes to skip the overdue turn; waiting for { $waiting } to vote too.
skip-done = The players voted to skip the overdue turn; the computer played it.

## Typed commands (the console's), read before the table acts

parse-quotes = Unbalanced quotes in the command.
parse-empty = Empty command; type /help for the list.
parse-remind = Say where: `/remind where:channel`, `dm` or `off`.
parse-vacation = Say `/vacation on` or `/vacation off`.
parse-confirm = { $value } is not a choice; say on or off.
parse-digest = { $value } is not a digest; say `off`, `daily@HH:MM` or `only@HH:MM` (your local time, 24-hour clock).
parse-me = Say `/me settings` (to see yours), `/me settings confirm:off`, `/me data` or `/me forget`.
parse-move = Say which move, e.g. `/move action:"skip"`; `/game status` lists yours.
parse-game = Say what to do, e.g. `/game new game:tower-up`; /help lists the commands.
parse-unknown = Unknown command { $command }; the commands are { $commands }; /help says what each does.
parse-no-options = { $command } takes no options.
parse-unknown-option = { $command } has no option { $name }; its options are { $names }.
parse-option = Options look like `name:value`; { $word } is not one.
parse-which-game = Say which game, e.g. `/game new game:tower-up`.
parse-start = `/game start` takes only `seed:<number>`.
parse-seed = The seed must be a whole number, not { $value }.
parse-proposal = The proposal's number must be a whole number, not { $value }.
parse-setting = Settings look like `deadline:2d`; { $word } is not one.
parse-level = { $value } is not a level; choose easy, normal or hard.
parse-bot = Say `/game bot add [level:easy|normal|hard]` to seat a computer player.
parse-kick = Say who: `/game kick player:<name>`.
parse-unknown-sub = Unknown subcommand { $command }; try { $subs }.

## The console (`aerie play`)
console-line-form = Lines look like `NAME: /command option:value`, e.g. `alice: /game new game:tower-up`.
console-name-too-long = Names are at most { $max } characters, as on Discord; this one has { $count }.
console-not-text = This line is not valid UTF-8 text; it was skipped.
console-real-clock = This clock follows real time; `/wait` needs the console's clock.
console-waited = ({ $waited } pass.)
console-help =
    Type commands as `NAME: /command option:value`, one per line, for example:
      alice: /game new game:tower-up
      bob: /game join
      alice: /game start
      alice: /move action:"take 1"
    Any name is a user. `alice: /help` lists the commands; `alice: /wait 13h` lets
    simulated time pass (to see reminders and deadlines); Ctrl-D quits.

## Rematch and one's own data

rematch-button = Rematch: same game, same players
rematch-no-finished = There is no finished game here to play again; a rematch repeats a game that ended.
rematch-not-player = Only those who played this game can open its rematch; `/game new` opens a table of your own.
rematch-exists = A rematch of this game is already open: { $link }
rematch-exists-here = A rematch of this game is already open in this channel.
rematch-opened = { $host } opens a rematch of { $game }: the same game, options and settings.
rematch-invited = Invited: { $names }. Each joins with the Join button.
data-title = What Aerie keeps about you:
data-settings = Settings: reminders go to { $remind }, vacation { $vacation }, asked before a final move { $confirm }, language last seen { $language }.
data-no-settings = Settings: none saved.
data-time = Time zone { $zone }, quiet hours { $quiet }.
data-on = on
data-off = off
data-games = Server { $server }: { $finished ->
    [one] 1 finished game
   *[other] { $finished } finished games
}, { $active } open or running.
data-rating = { $game } rating on server { $server }: { $rating } · { $games } played · { $wins } won
data-names = Names you played under: { $names }
data-forget-hint = `/me forget` deletes your ratings and settings and takes your name and id out of past games.
forget-explain = This deletes your ratings and your settings on every server. In past games your seat stays, with its score and place (so nobody else's results change), but as "former player": your name and id go from seats, moves and results. You can't undo this. Delete it?
forget-button = Delete my data
console-forget-confirm = To delete it, type `/me forget confirm:yes`.
parse-forget = Say `/me forget` to be asked, then `/me forget confirm:yes` to delete your data.
forget-seated = First leave or finish the games you sit at: { $games }.
forget-done = Done: your ratings and settings are deleted, and { $games ->
    [one] 1 past game now shows
   *[other] { $games } past games now show
} "former player" in your place.
forget-not-yours = This button is for the one who asked; `/me forget` asks for your own data.
former-player = former player { $number }
cmd-game-rematch = rematch
    .description = Open a new table repeating this channel's last finished game
cmd-me-data = data
    .description = See what the bot keeps about you
cmd-me-forget = forget
    .description = Delete your ratings and settings and your name in past games

## Spans of time

duration-seconds = { $s } s
duration-minutes = { $min } min
duration-hours = { $h } h { $min } min
duration-days = { $d } d { $h } h

## Help and rules in brief

rules-tower-up = Build towers in a city of construction sites and race four vehicles.
    Each turn: either take a market card (`take 2`): gain its floors (name a colour for wild ones, `take 2 picks brown,grey`) and move the vehicles it shows; hold at most 10 floors (give back the rest one at a time, `discard black`). Or build (`build C2 white roof C3`): found a tower on an empty site next to a tower, in a colour no neighbour has, pay one floor onto every neighbouring tower, and put your roof on one of the floors you just laid; the vehicle of that tower's colour moves as far as the tower is tall.
    Stars: when all four vehicles reach a new star column you get an extra action (`skip` declines it).
    Objectives pay chips to whoever meets them first.
    End: when someone places their last roof, or a floor colour runs out; everyone gets a last action. Money from the four vehicle columns, the cone (your visible roofs) and chips decides; ties share the win.

rules-cloud-city = Build a model city in the clouds from square tiles; every tile carries two buildings (blue is 1 high, green 2, brown 3). Your three tiles are secret (`/game hand`).
    Each turn: place a tile from your hand so it shares a full side with your city (`place T12 B2 90`; the city may not outgrow 3x3, or 3x4 in the long variant); then build walkways one at a time between two of your buildings of the same colour in a straight line (`walkway a1 a3`): nothing as tall or taller in between, never over a gap where a tile is missing, at most two walkways per building, no crossing a walkway of the same colour, while the shared supply of that length lasts; say `done`; then draw a tile from the face-up row or the stack (`draw R2`, `draw stack`; none on the last turn).
    End: after 8 turns (11 in the 3x4 city). Walkway votes, plus any special request cards, decide; ties go to blue votes, then green, then brown; players still equal share the victory.

rules-sky-garden = Run an aviary of six areas and fill it with birds. Solo, two players (with the neutral token Lucy) or three to four.
    Start: everyone secretly picks one of two Event cards (`choose E3`); they are revealed together, then each player gets a Starting Setup card (a nest, a tree and an open lake).
    Turns: whoever is farthest behind on the main track moves their token ahead, or goes to Standby for the rest of the round. A green or orange chip where you stop gives a bird: walk your employee 1-3 spaces round your aviary (more for a fee), then place the bird in one of the two areas beside the employee. Areas hold size 4, or 6 with a tree or a lake, never both. Before or after placing you may buy nests, trees, lakes, a forest bird, or the additional area. A blue chip gives an advertisement (funds) or a special bird instead. Space icons let you breed or buy. At any time in your turn: claim milestones, move birds or trees to the forest, refill lakes, move birds on and off nests. Say `end` when done.
    End: after 3 rounds (4 with four players). Scoring: birds (pairs of small birds; hawks with a tree, flamingos, toucans and swans with a lake score more), eggs in the Nest Box, milestones, the Event card's track, your Standby space and the additional area. Trees, lakes and leftover funds score nothing by themselves. A full tie is shared. Solo aims for 130 and 150 points.

help-commands = Aerie hosts board games played over days. Games: { $games }. The commands:
help-command = { $usage } — { $about }
help-more = On Discord the board's Play button opens your move panel: a pick acts, and Undo sits beside the choices. The final board's Rematch button opens a new table repeating the game.
rules-options = Options at `/game new`: { $options }
rules-option = { $name } ({ $about }; { $choices })

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
cmd-game-agree-proposal = proposal
    .description = The proposal's number, to agree to that one only (the current one if not given)
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
cmd-game-settings-standin = standin
    .description = How strong the computer plays for an absent or departed player
cmd-game-settings-standin-easy = easy
cmd-game-settings-standin-normal = normal
cmd-game-settings-standin-hard = hard
cmd-game-settings-language = language
    .description = The language of this game's public messages
cmd-game-settings-language-en = English
cmd-game-settings-language-uk = Українська
cmd-server = server
    .description = This server's settings for Aerie
cmd-server-settings = settings
    .description = Show or change the defaults new games on this server start with (Manage Server)
cmd-server-settings-first = first
    .description = First reminder after, e.g. 12h, or off
cmd-server-settings-every = every
    .description = Repeat reminders every, e.g. 24h
cmd-server-settings-deadline = deadline
    .description = Time for a turn, e.g. 3d, or off
cmd-server-settings-action = action
    .description = At the deadline: skip, bot or end
cmd-server-settings-action-skip = skip the turn
cmd-server-settings-action-bot = the computer plays it
cmd-server-settings-action-end = end the game
cmd-server-settings-vacation = vacation
    .description = Vacation days per 30 days, e.g. 14
cmd-server-settings-standin = standin
    .description = How strong the computer plays for an absent or departed player
cmd-server-settings-standin-easy = easy
cmd-server-settings-standin-normal = normal
cmd-server-settings-standin-hard = hard
cmd-server-settings-language = language
    .description = The language of new games' public messages
cmd-server-settings-language-en = English
cmd-server-settings-language-uk = Українська
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
    .description = Your games on this server and this channel's (in a DM: on every server): whose turn, for how long
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
cmd-me-settings-digest = digest
    .description = One DM a day instead of reminders: off, daily@HH:MM or only@HH:MM (your time)
cmd-me-settings-timezone = timezone
    .description = Your time zone (IANA name, e.g. Europe/Kyiv)
cmd-me-settings-quiet = quiet
    .description = Your quiet hours, e.g. 23:00-07:00, or off
cmd-leaderboard = leaderboard
    .description = This server's top 10 ratings at a game, and your place
cmd-leaderboard-game = game
    .description = Which game
cmd-leaderboard-game-tower-up = Tower Up
cmd-leaderboard-game-cloud-city = Cloud City
cmd-leaderboard-game-sky-garden = Sky Garden
cmd-stats = stats
    .description = A player's games, scores, ratings and last results on this server
cmd-stats-player = player
    .description = Whose (yours if none)
