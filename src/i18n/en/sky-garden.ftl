# sky-garden: the rules engine's words (refusals, moves, summaries, labels) and its board images.

## Names

sg-bird-shi = Shimaenaga
sg-bird-wwe = Warbling White-Eye
sg-bird-haw = Hawk
sg-bird-fla = Flamingo
sg-bird-tou = Toucan
sg-bird-swa = Swan
sg-bird-jav = Java Sparrow
sg-bird-rif = Paradise Riflebird
sg-bird-owl = Snowy Owl
sg-colour-orange = orange
sg-colour-blue = blue
sg-colour-green = green
sg-colour-pink = pink
sg-lucy = Lucy
sg-area-extra = { $area } (extra area)
sg-area-event = { $area } (Event)
sg-ad-small = Small Bird
sg-ad-forest = Forest
sg-ad-lakeside = Lakeside
sg-ad-rare = Rare Bird
sg-element-tree = tree
sg-element-lake = lake
sg-element-nest = nest
sg-ability-jav = +1 per SHI/WWE in its area (max { $max })
sg-ability-rif = +1 per tree in the aviary (max { $max })
sg-ability-owl = +1 per egg token in the Nest Box (max { $max })
sg-pending-egg = an egg of your choice
sg-pending-elements = { $count ->
    [one] a tree, lake or nest
   *[other] { $count } trees, lakes or nests
}
sg-pending-special = a special bird, { $off } $ off
sg-pending-bird = a bonus bird
sg-how-egg = egg of choice (`bonus egg <bird>`)
sg-how-elements = { $count ->
    [one] 1 element
   *[other] { $count } elements
} (`bonus tree|lake|nest <area>` or `bonus skip`)
sg-how-special = special bird at -{ $off } (`bonus special <bird> <area>` or `bonus skip`)
sg-how-bird = bonus bird (`bonus bird <bird> <area>` or `bonus skip`)
sg-line-funds = +{ $count } funds
sg-line-egg-marker = egg +{ $count }
sg-line-egg-choice = egg of choice
sg-line-golden-egg = golden egg
sg-line-elements = { $count ->
    [one] 1 element
   *[other] { $count } elements
}
sg-line-special = special -{ $off }
sg-line-bonus-bird = bonus bird
sg-ms-area = 1 area: { $birds }
sg-ms-area-special = 1 area: { $birds } + special
sg-ms-trees = { $count } trees
sg-ms-lakes = { $count } lakes
sg-ms-funds = funds { $count }+
sg-ms-egg-marker = egg marker { $count }+
sg-ms-specials = { $count } specials
sg-egg-token = { $bird } egg token
sg-egg-marker = { $bird } egg (marker { $marker })
sg-no-eggs = no eggs
sg-eggs = { $eggs }

## Placement and purchases

sg-no-extra-area = You have no Additional Area AX; buy it with `buy extra tree|lake` first.
sg-not-adjacent = { $area } is not next to your Employee on { $path }; you may use { $areas }.
sg-special-twice = { $area } already holds a { $bird }; one of each special per area.
sg-area-full = Area { $area } holds { $used } of { $capacity }; a { $bird } needs { $size }.
sg-extra-fixed = The Additional Area never changes side and takes no tree or lake.
sg-has-tree = { $area } already has a tree; one tree per area.
sg-lake-before-tree = { $area } has an open lake; refill it before planting a tree.
sg-lake-open = The lake of { $area } is already open.
sg-tree-before-lake = { $area } has a tree; move it to the Forest board before opening the lake.
sg-has-nest = { $area } already has a nest; one nest per area.
sg-no-tree-left = No tree is left on the Forest board.
sg-no-nest-left = No nest is left on the Forest board.
sg-cannot-pay = { $what } costs { $cost } funds; you have { $funds }.
sg-pay-tree = A tree
sg-pay-lake = Opening a lake
sg-pay-nest = A nest
sg-pay-forest-bird = A Forest bird
sg-pay-extra = The Additional Area
sg-pay-special = A { $bird }
sg-purchase-chip = Purchases are only allowed on a green or orange chip turn.
sg-purchase-employee = Move your Employee first (`employee <P#>`); purchases come after it.
sg-purchase-closed = The purchase window closed with your space action.
sg-no-held-place = You hold no bird to place.
sg-place-employee = Move your Employee first (`employee <P#>`); then place the bird.
sg-did-place = placed a { $bird } in { $area }
sg-no-held-release = You hold no bird to release.
sg-employee-first = Move your Employee first (`employee <P#>`).
sg-did-release = released a { $bird } to the Forest board
sg-did-buy-tree = bought a tree for { $area }
sg-did-open-lake = opened the lake of { $area }
sg-did-buy-nest = bought a nest for { $area }
sg-forest-bought = You already bought a bird from the Forest board this turn (1 per turn).
sg-not-in-forest = No { $bird } is on the Forest board.
sg-did-buy-bird = bought a { $bird } from the Forest board for { $area }
sg-extra-owned = You already own the Additional Area (1 per game).
sg-extra-no-tree = No tree is left on the Forest board for the tree side; choose `buy extra lake`.
sg-did-buy-extra-tree = bought the Additional Area AX (tree side)
sg-did-buy-extra-lake = bought the Additional Area AX (lake side)

## Chips, the Employee, adverts, specials, breeding

sg-landed-blue = landed on blue chip { $chip }
sg-landed-face-down = landed on a face-down blue chip { $chip }
sg-landed-none-left = landed on { $chip } but no { $birds } is left in the supply
sg-landed-took = took a { $bird } from { $chip }
sg-landed-choice = landed on { $chip } ({ $first } or { $second })
sg-landed-empty = landed on an empty space
sg-no-pick = There is no choice of bird to make now.
sg-pick-one = Choose { $first } or { $second }.
sg-did-pick = took a { $bird }
sg-employee-chip = The Employee moves only on a green or orange chip turn.
sg-pick-first = First choose the bird with `pick <bird>`.
sg-employee-moved = Your Employee has already moved this turn.
sg-employee-steps = The Employee must move 1 to { $max } spaces clockwise from { $path }.
sg-employee-step-cost = Step { $step } of the Employee costs { $cost } $ and you have none left at that moment.
sg-did-employee = moved the Employee { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} to { $to }
sg-did-employee-paid = moved the Employee { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} to { $to } (paid { $paid })
sg-did-employee-income = moved the Employee { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} to { $to }, Event income +{ $income }
sg-did-employee-paid-income = moved the Employee { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} to { $to } (paid { $paid }), Event income +{ $income }
sg-advert-needs-blue = An advertisement needs an unused blue chip under your token this turn.
sg-did-advert = used the { $ad } Advertisement for +{ $funds } funds
sg-not-special = { $bird } is not a special bird; choose JAV, RIF or OWL.
sg-special-gone = No { $bird } is left on its card.
sg-did-special = bought a { $bird } for { $area } ({ $cost } funds)
sg-special-needs-space = A special purchase needs an unused blue chip or a Purchase Special space (after the chip action).
sg-bonus-pending = Answer the pending bonus first.
sg-did-breed = bred: { $eggs }
sg-breed-needs-space = Breeding needs an unused Breed space under your token (after the chip action).

## Free actions

sg-area-lacks-bird = { $area } holds no { $bird }.
sg-did-forest-bird = moved a { $bird } from { $area } to the Forest board
sg-extra-tree-stays = The tree of the Additional Area cannot move to the Forest board.
sg-no-tree = { $area } has no tree.
sg-tree-overflow = Removing the tree would leave { $area } holding { $used } of { $capacity }; move birds to the Forest board first.
sg-did-forest-tree = moved the tree of { $area } to the Forest board
sg-extra-lake-stays = The lake of the Additional Area cannot be refilled.
sg-lake-covered = The lake of { $area } is covered already.
sg-refill-overflow = Refilling the lake would leave { $area } holding { $used } of { $capacity }; move birds to the Forest board first.
sg-did-refill = refilled the lake of { $area }
sg-no-nest = { $area } has no nest.
sg-special-no-nest = Special birds never sit on a nest.
sg-none-beside-nest = { $area } has no { $bird } beside its nest.
sg-nest-full = The nest of { $area } already holds { $count } birds.
sg-nest-other-type = The nest of { $area } holds a { $bird }; both birds on a nest are of one type.
sg-did-nest-on = put a { $bird } on the nest of { $area }
sg-not-on-nest = No { $bird } sits on the nest of { $area }.
sg-did-nest-off = took a { $bird } off the nest of { $area }

## Milestones and bonuses

sg-milestone-done = You already achieved { $milestone } ({ $tile }).
sg-no-cube = You have no cube left on your milestone track.
sg-milestone-unmet = { $milestone } ({ $tile }) needs { $needs }; you do not meet it now.
sg-line = completed { $line } ({ $bonus })
sg-line-early = completed { $line } (early tile: { $bonus })
sg-line-funds-got = completed { $line } ({ $bonus }) +{ $funds } funds
sg-line-early-funds = completed { $line } (early tile: { $bonus }) +{ $funds } funds
sg-did-milestone = achieved milestone { $milestone } ({ $tile })
sg-did-milestone-lines = achieved milestone { $milestone } ({ $tile }), { $lines }
sg-no-such-bonus = No { $bonus } bonus is waiting for you.
sg-bonus-kind-egg = egg-of-choice
sg-bonus-kind-element = element
sg-bonus-kind-special = special-bird
sg-bonus-kind-bird = bonus-bird
sg-egg-regular = Choose a regular bird type for the egg (SHI, WWE, HAW, FLA, TOU, SWA).
sg-did-bonus-egg = took a bonus egg: { $egg }
sg-did-bonus-element = took a { $element } for { $area } as a bonus
sg-as-bonus = { $what } as a bonus
sg-bonus-birds-gone = No { $bird } bonus bird is left; choose one of none (use `bonus skip`).
sg-bonus-bird-gone = No { $bird } bonus bird is left; choose one of { $left }.
sg-did-bonus-bird = took the bonus { $bird } into { $area }
sg-did-skip = gave up a bonus ({ $bonus })
sg-egg-not-skippable = Only an egg of choice is waiting; it cannot be skipped (`bonus egg <bird>`).

## The track

sg-not-ahead = Space { $space } is not ahead of your token on { $here }; tokens only move forward.
sg-occupied = Space { $space } is occupied by { $colour }; stop on a free space.
sg-section = Section rule: your next stop must be in { $section } (spaces { $from }-{ $to }).
sg-section-or-blue = Section rule: your next stop must be in { $section } (spaces { $from }-{ $to }) or on the blue space { $blue }.
sg-token-moved = You already moved your Owner token this turn.
sg-did-move = moved to space { $space } and { $then }
sg-standby-early = Section rule: stop in every section first (you are done with { $section }); Standby comes after SEC5.
sg-did-standby = moved to Standby { $standby }
sg-did-standby-breed = moved to Standby { $standby } and bred: { $eggs }{ $more ->
    [0] {""}
    [one] {" "}(1 more breed to do)
   *[other] {" "}({ $more } more breeds to do)
}
sg-lucy-moved = Lucy moved to space { $space }
sg-lucy-standby = Lucy moved to Standby { $standby }
sg-game-over = the game is over
sg-round-begins = round { $round } begins

## Turns and Event cards

sg-over = The game is over.
sg-choose-first = First choose one of your two Event cards with `choose <E#>`.
sg-others-choosing = It is not your turn; the other players are still choosing their Event cards.
sg-not-your-turn = It is not your turn.
sg-answer-bonus = Answer your milestone bonus first: { $bonus }.
sg-chosen-already = Event cards were chosen at the start of the game.
sg-not-seated = You are not seated in this game.
sg-chose-already = It is not your turn: you already chose your Event card; waiting for the others.
sg-choose-dealt = You were dealt { $first } and { $second }; choose one of them.
sg-you-chose = You chose Event card { $card }.
sg-colour-card = { $colour } { $card }
sg-chose-all = chose an Event card; all Event cards are revealed: { $cards }; { $then }
sg-chose-hidden = chose an Event card (hidden until everyone has chosen)
sg-chose-redacted = chose an Event card
sg-end-move-first = Move your Owner token first (`move <n>` or `move standby`).
sg-end-pick-first = Choose your bird first (`pick <bird>`).
sg-end-employee-first = Your Employee must move first (`employee <P#>`).
sg-end-place-first = Place the held { $bird } (`place <area>`) or `release` it first.
sg-did-end = ended the turn; { $then }
sg-to-move = { $colour } to move
sg-set-up = The game is set up; everyone secretly chooses an Event card.
sg-seats = Sky Garden is for 1 to 4 players, not { $count }.

## Scores

sg-score-parts = birds { $birds } + eggs { $eggs } + milestones { $milestones } + Event card { $event } + standby { $standby } + extra area { $extra }
sg-score-solo = { $parts }; { $verdict }
sg-solo-excellent = target { $excellent }: reached (excellent)
sg-solo-good = target { $good }: reached ({ $excellent } is excellent)
sg-solo-below = target { $good }: { $short } short ({ $excellent } is excellent)

## The summary and the hand

sg-step-bonus = bonus: { $bonus }
sg-step-move = move the Owner token (`move <n>` / `move standby`)
sg-step-pick = choose the bird (`pick <bird>`)
sg-step-employee = move the Employee (`employee <P#>`)
sg-step-employee-holding = move the Employee (`employee <P#>`), holding a { $bird }
sg-step-place = place the { $bird } (`place <area>` / `release`) or buy
sg-step-breeds = { $count ->
    [one] 1 Standby breed left
   *[other] { $count } Standby breeds left
} (`breed`), free actions, `end`
sg-step-rest = purchases, space action or free actions, then `end`
sg-mode-solo = solo
sg-mode-lucy = 2 players with Lucy
sg-mode-standard = standard
sg-token-waiting = waiting on { $standby }
sg-token-space = space { $space }
sg-token-standby = Standby { $standby }
sg-colour-place = { $colour } { $place }
sg-summary-choosing = Sky Garden ({ $mode }): choosing Event cards; waiting for { $waiting }.
sg-summary-playing = Sky Garden ({ $mode }), round { $round }/{ $rounds }: { $player } to act: { $step }.
sg-summary-over = Sky Garden ({ $mode }): the game is over after round { $round }.
sg-summary-tokens = Tokens: { $tokens }.
sg-event-yours-hidden = { $card } (yours, hidden)
sg-event-hidden = hidden
sg-event-column = { $card } col { $column }
sg-summary-player = { $player }: funds { $funds }, egg marker { $marker }, eggs { $eggs }, milestones { $milestones }, event { $event }, score { $score } ({ $detail }).
sg-summary-solo = Solo targets: { $good } good, { $excellent } excellent; now { $total }, { $verdict }
sg-summary-solo-over = Solo result: { $total }; { $verdict }
sg-summary-last = Last: { $last }
sg-mover-did = { $player } { $what }
sg-hand-card = { $card } (sets of { $first } + { $second }; funds { $funds }; VP { $points })
sg-hand-choose = Your Event cards (choose one with `choose <E#>`): { $first } or { $second }.
sg-hand-chosen = Your Event card: { $card }.

## Labels of move tokens: what a whole move does

sg-lb-noted = { $head } ({ $notes })
sg-lb-points-gain = { $points ->
    [one] +1 point
   *[other] +{ $points } points
}
sg-lb-points-loss = { $points ->
    [one] -1 point
   *[other] -{ $points } points
}
sg-lb-income = { $from }-{ $to } $ income
sg-lb-up-to-points = up to { $points } points
sg-lb-keep = Keep { $card }: sets of { $first } + { $second } ({ $notes })
sg-lb-standby = Go to Standby { $standby }: out for this round
sg-lb-pick = Take the { $bird } (size { $size })
sg-lb-steps = { $steps ->
    [one] 1 step
   *[other] { $steps } steps
}
sg-lb-free = free
sg-lb-costs = costs { $cost } $
sg-lb-event-income = +{ $income } $ Event income
sg-lb-employee-to = Employee to { $path }: { $notes }
sg-lb-used = { $used } of { $capacity } used
sg-lb-place = { $bird } into { $area }: { $notes }
sg-lb-release = Release the { $bird } to the Forest
sg-lb-dollars = { $cost } $
sg-lb-holds = holds { $capacity }
sg-lb-nest-on = Nest on { $area }: { $notes }
sg-lb-tree-on = Tree on { $area }: { $notes }
sg-lb-lake-on = Lake opened on { $area }: { $notes }
sg-lb-forest-into = { $bird } from the Forest into { $area }: { $notes }
sg-lb-extra-tree = Extra area AX, tree side: { $notes }
sg-lb-extra-lake = Extra area AX, lake side: { $notes }
sg-lb-advert = { $ad } advert: +{ $funds } $
sg-lb-into = { $bird } into { $area }: { $notes }
sg-lb-breed = Breed: { $eggs }
sg-lb-gain = +{ $funds } $
sg-lb-then = then { $bonus }
sg-lb-milestone = Milestone { $milestone } ({ $needs })
sg-lb-to-forest = { $bird } from { $area } to the Forest
sg-lb-tree-to-forest = Tree of { $area } to the Forest: { $notes }
sg-lb-cover-lake = Cover the lake of { $area }: { $notes }
sg-lb-nest-pair = { $bird } onto the nest of { $area }: a pair, lays when you breed
sg-lb-onto-nest = { $bird } onto the nest of { $area }: { $count } on it
sg-lb-off-nest = { $bird } off the nest of { $area }: { $count } left on it
sg-lb-bonus-egg = A { $bird } egg: { $eggs }
sg-lb-free-element = Free { $element } on { $area }
sg-lb-free-bird = Free { $bird } into { $area }
sg-lb-skip = Give up the bonus ({ $bonus })
sg-lb-end-game = End your turn: the game ends
sg-lb-end-round = End your turn: a new round draws chips (can't be undone)
sg-lb-end = End your turn
sg-lb-either = { $first } or { $second }
sg-lb-gives-blue = an advert or a special bird
sg-lb-gives-used-blue = a used blue chip, nothing
sg-lb-gives-none-left = nothing (no { $bird } left)
sg-lb-gives-none-left-of = nothing (none of { $birds } left)
sg-lb-gives-nothing = nothing
sg-lb-space = Space { $space }: { $gives }
sg-lb-space-breed = Space { $space }: { $gives }, then you may breed
sg-lb-space-special = Space { $space }: { $gives }, then you may buy a special bird
sg-lb-no-eggs = no eggs laid
sg-lb-egg-tokens = { $count ->
    [one] 1 egg token
   *[other] { $count } egg tokens
}
sg-lb-marker-move = egg marker { $from } to { $to }
sg-lb-tokens-and-marker = { $count ->
    [one] 1 egg token
   *[other] { $count } egg tokens
}, egg marker to { $to }

## Labels of move tokens on the way

sg-lb-choose = Choose your secret Event card
sg-lb-move = Move your token ahead on the track
sg-lb-pick-which = Choose which bird to take
sg-lb-walk = Walk your employee from { $path } ({ $free } steps free, then { $cost } $ each)
sg-lb-place-held = Place the { $bird } you took
sg-lb-buy = Buy for your aviary (you have { $funds } $)
sg-lb-ad = Use the blue chip for an advert (funds)
sg-lb-special = Buy a special bird
sg-lb-claim = Claim a milestone
sg-lb-forest = Move a bird or a tree to the Forest
sg-lb-refill = Cover a lake again (refill it)
sg-lb-nest = Move a bird on or off a nest
sg-lb-bonus = Take your bonus: { $bonus }
sg-lb-buy-nest = A nest: { $cost } $
sg-lb-buy-tree = A tree: { $cost } $, its area holds { $capacity }
sg-lb-buy-lake = Open a lake: { $cost } $, its area holds { $capacity }
sg-lb-buy-bird = A bird from the Forest: { $cost } $
sg-lb-buy-extra = The extra area AX: { $cost } $, { $points } points
sg-lb-from-forest = { $bird } from the Forest (size { $size })
sg-lb-special-card = { $bird }: { $cost } $, { $points } points { $ability }
sg-lb-from = From { $area }
sg-lb-empty-nest = The empty nest of { $area }
sg-lb-nest-of = The nest of { $area } (on it: { $birds })
sg-lb-on-beside = { $bird }: { $on } on the nest, { $beside } beside it
sg-lb-bonus-egg-any = An egg of a type you choose
sg-lb-bonus-tree = A free tree
sg-lb-bonus-lake = A free lake
sg-lb-bonus-nest = A free nest
sg-lb-bonus-special = A special bird, { $off } $ off
sg-lb-bonus-bird = A free bonus bird
sg-lb-special-for = { $bird } for { $cost } $ ({ $points } points { $ability })
sg-lb-bird-size = { $bird } (size { $size })

## Notation

sg-expected = Expected { $form }.
sg-expected-example = Expected { $form }, e.g. { $example }.
sg-expected-any = Expected { $forms } or { $last }.
sg-unknown-move = Unknown move { $word }; moves start with move, pick, employee, place, release, buy, ad, special, breed, milestone, forest, refill, nest, bonus, choose or end (`/game status` lists yours).

## Board images

sg-img-title-choosing = Sky Garden · choosing Event cards
sg-img-title-round = Sky Garden · round { $round } of { $rounds }
sg-img-title-over = Sky Garden · game over
sg-img-waiting = Waiting for
sg-img-waiting-how = Each player chooses one of the two Event cards dealt to them in secret (`choose E#`).
sg-img-to-act = to act:
sg-img-won-by = Winner:
sg-img-shared-win = Shared win:
sg-img-no-tie-break = Tied for the highest total: the rulebook has no tie-break, so the win is shared.
sg-img-last-turn = Last turn:
sg-img-this-turn = This turn so far:
sg-img-ch-round = round { $round } began
sg-img-ch-moved = moved to space { $space }
sg-img-ch-lucy-moved = Lucy moved to space { $space }
sg-img-ch-standby = went to Standby space { $space }
sg-img-ch-lucy-standby = Lucy went to Standby space { $space }
sg-img-ch-employee = moved the Employee to { $path }
sg-img-ch-placed = placed { $count ->
    [one] a { $bird }
   *[other] { $count } × { $bird }
} in { $area }
sg-img-ch-released = moved { $count ->
    [one] a { $bird }
   *[other] { $count } × { $bird }
} from { $area } to the Forest
sg-img-ch-tree = planted a tree in { $area }
sg-img-ch-tree-gone = moved the tree of { $area } to the Forest
sg-img-ch-lake = opened the lake of { $area }
sg-img-ch-lake-covered = covered the lake of { $area }
sg-img-ch-nest = got a nest in { $area }
sg-img-ch-on-nest = rearranged the nest of { $area }
sg-img-ch-extra = bought the extra area
sg-img-ch-funds = funds { $from } → { $to }
sg-img-ch-egg = an egg token of the { $bird }
sg-img-ch-golden-egg = the golden egg
sg-img-ch-egg-marker = egg marker { $from } → { $to }
sg-img-ch-event = chose an Event card in secret
sg-img-ch-milestone = reached milestone { $milestone }
sg-img-ch-nothing = nothing changed on the board
sg-img-used = used
sg-img-sections = Sections: 1–3, 5–7, 9–11, 13–15, 17–19; blue chips on 4, 8, 12, 16.
sg-img-round = Round
sg-img-round-chip = round chip:
sg-img-standby = Standby
sg-img-standby-space = { $space }: { $points } VP
sg-img-waits = waits
sg-img-done = done
sg-img-min = min
sg-img-ads = Ads on a blue chip, paid in $:
sg-img-final-scores = Final scores
sg-img-scores-so-far = Scores so far
sg-img-vp = { $points } VP
sg-img-final-detail = birds { $birds } · eggs { $eggs } · milestones { $milestones } · Event card { $event } · Standby { $standby } · extra area { $extra }
sg-img-event-hidden = Event card hidden
sg-img-event-sets = { $card }: { $sets ->
    [one] 1 set
   *[other] { $sets } sets
}
sg-img-place-waits = waits on Standby space { $space }
sg-img-place-space = space { $space }
sg-img-place-done = done, Standby space { $space }
sg-img-standing = { $funds } $ · eggs { $eggs }, marker { $marker } · { $milestones ->
    [one] 1 milestone
   *[other] { $milestones } milestones
} · { $event } · { $place }
sg-img-has-extra = extra area
sg-img-solo-result = Solo result: { $total } VP; { $verdict }.
sg-img-solo-so-far = Solo so far: { $total } VP; { $verdict }.
sg-img-legend = Legend
sg-img-term-changed = changed since the last board
sg-img-term-bird = { $code } { $name }
sg-img-term-funds = $ funds
sg-img-term-vp = VP victory points
sg-img-term-breed = breed space
sg-img-term-special = special bird (buy one here)
sg-img-term-ad-or-special = blue chip: an ad (funds) or a special bird
sg-img-term-covered-lake = covered lake
sg-img-term-nest = nest
sg-img-term-egg = egg token
sg-img-term-gold = golden egg
sg-img-term-standby = Standby: first there, first to move
sg-img-term-sections = sections: stop once in each, in order
sg-img-term-area = 3/6: size used of the area's capacity
sg-img-term-path = P1–P6: the Employee's path
sg-img-term-event-arrow = the step from P6 to P1 pays Event income
sg-img-term-usable = ✓ next to the Employee: a bird may go here
sg-img-term-early = yellow: early bonus for the first to finish the line
sg-img-market-title = Sky Garden · Forest, special birds, birdcage
sg-img-forest-board = Forest board (`buy bird <bird> <area>`, { $cost } $)
sg-img-bird-taken = bird taken
sg-img-empty = empty
sg-img-loose-birds = Loose birds
sg-img-none = none
sg-img-trees-left = { $count } left
sg-img-nests-left = { $count } left
sg-img-chips-left = · chips in the bag: { $count }
sg-img-special-cards = Special bird cards (`special <bird> <area>`)
sg-img-special-detail = cost { $cost } $ · size { $size } · { $points } VP, { $ability }
sg-img-left = { $count } left
sg-img-birdcage = Birdcage (`milestone M#`): cubes in arrival order
sg-img-row = Row { $n }
sg-img-column = Column { $n }
sg-img-in-one-area = 1 area:
sg-img-marker-at-least = marker { $count }+
sg-img-bonus-birds = Bonus birds left:
sg-img-none-left = none left
sg-img-aviary-line = { $funds } $ (max { $max }) · egg marker { $marker } ({ $per } VP per egg token) · { $tokens ->
    [one] 1 egg token
   *[other] { $tokens } egg tokens
}
sg-img-to-act-self = Your turn: { $step }
sg-img-to-act-self-holding = Your turn: { $step } · { $holding }
sg-img-to-act-named = { $name } to act: { $step }
sg-img-to-act-named-holding = { $name } to act: { $step } · { $holding }
sg-img-holding = holding a { $bird } (size { $size })
sg-img-no-birds = no birds
sg-img-event = Event
sg-img-ax-not-bought = Extra area not bought (`buy extra tree|lake`): { $cost } $, { $points } VP at the end
sg-img-event-secret = Event card: chosen in secret, shown when everyone has chosen.
sg-img-event-option = Option { $card }: sets of
sg-img-event-chosen = Event { $card }: sets of
sg-img-event-where = in A3+A4
sg-img-sets = { $count ->
    [one] 1 set
   *[other] { $count } sets
}
sg-img-nest-box = Nest Box
sg-img-milestones = Milestones: { $done } done = { $points } VP
sg-img-milestones-next = Milestones: { $done } done = { $points } VP, the next brings { $next }
sg-img-token-waits = waits on Standby space { $space }
sg-img-token-space = on space { $space }
sg-img-token-done = on Standby space { $space } for this round
sg-img-progress = { $milestones }; cubes on { $cubes }. Owner token { $place }.
sg-img-progress-no-cubes = { $milestones }; cubes on none. Owner token { $place }.
sg-img-progress-sections = { $progress } Sections done this round: { $sections }.
