# cloud-city: the rules engine's words (refusals, moves, summaries, labels) and its board images.
# Notation (what `/move` accepts: `place T12 B2 90`, `walkway a1 a3`, `done`, `draw R2`) is never translated.

## Colours: a colour's name, said of a building, said of several walkways

cc-blue = blue
cc-green = green
cc-brown = brown
cc-blue-building = blue
cc-green-building = green
cc-brown-building = brown
cc-blue-walkways = blue
cc-green-walkways = green
cc-brown-walkways = brown

## Players' colours, by turn position

cc-orange = orange
cc-purple = purple
cc-yellow = yellow
cc-grey = grey

## Tiles

cc-nw = NW
cc-ne = NE
cc-sw = SW
cc-se = SE
cc-site = { $colour } { $corner }
cc-on = { $colour } on { $square }
cc-tile = { $tile } { $grid } ({ $sites })
cc-items = { $items }
cc-clauses = { $clauses }

## Special request cards

cc-request = { $id } { $name } ({ $text })
cc-sr01-name = Single Links
cc-sr01-text = +2 per building with exactly 1 walkway
cc-sr02-name = Grand Span
cc-sr02-text = +3 per span-5 walkway
cc-sr03-name = Three Levels
cc-sr03-text = +2 per blue/green/brown walkway set
cc-sr04-name = Busy Hub
cc-sr04-text = +1 per building with exactly 2 walkways
cc-sr05-name = Over and Under
cc-sr05-text = +2 per square where walkways of two colours cross
cc-sr06-name = Riverside
cc-sr06-text = +1 per blue walkway
cc-sr07-name = Cloud Cover
cc-sr07-text = +1 per open cloud square under a walkway
cc-sr08-name = No Loose Ends
cc-sr08-text = -2 per building with no walkway
cc-sr09-name = Short Cuts
cc-sr09-text = -1 per span-1 walkway
cc-sr10-name = Lonely Towers
cc-sr10-text = -3 per brown building with no walkway

## Setup and options

cc-players = Cloud City is for 2 to 4 players, not { $count }.
cc-long-for-four = The 3x4 city allows 2-3 players; with 4 players play the 3x3 city (size=3x3).
cc-requests-count = Choose 0, 1 or 2 special request cards.

## Moves that do not parse

cc-expected-place = Expected `place <tile> <cell> <rotation>`, e.g. `place T12 B2 90` (rotation 0, 90, 180 or 270).
cc-expected-walkway = Expected `walkway <square> <square>`, e.g. `walkway a1 a3`.
cc-expected-draw = Expected `draw R1`, `draw R2`, `draw R3` or `draw stack`.
cc-expected-any = Expected `place <tile> <cell> <rotation>`, `walkway <square> <square>`, `done` or `draw <R1|R2|R3|stack>`, e.g. `place T12 B2 90`.
cc-expected-done = Expected just `done`.
cc-not-a-source = { $source } is not a source; expected `draw R1`, `draw R2`, `draw R3` or `draw stack`.

## Refusals

cc-not-your-turn = It is not your turn.
cc-not-your-turn-over = It is not your turn: the game is over.
cc-first-place = First place a tile from your hand: `place <tile> <cell> <rotation>`.
cc-first-place-example = First place a tile from your hand: `place <tile> <cell> <rotation>`, e.g. { $example }.
cc-last-turn-walkways = This is your last turn, so there is no draw: build walkways with `walkway <square> <square>` or end with `done`.
cc-walkways-step = You are building walkways: send `walkway <square> <square>`, or `done` to go on to the draw.
cc-draw-step = Your turn ends with a draw: send `draw R1`, `draw R2`, `draw R3` or `draw stack`.
cc-over = The game is over.
cc-not-a-cell = { $cell } is not a cell of your city; cells run A1 to { $last }.
cc-cell-occupied = { $cell } already holds a tile; choose an empty cell.
cc-not-adjacent = { $cell } must share a full side with one of your tiles (corners do not count).
cc-limit-short = 3x3
cc-limit-long = 3x3 or 3x4 (never 4 on both sides)
cc-exceeds-footprint = { $cell } would make your city { $wide } wide and { $tall } tall; it may be at most { $limit } tiles.
cc-not-in-hand = { $tile } is not in your hand; your tiles are { $tiles }.
cc-bad-rotation = Rotation { $rotation } is not allowed; use 0, 90, 180 or 270.
cc-not-a-square = { $square } is not a square of your city; squares run a1 to { $last }.
cc-same-square = A walkway needs two different squares, not { $square } twice.
cc-no-tile-there = { $square } has no tile; a walkway joins two of your buildings.
cc-open-square = { $square } is an open cloud square; a walkway joins two of your buildings.
cc-colour-mismatch = { $p } is { $first } but { $q } is { $second }; a walkway joins two buildings of the same colour.
cc-not-straight = { $p } and { $q } are not on one row or column; walkways run straight, never diagonally.
cc-too-long = { $p }-{ $q } spans { $span } squares; the longest walkway spans { $max }.
cc-over-missing-tile = { $p }-{ $q } would pass over { $square }, where there is no cloud tile.
cc-blocked-as-tall = The { $between } building on { $square } is as tall as { $ends }; only shorter buildings may stand between the ends.
cc-blocked-taller = The { $between } building on { $square } is taller than { $ends }; only shorter buildings may stand between the ends.
cc-duplicate = You already have a walkway { $a }-{ $b }.
cc-building-full = The building on { $square } already ends { $most } walkways, the most it may.
cc-crosses = { $p }-{ $q } would cross your { $colour } walkway { $a }-{ $b } on { $square }; walkways of one colour may not cross.
cc-supply-exhausted = No { $colour } walkway of span { $span } is left in the supply; try another length.
cc-row-slot-empty = { $slot } is empty; draw from another slot or the stack.
cc-stack-empty = The stack is empty; draw from the row.

## Moves, as the table says them after the player's name

cc-placed = placed { $tile } on { $cell } at { $rotation }°: { $buildings }
cc-built-walkway = built a { $colour } walkway { $a }-{ $b } (span { $span }, { $votes ->
    [one] { $votes } vote
   *[other] { $votes } votes
})
cc-finished = finished building
cc-nothing-to-draw = there is no tile left to draw
cc-drew-row = drew { $tile } from { $slot }
cc-row-refilled = { $slot } now shows { $tile }
cc-row-stays-empty = { $slot } stays empty
cc-drew-stack = drew from the stack
cc-you-drew = You drew { $tile } from the stack.
cc-game-ends = the game is over
cc-begun = the game has begun
cc-last = { $colour } { $what }

## Summary

cc-size-short = 3x3 city
cc-size-long = 3x4 city
cc-step-place = place a tile
cc-step-walkways = walkways, then `done`
cc-step-walkways-last = walkways, then `done` (last turn: no draw)
cc-step-draw = draw from R1-R3 or the stack
cc-summary-turn = Cloud City ({ $size }), round { $round } of { $turns }: { $player }'s turn, step: { $step }.
cc-summary-over = Cloud City ({ $size }) is over. { $count ->
    [one] Winner
   *[other] Winners
}: { $winners }.
cc-slot = { $slot } { $tile }
cc-slot-empty = { $slot } empty
cc-summary-row = Row: { $slots }; stack: { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}.
cc-summary-seat = { $player }, S{ $position }: { $total ->
    [one] { $total } vote
   *[other] { $total } votes
} = { $detail }; { $placed ->
    [one] { $placed } tile
   *[other] { $placed } tiles
} placed, { $hand } in hand.
cc-supply-colour = { $colour } { $counts }
cc-summary-supply = Walkways left (span:count): { $colours }.
cc-summary-requests = Special requests: { $cards }.
cc-summary-hand = Your hand: { $tiles }.
cc-hand = Your tiles ({ $count }): { $tiles }.
    Rotations turn clockwise: at 90 the NW square goes to NE.
cc-hand-empty = No tiles in hand.

## Scores

cc-score-detail = walkways { $walkways } (blue { $blue }, green { $green }, brown { $brown })
cc-score-detail-cards = walkways { $walkways } (blue { $blue }, green { $green }, brown { $brown }), { $cards }
cc-score-card = { $name } { $votes }
cc-tie-break-blue = blue votes
cc-tie-break-green = green votes
cc-tie-break-brown = brown votes

## Labels of move tokens (the last list is what a short label drops)

cc-label-place = Place a tile from your hand
cc-label-walkway = Build a walkway between two buildings of one colour
cc-label-draw = Draw a tile: your turn ends
cc-label-tile = Tile { $tile }: { $sites }
cc-label-cell = Cell { $cell }: squares { $first } to { $last }
cc-label-from = From the { $colour } building on { $square }
cc-as-printed = As printed
cc-turned = Turned { $degrees }°
cc-label-placed = { $how }: { $notes }
cc-new-walkways = { $count ->
    [one] { $count } new walkway
   *[other] { $count } new walkways
}
cc-label-walkway-built = Walkway { $colour } { $from } ↔ { $colour } { $to }: { $notes }
cc-span = span { $span }
cc-votes = { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}
cc-requests-delta = requests { $votes }
cc-label-stack = Draw from the face-down stack (can't be undone)
cc-label-take = Take { $tile } from the row: { $sites } (can't be undone)
cc-label-done-reveals = Done building: the last tile left is drawn (can't be undone)
cc-label-done-draw = Done building walkways: draw a tile next
cc-label-done-end = Done: your last turn and the game end
cc-label-done-last = Done: your last turn ends

## Board image

cc-board-title = Cloud City · { $size } · { $stage }
cc-board-size-short = 3×3 city
cc-board-size-long = 3×4 city
cc-board-round = round { $round } of { $turns }
cc-board-over = game over
# After the player's swatch and name.
cc-board-to-play = to play: { $step }
cc-board-step-place = place a tile
cc-board-step-walkways = build walkways, then «done»
cc-board-step-draw = draw a tile
cc-board-wins = wins
cc-board-shared = Shared victory:
cc-board-seat = Seat { $number }
cc-board-votes = { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}
cc-board-requests-votes = requests { $votes }
cc-board-hand = { $count ->
    [one] { $count } tile in hand
   *[other] { $count } tiles in hand
}
cc-board-to-play-place = To play: place a tile in a named cell
cc-board-to-play-last = To play: walkways, then «done» (last turn, no draw)
cc-board-to-play-walkways = To play: walkways, then «done»
cc-board-to-play-draw = To play: draw a tile
cc-board-no-turn-yet = No turn played yet.
cc-board-last-turn = Last turn:
cc-board-this-turn = This turn so far:
cc-board-turn-tile = new tile in cell { $cell }, buildings: { $buildings }
cc-board-turn-walkway = { $colour } ({ $votes })
cc-board-turn-walkways = { $count ->
    [one] a walkway built
   *[other] { $count } walkways built
}: { $walkways }
cc-board-turn-no-walkway = no walkway built
cc-board-turn-took-refilled = took the tile in row slot { $slot }; the stack refilled the slot
cc-board-turn-took-empty = took the tile in row slot { $slot }; the slot stays empty
cc-board-turn-stack = drew a tile from the face-down stack
cc-board-turn-nothing = nothing was left to draw
cc-board-turn-no-draw = no draw on the last turn
cc-board-turn-votes = votes this turn: { $votes } ({ $total } in all)
cc-board-row = Face-up row
cc-board-stack = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
cc-board-walkways-left = Walkways left
cc-board-span = span
cc-board-votes-each = votes
cc-board-requests = Special requests
cc-board-legend-blue = blue, low
cc-board-legend-green = green
cc-board-legend-brown = brown, tall
cc-board-legend-votes = a walkway's votes
cc-board-legend-changed = changed by the last turn
cc-board-legend-target = a tile may go here
cc-board-legend-typing = Type cells as B2, squares as d5.
cc-board-final-scores = Final scores
cc-board-tie-broken = Tied at { $total ->
    [one] { $total } vote
   *[other] { $total } votes
}; { $by } decided:
cc-board-shared-victory = Tied at { $total ->
    [one] { $total } vote
   *[other] { $total } votes
} and on every tie-break: a shared victory.
# After the player's swatch and name.
cc-hand-title = · your tiles (only you see them)
cc-hand-example = Type e.g. `place { $tile } B2 90`; rotations turn clockwise.
cc-hand-new = just drawn
