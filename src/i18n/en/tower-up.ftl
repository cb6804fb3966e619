# tower-up: the rules engine's words (refusals, moves, summaries, labels) and its board images.
# Moves' notation (`take 2 picks brown,grey`, `build C2 white roof C3`) is never translated.

## Colours and components

# A floor colour. `$form` is the form the Ukrainian words around it need
# (floor, tower, tower-title, tower-acc, tower-ins, many, floors, towers);
# English needs one word, and a count for `floors` and `towers`.
tu-black = { $form ->
    [floors] { $count } black
    [towers] { $count } black
    [tower-title] Black
   *[other] black
}
tu-white = { $form ->
    [floors] { $count } white
    [towers] { $count } white
    [tower-title] White
   *[other] white
}
tu-brown = { $form ->
    [floors] { $count } brown
    [towers] { $count } brown
    [tower-title] Brown
   *[other] brown
}
tu-grey = { $form ->
    [floors] { $count } grey
    [towers] { $count } grey
    [tower-title] Grey
   *[other] grey
}
tu-wild = wild
tu-vehicle = { $colour } vehicle
tu-orange = orange
tu-blue = blue
tu-green = green
tu-purple = purple
tu-board-full = full
tu-board-half = half
tu-items = { $items }
tu-clauses = { $clauses }
tu-none = none
tu-plus = { $sum } + { $item }
tu-tally = { $colour } { $count }

## Objective cards

tu-objective-o1 = Rainbow
tu-objective-o1-text = Presence in towers of all four colours.
tu-objective-o2 = Monochrome
tu-objective-o2-text = Presence in at least four towers of one single colour.
tu-objective-o3 = Staircase
tu-objective-o3-text = For each of levels 1, 2, 3 and 4, at least one own roof (covered or not) at that level.
tu-objective-o4 = Parkside
tu-objective-o4-text = Presence in at least three towers standing on park sites.
tu-objective-o5 = Citywide
tu-objective-o5-text = Presence in towers in at least four different districts.
tu-objective-o6 = Bridge
tu-objective-o6-text = Presence in two adjacent towers whose sites lie in different districts.
tu-objective-o7 = Dense block
tu-objective-o7-text = At least three towers with presence that form one group linked by streets among themselves (same as: one of them is adjacent to two others).
tu-objective-o8 = High-rise
tu-objective-o8-text = At least one own roof (covered or not) at level 5 or higher.
tu-objective-o9 = Skyline
tu-objective-o9-text = At least three visible own roofs.
tu-objective-o10 = Penthouses
tu-objective-o10-text = At least two visible own roofs on towers of height 4 or more.

## Setup and notation

tu-seats = Tower Up needs 2 to 4 players, not { $count }.
tu-help = Expected `take <slot> [picks <colours>]`, `discard <colour>`, `build <site> <colour> roof <site>` or `skip`.
tu-help-take = Expected `take <slot>` or `take <slot> picks <colour>,<colour>`, e.g. `take 2 picks brown,grey`.
tu-help-discard = Expected `discard <colour>`, e.g. `discard black` (or several: `discard black,white`).
tu-help-build = Expected `build <site> <colour> roof <site>`, e.g. `build C2 white roof C3`.
tu-not-a-colour = { $token } is not a floor colour; use black, white, brown or grey. { $help }
tu-bad-slot = The market slot must be 1, 2 or 3. { $help }
tu-take-then-discard = Take the card first; if you then hold more than 10 floors you will be asked to `discard <colour>`.
tu-not-a-site = { $token } is not a site label (A1 to E8). { $help }
tu-skip-alone = Expected just `skip`.

## Refusals

tu-game-is-over = The game is over.
tu-not-your-turn = It is not your turn.
tu-discard-first = You hold more than 10 floors: first give back { $count } with `discard <colour>`, one floor at a time.
tu-skip-only-extra = You can only skip an extra action; take a card or build.
tu-bad-market-slot = The market slot must be 1, 2 or 3.
tu-open-fixed = the { $colour } icon ({ $colour } is out of supply)
tu-open-wild = a wild icon
tu-pick-missing = A pick is missing: { $what } of card { $slot } needs a colour still in supply ({ $supply }), e.g. `take { $slot } picks ...`.
tu-pick-not-in-supply = You cannot pick { $colour }: the supply has none; pick one of { $supply }.
tu-no-open-icons = Card { $slot } has no open icon, so it takes no picks: use `take { $slot }`.
tu-too-many-picks = Too many picks: card { $slot } has only { $count } open { $count ->
    [one] icon
   *[other] icons
} now.
tu-nothing-to-discard = You have nothing to discard: you hold at most 10 floors.
tu-name-a-floor = Name a floor to give back, e.g. `discard black`.
tu-discard-too-many = You need to give back only { $count } more { $count ->
    [one] floor
   *[other] floors
} to get down to 10; you named { $named }.
tu-discard-not-held = You hold only { $held } { $colour } { $held ->
    [one] floor
   *[other] floors
}, so you cannot discard { $named }.
tu-no-roofs-left = You have no roofs left, so you cannot build; take a card.
tu-no-such-site = There is no site { $site } on this board (the { $board } side).
tu-site-taken = { $site } already holds a tower; build on an empty site next to a tower.
tu-no-neighbour = { $site } has no neighbouring tower; build next to a standing tower.
tu-all-colours-around = Nothing can be built on { $site }: its neighbours show all four colours.
tu-colour-beside = { $site } is next to a { $colour } tower; choose a colour no neighbour has ({ $free }).
tu-cannot-afford = A { $colour } tower on { $site } costs { $cost }; you have only { $held } { $held_colour }.
tu-roof-where = The roof must go on a floor you just laid: one of { $sites }.

## What a move did (after the player's name)

tu-did-take = took card { $slot } ({ $card })
tu-did-take-gaining = took card { $slot } ({ $card }), gaining { $gained }
tu-colour-ran-out = a floor colour ran out: the end is triggered
tu-vehicle-moved = { $colour } vehicle { $from }→{ $to }
tu-vehicle-moved-lost = { $colour } vehicle { $from }→{ $to } ({ $lost } lost)
tu-reshuffled = the discard pile was reshuffled
tu-must-discard = must discard { $count }
tu-did-discard = discarded { $count ->
    [one] a floor
   *[other] { $count } floors
}: { $floors }
tu-must-discard-more = must discard { $count } more
tu-did-build = built a { $colour } tower on { $site } with a roof on { $roof } (height { $height })
tu-last-roof-placed = last roof placed: the end is triggered
tu-did-skip = declined the extra action
tu-claimed = claimed { $chip } from { $objective }
tu-other-claimed = { $who } claimed { $chip } from { $objective }
tu-scored = scored { $total }
tu-scored-final = scored { $total } (final)
tu-extra-action = extra action
tu-game-ends = the game is over

## Summary, hand and score

tu-hand = { $floors } ({ $count } { $count ->
    [one] floor
   *[other] floors
})
tu-turn = { $player } to act: { $step }
tu-step-discard = must discard { $count } { $count ->
    [one] floor
   *[other] floors
}
tu-step-main = main action
tu-step-extra = extra action (or skip)
tu-step-final = final action
tu-why-last-roof = placed their last roof
tu-why-exhausted = found a floor colour exhausted
tu-summary-ended = The end was triggered when { $who } { $why }.
tu-summary-trigger = End triggered: { $who } { $why }. Final actions still to come: { $queue }.
tu-summary-supply = Supply: { $supply }. Deck { $deck } cards, discard pile { $discards }.
tu-market-card = { $slot }: { $card }
tu-summary-market = Market: { $cards }.
tu-objective-chips = { $objective } [{ $chips }]
tu-summary-objectives = Objectives: { $objectives }.
tu-chip = { $value } { $objective }
tu-total = { $total }
tu-total-final = { $total } (final)
tu-summary-player = { $player }: hand { $hand } ({ $size }); roofs { $roofs }; vehicles { $vehicles }; chips { $chips }; score { $score }
tu-summary-winners = { $count ->
    [one] Winner
   *[other] Winners
}: { $winners }.
tu-score-detail = vehicles { $vehicles } ({ $each }) + cone { $cone } ({ $roofs } visible { $roofs ->
    [one] roof
   *[other] roofs
}) + { $chips }
tu-score-detail-final = vehicles { $vehicles } ({ $each }) + cone { $cone } ({ $roofs } visible { $roofs ->
    [one] roof
   *[other] roofs
}) + { $chips } (final)
tu-score-vehicle = { $colour } { $value }
tu-score-chips = chips { $total } ({ $each })
tu-score-chip = { $objective } { $value }
tu-score-no-chips = chips 0

## Labels of the choices when building a move by clicking

tu-label-take = Take a market card: gain its floors, move its vehicles
tu-label-discard = Give back floors: you hold { $held }, { $over } over the limit of 10
tu-label-build = { $roofs ->
    [one] Build a tower and roof it (your last roof)
   *[other] Build a tower and roof it ({ $roofs } roofs left)
}
tu-label-take-slot = Take card { $slot }: { $card } (you name { $picks ->
    [one] a colour
   *[other] colours
} next)
tu-label-picks = Name the colour of each open icon, bottom to top
tu-label-build-site = Build on { $site }, next to towers: { $towers }
tu-label-build-colour = { $colour } tower on { $site }: costs { $cost } (you'll hold { $hold })
tu-label-roof-step = Then your roof: on { $site } or a tower that just grew
tu-no-floors = no floors
tu-label-take-card = Take card { $slot }: { $floors }
tu-label-open-as = Open icons as { $picks }
tu-label-and = { $head }; { $vehicles }
tu-label-take-done = { $head } ({ $notes })
tu-label-hold = you'll hold { $hold }
tu-label-hold-give-back = you'll hold { $hold }: give back { $count }
tu-label-hold-more = you'll hold { $hold }: { $count } more to give back
tu-label-a-floor = a { $colour } floor
tu-label-give-back = Give back { $what } ({ $notes })
tu-label-roof = Roof on { $roof }, height { $height }: { $notes }
tu-label-score = score { $delta }
tu-label-skip = Skip the extra action: your turn ends
tu-label-vehicle-gain = { $colour } vehicle +{ $spaces }
tu-label-colour-gain = { $colour } +{ $spaces }
tu-label-vehicles-gain = vehicles { $each }
tu-label-claims = claims { $chip } ({ $objective })
tu-label-other-claims = { $who } claims { $chip } ({ $objective })
tu-label-last-roof = last roof: final round
tu-label-ran-out = a colour ran out: final round

## The board images

tu-board-title = Tower Up · { $headline }
# The last turn, in words (a line per action; the player is named in the title).
tu-board-last-turn = Last turn: { $player }
tu-board-did-take = took card { $slot } and gained { $floors }
tu-board-did-take-vehicles = took card { $slot }, which gives no floors
tu-board-did-give-back = gave back { $floors } (hand limit { $limit })
tu-board-did-build = built a { $colour } tower on { $site }, laid a floor on { $raised } and put a roof on { $roof } at height { $level }
tu-board-did-skip = declined the extra action
tu-board-vehicle-move = { $colour } { $from }→{ $to }
tu-board-vehicles-moved = vehicles moved: { $moves }
tu-board-stars-reached = all four vehicles reached star column { $columns }
tu-board-claimed = { $player } took the { $chip } chip of { $objective }
tu-board-ended-last-roof = placed their last roof: the end is triggered
tu-board-ended-exhausted = a floor colour ran out: the end is triggered
tu-board-scored = scored { $points } (final)
# The final scores, by the rulebook's categories.
tu-board-final-scores = Final scores
tu-board-final-row = { $rank }. { $player }: { $points } { $points ->
    [one] point
   *[other] points
}
tu-board-tied = { $players } tie on { $points } and share the victory (Tower Up has no tie-break).
tu-board-won = Game over: { $player } wins
tu-board-shared = Game over: shared victory for { $players }
tu-board-to-act = { $player } to act: { $step }
tu-board-trigger = End triggered by { $player } ({ $why }): final actions still to come for { $queue }.
tu-board-triggered = End triggered by { $player } ({ $why }).
tu-board-why-last-roof = last roof
tu-board-why-exhausted = a floor colour ran out
tu-board-district = d{ $number }
tu-board-height = h{ $height }
tu-board-market = Market
tu-board-card = Card { $slot }
tu-board-any = any
tu-board-supply = Supply
tu-board-deck = deck { $deck } · discards { $discards }
tu-board-objectives = Objectives (bonus chips left)
tu-board-objective = { $number }. { $name }
tu-board-no-chips = no chips left
tu-board-taken = taken:
tu-board-col = col
tu-board-pts = pts
tu-board-seat-number = Seat { $number }
tu-board-seat = { $position }. { $name }
tu-board-points-short = { $points } pts
tu-board-points = { $points } { $points ->
    [one] point
   *[other] points
}
tu-board-hand = hand { $count }
tu-board-roofs = Roofs left { $left } · visible { $visible }
tu-board-stars = ★ used: { $columns }
tu-board-status-final = final
tu-board-status-to-act = to act
tu-board-status-final-left = one final action left
tu-board-players-title = Tower Up · players
tu-board-floors-held = Floors held: { $count }
tu-board-chips = Chips: { $chips }
tu-board-sum = = vehicles { $vehicles } + cone { $cone } + chips { $chips }
# The two-letter codes on floors (never a player's roof initial).
tu-code-black = Bk
tu-code-white = Wh
tu-code-brown = Br
tu-code-grey = Gy
tu-board-legend-floors = Floors: Bk black, Wh white, Br brown, Gy grey (any: you pick) · h5: tower height · d1: district
tu-board-legend-changed = Outlined or highlighted: what the last turn changed.
tu-board-legend-track = col: vehicle's column · pts: its score · ★ star column · hand: floors
tu-board-legend-track-players = col: track column · pts: its score · ★ star column (✔ used)
tu-board-legend-cone = cone: the pts of the column numbered by your visible roofs
