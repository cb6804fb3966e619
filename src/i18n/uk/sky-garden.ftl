# sky-garden: слова рушія правил (відмови, ходи, підсумки, підписи) і зображень дошки.
# Нотація ходів (`move 5`, `buy nest A3`, коди птахів SHI, ділянок A1, карт E3) не перекладається.
#
# Глосарій Sky Garden (обрано один раз і дотримуємося всюди):
#   aviary — пташник; area — ділянка (A1–A6); Additional Area AX — додаткова ділянка AX;
#   bird — птах; special bird — особливий птах; bonus bird — бонусний птах;
#   Shimaenaga — Шімаенага; Warbling White-Eye — Японський окулярник; Hawk — Яструб;
#   Flamingo — Фламінго; Toucan — Тукан; Swan — Лебідь; Java Sparrow — Рисівка;
#   Paradise Riflebird — Райський щитоносець; Snowy Owl — Полярна сова
#   (назви птахів — назви компонентів гри: з великої літери, у лапках «» після слова «птах»);
#   tree — дерево; lake — озеро (open — відкрите, covered/refill — закрите/закрити);
#   nest — гніздо; Forest (board) — Ліс (дошка Лісу); loose birds — вільні птахи;
#   Employee — працівник; path P1–P6 — стежка працівника; Event card — карта Події;
#   Event income — дохід Події; Event arrow EV — стрілка Події; funds — кошти ($);
#   Main track — доріжка; space — поле; Owner token — жетон власника;
#   Standby SB1–SB4 — очікування; section SEC — секція; chip — фішка
#   (green/blue/orange — зелена/синя/помаранчева; round chip — фішка раунду);
#   advert — реклама; breed — розмноження; egg — яйце; egg token — жетон яйця;
#   egg marker — маркер яєць; Nest Box — гніздова скринька; golden egg — золоте яйце;
#   milestone — досягнення; cube — кубик; birdcage — клітка; line (ROW/COL) — лінія
#   (ряд/стовпець); early bonus EB — ранній бонус; VP — ПО (переможні очки);
#   Lucy — Люсі (нейтральний жетон); seat colours — помаранчевий, синій, зелений, рожевий.

## Назви

sg-bird-shi = Шімаенага
sg-bird-wwe = Японський окулярник
sg-bird-haw = Яструб
sg-bird-fla = Фламінго
sg-bird-tou = Тукан
sg-bird-swa = Лебідь
sg-bird-jav = Рисівка
sg-bird-rif = Райський щитоносець
sg-bird-owl = Полярна сова
sg-colour-orange = помаранчевий
sg-colour-blue = синій
sg-colour-green = зелений
sg-colour-pink = рожевий
sg-lucy = Люсі
sg-area-extra = { $area } (додаткова ділянка)
sg-area-event = { $area } (Подія)
sg-ad-small = «Малі птахи»
sg-ad-forest = «Ліс»
sg-ad-lakeside = «Берег озера»
sg-ad-rare = «Рідкісні птахи»
sg-element-tree = дерево
sg-element-lake = озеро
sg-element-nest = гніздо
sg-ability-jav = +1 за кожного SHI/WWE на її ділянці (не більше { $max })
sg-ability-rif = +1 за кожне дерево в пташнику (не більше { $max })
sg-ability-owl = +1 за кожен жетон яйця в гніздовій скриньці (не більше { $max })
sg-pending-egg = яйце на ваш вибір
sg-pending-elements = { $count ->
    [one] дерево, озеро чи гніздо
    [few] { $count } дерева, озера чи гнізда
   *[other] { $count } дерев, озер чи гнізд
}
sg-pending-special = особливий птах зі знижкою { $off } $
sg-pending-bird = бонусний птах
sg-how-egg = яйце на вибір (`bonus egg <bird>`)
sg-how-elements = { $count ->
    [one] { $count } елемент
    [few] { $count } елементи
   *[other] { $count } елементів
} (`bonus tree|lake|nest <area>` або `bonus skip`)
sg-how-special = особливий птах за -{ $off } (`bonus special <bird> <area>` або `bonus skip`)
sg-how-bird = бонусний птах (`bonus bird <bird> <area>` або `bonus skip`)
sg-line-funds = кошти +{ $count }
sg-line-egg-marker = яйця +{ $count }
sg-line-egg-choice = яйце на вибір
sg-line-golden-egg = золоте яйце
sg-line-elements = { $count ->
    [one] { $count } елемент
    [few] { $count } елементи
   *[other] { $count } елементів
}
sg-line-special = особливий -{ $off }
sg-line-bonus-bird = бонусний птах
sg-ms-area = 1 ділянка: { $birds }
sg-ms-area-special = 1 ділянка: { $birds } + особливий
sg-ms-trees = { $count ->
    [one] { $count } дерево
    [few] { $count } дерева
   *[other] { $count } дерев
}
sg-ms-lakes = { $count ->
    [one] { $count } озеро
    [few] { $count } озера
   *[other] { $count } озер
}
sg-ms-funds = кошти { $count }+
sg-ms-egg-marker = маркер яєць { $count }+
sg-ms-specials = { $count ->
    [one] { $count } особливий птах
    [few] { $count } особливі птахи
   *[other] { $count } особливих птахів
}
sg-egg-token = жетон яйця { $bird }
sg-egg-marker = яйце { $bird } (маркер { $marker })
sg-no-eggs = жодного яйця
sg-eggs = { $eggs }

## Розміщення і покупки

sg-no-extra-area = У вас немає додаткової ділянки AX; спершу купіть її: `buy extra tree|lake`.
sg-not-adjacent = { $area } не поруч із вашим працівником на { $path }; можна { $areas }.
sg-special-twice = На { $area } вже є птах «{ $bird }»; кожного особливого птаха — по одному на ділянку.
sg-area-full = Ділянка { $area } зайнята на { $used } з { $capacity }; птахові «{ $bird }» треба { $size }.
sg-extra-fixed = Додаткова ділянка ніколи не перевертається і не бере ні дерева, ні озера.
sg-has-tree = На { $area } вже є дерево; одне дерево на ділянку.
sg-lake-before-tree = На { $area } відкрите озеро; закрийте його, перш ніж садити дерево.
sg-lake-open = Озеро на { $area } вже відкрите.
sg-tree-before-lake = На { $area } росте дерево; перенесіть його на дошку Лісу, перш ніж відкривати озеро.
sg-has-nest = На { $area } вже є гніздо; одне гніздо на ділянку.
sg-no-tree-left = На дошці Лісу не лишилося дерев.
sg-no-nest-left = На дошці Лісу не лишилося гнізд.
sg-cannot-pay = { $what } коштує { $cost }, а коштів у вас { $funds }.
sg-pay-tree = Дерево
sg-pay-lake = Відкриття озера
sg-pay-nest = Гніздо
sg-pay-forest-bird = Птах із Лісу
sg-pay-extra = Додаткова ділянка
sg-pay-special = Птах «{ $bird }»
sg-purchase-chip = Купувати можна лише в хід на зеленій чи помаранчевій фішці.
sg-purchase-employee = Спершу пересуньте працівника (`employee <P#>`); покупки — після цього.
sg-purchase-closed = Вікно покупок закрилося з дією поля.
sg-no-held-place = У вас немає птаха, якого можна розмістити.
sg-place-employee = Спершу пересуньте працівника (`employee <P#>`), потім розміщуйте птаха.
sg-did-place = розміщує птаха «{ $bird }» на { $area }
sg-no-held-release = У вас немає птаха, якого можна відпустити.
sg-employee-first = Спершу пересуньте працівника (`employee <P#>`).
sg-did-release = відпускає птаха «{ $bird }» на дошку Лісу
sg-did-buy-tree = купує дерево для { $area }
sg-did-open-lake = відкриває озеро на { $area }
sg-did-buy-nest = купує гніздо для { $area }
sg-forest-bought = Цього ходу ви вже купили птаха з дошки Лісу (1 за хід).
sg-not-in-forest = На дошці Лісу немає птаха «{ $bird }».
sg-did-buy-bird = купує птаха «{ $bird }» з дошки Лісу для { $area }
sg-extra-owned = Додаткова ділянка у вас уже є (1 за гру).
sg-extra-no-tree = На дошці Лісу не лишилося дерева для боку з деревом; оберіть `buy extra lake`.
sg-did-buy-extra-tree = купує додаткову ділянку AX (бік із деревом)
sg-did-buy-extra-lake = купує додаткову ділянку AX (бік з озером)

## Фішки, працівник, реклама, особливі птахи, розмноження

sg-landed-blue = стає на синю фішку { $chip }
sg-landed-face-down = стає на перевернуту синю фішку { $chip }
sg-landed-none-left = стає на { $chip }, але в запасі немає { $birds }
sg-landed-took = бере птаха «{ $bird }» з { $chip }
sg-landed-choice = стає на { $chip } ({ $first } або { $second })
sg-landed-empty = стає на порожнє поле
sg-no-pick = Зараз не треба обирати птаха.
sg-pick-one = Оберіть { $first } або { $second }.
sg-did-pick = бере птаха «{ $bird }»
sg-employee-chip = Працівник ходить лише в хід на зеленій чи помаранчевій фішці.
sg-pick-first = Спершу оберіть птаха: `pick <bird>`.
sg-employee-moved = Цього ходу працівник уже пересунувся.
sg-employee-steps = Працівник має пройти від 1 до { $max } полів за годинниковою стрілкою від { $path }.
sg-employee-step-cost = Крок { $step } працівника коштує { $cost } $, а в цей момент у вас не лишиться коштів.
sg-did-employee = пересуває працівника на { $steps ->
    [one] { $steps } крок
    [few] { $steps } кроки
   *[other] { $steps } кроків
} до { $to }
sg-did-employee-paid = пересуває працівника на { $steps ->
    [one] { $steps } крок
    [few] { $steps } кроки
   *[other] { $steps } кроків
} до { $to } (платить { $paid })
sg-did-employee-income = пересуває працівника на { $steps ->
    [one] { $steps } крок
    [few] { $steps } кроки
   *[other] { $steps } кроків
} до { $to }, дохід Події +{ $income }
sg-did-employee-paid-income = пересуває працівника на { $steps ->
    [one] { $steps } крок
    [few] { $steps } кроки
   *[other] { $steps } кроків
} до { $to } (платить { $paid }), дохід Події +{ $income }
sg-advert-needs-blue = Для реклами потрібна невикористана синя фішка під вашим жетоном цього ходу.
sg-did-advert = дає рекламу { $ad } і отримує кошти +{ $funds }
sg-not-special = { $bird } — не особливий птах; оберіть JAV, RIF або OWL.
sg-special-gone = На карті не лишилося птахів «{ $bird }».
sg-did-special = купує птаха «{ $bird }» для { $area } (ціна { $cost })
sg-special-needs-space = Щоб купити особливого птаха, потрібна невикористана синя фішка або поле купівлі особливого птаха (після дії фішки).
sg-bonus-pending = Спершу дайте відповідь на бонус, що чекає.
sg-did-breed = розмножує птахів: { $eggs }
sg-breed-needs-space = Для розмноження потрібне невикористане поле розмноження під вашим жетоном (після дії фішки).

## Вільні дії

sg-area-lacks-bird = На { $area } немає птаха «{ $bird }».
sg-did-forest-bird = переносить птаха «{ $bird }» з { $area } на дошку Лісу
sg-extra-tree-stays = Дерево додаткової ділянки не можна перенести на дошку Лісу.
sg-no-tree = На { $area } немає дерева.
sg-tree-overflow = Без дерева { $area } буде зайнята на { $used } з { $capacity }; спершу перенесіть птахів на дошку Лісу.
sg-did-forest-tree = переносить дерево з { $area } на дошку Лісу
sg-extra-lake-stays = Озеро додаткової ділянки закрити не можна.
sg-lake-covered = Озеро на { $area } уже закрите.
sg-refill-overflow = Із закритим озером { $area } буде зайнята на { $used } з { $capacity }; спершу перенесіть птахів на дошку Лісу.
sg-did-refill = закриває озеро на { $area }
sg-no-nest = На { $area } немає гнізда.
sg-special-no-nest = Особливі птахи ніколи не сідають у гніздо.
sg-none-beside-nest = На { $area } поруч із гніздом немає птаха «{ $bird }».
sg-nest-full = У гнізді на { $area } уже { $count ->
    [one] { $count } птах
    [few] { $count } птахи
   *[other] { $count } птахів
}.
sg-nest-other-type = У гнізді на { $area } сидить птах «{ $bird }»; обидва птахи в гнізді мають бути одного виду.
sg-did-nest-on = садить птаха «{ $bird }» у гніздо на { $area }
sg-not-on-nest = У гнізді на { $area } немає птаха «{ $bird }».
sg-did-nest-off = знімає птаха «{ $bird }» з гнізда на { $area }

## Досягнення і бонуси

sg-milestone-done = Ви вже здобули { $milestone } ({ $tile }).
sg-no-cube = На вашій доріжці досягнень не лишилося кубиків.
sg-milestone-unmet = { $milestone } ({ $tile }) вимагає: { $needs }; зараз умову не виконано.
sg-line = завершує { $line } ({ $bonus })
sg-line-early = завершує { $line } (ранній бонус: { $bonus })
sg-line-funds-got = завершує { $line } ({ $bonus }), кошти +{ $funds }
sg-line-early-funds = завершує { $line } (ранній бонус: { $bonus }), кошти +{ $funds }
sg-did-milestone = здобуває досягнення { $milestone } ({ $tile })
sg-did-milestone-lines = здобуває досягнення { $milestone } ({ $tile }), { $lines }
sg-no-such-bonus = На вас не чекає бонус «{ $bonus }».
sg-bonus-kind-egg = яйце на вибір
sg-bonus-kind-element = елемент
sg-bonus-kind-special = особливий птах
sg-bonus-kind-bird = бонусний птах
sg-egg-regular = Оберіть для яйця звичайний вид птаха (SHI, WWE, HAW, FLA, TOU, SWA).
sg-did-bonus-egg = бере бонусне яйце: { $egg }
sg-did-bonus-element = бере { $element } для { $area } як бонус
sg-as-bonus = { $what } як бонус
sg-bonus-birds-gone = Бонусного птаха { $bird } не лишилося, як і жодного іншого (скористайтеся `bonus skip`).
sg-bonus-bird-gone = Бонусного птаха { $bird } не лишилося; оберіть одного з: { $left }.
sg-did-bonus-bird = бере бонусного птаха «{ $bird }» на { $area }
sg-did-skip = відмовляється від бонусу ({ $bonus })
sg-egg-not-skippable = Чекає лише яйце на вибір; від нього не можна відмовитися (`bonus egg <bird>`).

## Доріжка

sg-not-ahead = Поле { $space } не попереду вашого жетона на { $here }; жетони рухаються лише вперед.
sg-occupied = Поле { $space } зайняте (там { $colour }); зупиніться на вільному полі.
sg-section = Правило секцій: наступна зупинка має бути в { $section } (поля { $from }–{ $to }).
sg-section-or-blue = Правило секцій: наступна зупинка має бути в { $section } (поля { $from }–{ $to }) або на синьому полі { $blue }.
sg-token-moved = Цього ходу ви вже пересунули жетон власника.
sg-did-move = переходить на поле { $space } і { $then }
sg-standby-early = Правило секцій: спершу зупиніться в кожній секції (пройдено до { $section }); очікування — після SEC5.
sg-did-standby = переходить на очікування { $standby }
sg-did-standby-breed = переходить на очікування { $standby } і розмножує птахів: { $eggs }{ $more ->
    [0] {""}
    [one] {" "}(лишається ще { $more } розмноження)
    [few] {" "}(лишається ще { $more } розмноження)
   *[other] {" "}(лишається ще { $more } розмножень)
}
sg-lucy-moved = Люсі переходить на поле { $space }
sg-lucy-standby = Люсі переходить на очікування { $standby }
sg-game-over = гру закінчено
sg-round-begins = починається раунд { $round }

## Ходи і карти Події

sg-over = Гру закінчено.
sg-choose-first = Спершу оберіть одну з двох своїх карт Події: `choose <E#>`.
sg-others-choosing = Зараз не ваш хід; інші гравці ще обирають карти Події.
sg-not-your-turn = Зараз не ваш хід.
sg-answer-bonus = Спершу дайте відповідь на бонус досягнення: { $bonus }.
sg-chosen-already = Карти Події обрано на початку гри.
sg-not-seated = Ви не граєте в цій грі.
sg-chose-already = Зараз не ваш хід: ви вже обрали карту Події; чекаємо на інших.
sg-choose-dealt = Вам роздано { $first } і { $second }; оберіть одну з них.
sg-you-chose = Ви обрали карту Події { $card }.
sg-colour-card = { $colour } { $card }
sg-chose-all = обирає карту Події; усі карти Події відкрито: { $cards }; { $then }
sg-chose-hidden = обирає карту Події (прихована, доки всі не оберуть)
sg-chose-redacted = обирає карту Події
sg-end-move-first = Спершу пересуньте жетон власника (`move <n>` або `move standby`).
sg-end-pick-first = Спершу оберіть птаха (`pick <bird>`).
sg-end-employee-first = Спершу має пересунутися працівник (`employee <P#>`).
sg-end-place-first = Спершу розмістіть птаха «{ $bird }» (`place <area>`) або відпустіть його (`release`).
sg-did-end = завершує хід; { $then }
sg-to-move = ходить { $colour }
sg-set-up = Гру підготовлено; кожен таємно обирає карту Події.
sg-seats = У Sky Garden грають від 1 до 4 гравців, а не { $count }.

## Очки

sg-score-parts = птахи { $birds } + яйця { $eggs } + досягнення { $milestones } + карта Події { $event } + очікування { $standby } + додаткова ділянка { $extra }
sg-score-solo = { $parts }; { $verdict }
sg-solo-excellent = ціль { $excellent }: досягнуто (чудово)
sg-solo-good = ціль { $good }: досягнуто ({ $excellent } — чудово)
sg-solo-below = ціль { $good }: бракує { $short } ({ $excellent } — чудово)

## Підсумок і рука

sg-step-bonus = бонус: { $bonus }
sg-step-move = пересунути жетон власника (`move <n>` / `move standby`)
sg-step-pick = обрати птаха (`pick <bird>`)
sg-step-employee = пересунути працівника (`employee <P#>`)
sg-step-employee-holding = пересунути працівника (`employee <P#>`), у руках { $bird }
sg-step-place = розмістити { $bird } (`place <area>` / `release`) або купувати
sg-step-breeds = { $count ->
    [one] лишається { $count } розмноження на очікуванні
    [few] лишається { $count } розмноження на очікуванні
   *[other] лишається { $count } розмножень на очікуванні
} (`breed`), вільні дії, `end`
sg-step-rest = покупки, дія поля або вільні дії, потім `end`
sg-mode-solo = соло
sg-mode-lucy = удвох із Люсі
sg-mode-standard = звичайна
sg-token-waiting = чекає на { $standby }
sg-token-space = поле { $space }
sg-token-standby = очікування { $standby }
sg-colour-place = { $colour }: { $place }
sg-summary-choosing = Sky Garden ({ $mode }): вибір карт Події; чекаємо на: { $waiting }.
sg-summary-playing = Sky Garden ({ $mode }), раунд { $round }/{ $rounds }: діє { $player }: { $step }.
sg-summary-over = Sky Garden ({ $mode }): гру закінчено після раунду { $round }.
sg-summary-tokens = Жетони: { $tokens }.
sg-event-yours-hidden = { $card } (ваша, прихована)
sg-event-hidden = прихована
sg-event-column = { $card }, стовпець { $column }
sg-summary-player = { $player }: кошти { $funds }, маркер яєць { $marker }, яйця { $eggs }, досягнення { $milestones }, Подія { $event }, очки { $score } ({ $detail }).
sg-summary-solo = Цілі соло: { $good } — добре, { $excellent } — чудово; зараз { $total }, { $verdict }
sg-summary-solo-over = Результат соло: { $total }; { $verdict }
sg-summary-last = Останнє: { $last }
sg-mover-did = { $player } { $what }
sg-hand-card = { $card } (набори { $first } + { $second }; кошти { $funds }; ПО { $points })
sg-hand-choose = Ваші карти Події (оберіть одну: `choose <E#>`): { $first } або { $second }.
sg-hand-chosen = Ваша карта Події: { $card }.

## Підписи жетонів ходу: що робить увесь хід

sg-lb-noted = { $head } ({ $notes })
sg-lb-points-gain = { $points ->
    [one] +{ $points } очко
    [few] +{ $points } очки
   *[other] +{ $points } очок
}
sg-lb-points-loss = { $points ->
    [one] -{ $points } очко
    [few] -{ $points } очки
   *[other] -{ $points } очок
}
sg-lb-income = дохід { $from }–{ $to } $
sg-lb-up-to-points = до { $points ->
    [one] { $points } очка
   *[other] { $points } очок
}
sg-lb-keep = Залишити { $card }: набори { $first } + { $second } ({ $notes })
sg-lb-standby = На очікування { $standby }: до кінця раунду поза грою
sg-lb-pick = Взяти птаха «{ $bird }» (розмір { $size })
sg-lb-steps = { $steps ->
    [one] { $steps } крок
    [few] { $steps } кроки
   *[other] { $steps } кроків
}
sg-lb-free = безкоштовно
sg-lb-costs = коштує { $cost } $
sg-lb-event-income = +{ $income } $ доходу Події
sg-lb-employee-to = Працівник до { $path }: { $notes }
sg-lb-used = зайнято { $used } з { $capacity }
sg-lb-place = «{ $bird }» на { $area }: { $notes }
sg-lb-release = Відпустити птаха «{ $bird }» до Лісу
sg-lb-dollars = { $cost } $
sg-lb-holds = місткість { $capacity }
sg-lb-nest-on = Гніздо на { $area }: { $notes }
sg-lb-tree-on = Дерево на { $area }: { $notes }
sg-lb-lake-on = Відкрити озеро на { $area }: { $notes }
sg-lb-forest-into = «{ $bird }» з Лісу на { $area }: { $notes }
sg-lb-extra-tree = Додаткова ділянка AX, бік із деревом: { $notes }
sg-lb-extra-lake = Додаткова ділянка AX, бік з озером: { $notes }
sg-lb-advert = Реклама { $ad }: +{ $funds } $
sg-lb-into = «{ $bird }» на { $area }: { $notes }
sg-lb-breed = Розмноження: { $eggs }
sg-lb-gain = +{ $funds } $
sg-lb-then = далі { $bonus }
sg-lb-milestone = Досягнення { $milestone } ({ $needs })
sg-lb-to-forest = «{ $bird }» з { $area } до Лісу
sg-lb-tree-to-forest = Дерево з { $area } до Лісу: { $notes }
sg-lb-cover-lake = Закрити озеро на { $area }: { $notes }
sg-lb-nest-pair = «{ $bird }» у гніздо на { $area }: пара, відкладе яйце при розмноженні
sg-lb-onto-nest = «{ $bird }» у гніздо на { $area }: у ньому { $count }
sg-lb-off-nest = «{ $bird }» з гнізда на { $area }: у ньому лишається { $count }
sg-lb-bonus-egg = Яйце «{ $bird }»: { $eggs }
sg-lb-free-element = Безкоштовно { $element } на { $area }
sg-lb-free-bird = Безкоштовно «{ $bird }» на { $area }
sg-lb-skip = Відмовитися від бонусу ({ $bonus })
sg-lb-end-game = Завершити хід: гра закінчується
sg-lb-end-round = Завершити хід: новий раунд тягне фішки (не скасувати)
sg-lb-end = Завершити хід
sg-lb-either = «{ $first }» або «{ $second }»
sg-lb-gives-blue = реклама або особливий птах
sg-lb-gives-used-blue = використана синя фішка, нічого
sg-lb-gives-none-left = нічого (птахів «{ $bird }» не лишилося)
sg-lb-gives-none-left-of = нічого (не лишилося жодного з: { $birds })
sg-lb-gives-nothing = нічого
sg-lb-space = Поле { $space }: { $gives }
sg-lb-space-breed = Поле { $space }: { $gives }, потім можна розмножити птахів
sg-lb-space-special = Поле { $space }: { $gives }, потім можна купити особливого птаха
sg-lb-no-eggs = жодного яйця
sg-lb-egg-tokens = { $count ->
    [one] { $count } жетон яйця
    [few] { $count } жетони яєць
   *[other] { $count } жетонів яєць
}
sg-lb-marker-move = маркер яєць з { $from } на { $to }
sg-lb-tokens-and-marker = { $count ->
    [one] { $count } жетон яйця
    [few] { $count } жетони яєць
   *[other] { $count } жетонів яєць
}, маркер яєць на { $to }

## Підписи жетонів ходу дорогою

sg-lb-choose = Оберіть свою таємну карту Події
sg-lb-move = Пересунути жетон уперед доріжкою
sg-lb-pick-which = Обрати, якого птаха взяти
sg-lb-walk = Пересунути працівника від { $path } ({ $free ->
    [one] { $free } крок
    [few] { $free } кроки
   *[other] { $free } кроків
} безкоштовно, далі по { $cost } $)
sg-lb-place-held = Розмістити взятого птаха «{ $bird }»
sg-lb-buy = Купити для пташника (у вас { $funds } $)
sg-lb-ad = Синя фішка: реклама (кошти)
sg-lb-special = Купити особливого птаха
sg-lb-claim = Здобути досягнення
sg-lb-forest = Перенести птаха чи дерево до Лісу
sg-lb-refill = Знову закрити озеро
sg-lb-nest = Посадити птаха в гніздо чи зняти з нього
sg-lb-bonus = Взяти бонус: { $bonus }
sg-lb-buy-nest = Гніздо: { $cost } $
sg-lb-buy-tree = Дерево: { $cost } $, місткість ділянки { $capacity }
sg-lb-buy-lake = Відкрити озеро: { $cost } $, місткість ділянки { $capacity }
sg-lb-buy-bird = Птах із Лісу: { $cost } $
sg-lb-buy-extra = Додаткова ділянка AX: { $cost } $, { $points ->
    [one] { $points } очко
    [few] { $points } очки
   *[other] { $points } очок
}
sg-lb-from-forest = «{ $bird }» з Лісу (розмір { $size })
sg-lb-special-card = «{ $bird }»: { $cost } $, { $points ->
    [one] { $points } очко
    [few] { $points } очки
   *[other] { $points } очок
} { $ability }
sg-lb-from = З { $area }
sg-lb-empty-nest = Порожнє гніздо на { $area }
sg-lb-nest-of = Гніздо на { $area } (у ньому: { $birds })
sg-lb-on-beside = «{ $bird }»: { $on } у гнізді, { $beside } поруч
sg-lb-bonus-egg-any = Яйце виду на ваш вибір
sg-lb-bonus-tree = Безкоштовне дерево
sg-lb-bonus-lake = Безкоштовне озеро
sg-lb-bonus-nest = Безкоштовне гніздо
sg-lb-bonus-special = Особливий птах зі знижкою { $off } $
sg-lb-bonus-bird = Безкоштовний бонусний птах
sg-lb-special-for = «{ $bird }» за { $cost } $ ({ $points ->
    [one] { $points } очко
    [few] { $points } очки
   *[other] { $points } очок
} { $ability })
sg-lb-bird-size = «{ $bird }» (розмір { $size })

## Нотація

sg-expected = Очікується { $form }.
sg-expected-example = Очікується { $form }, наприклад { $example }.
sg-expected-any = Очікується { $forms } або { $last }.
sg-unknown-move = Невідомий хід { $word }; ходи починаються з `move`, `pick`, `employee`, `place`, `release`, `buy`, `ad`, `special`, `breed`, `milestone`, `forest`, `refill`, `nest`, `bonus`, `choose` або `end` (`/game status` показує ваші).

## Зображення дошки

sg-img-title-choosing = Sky Garden · вибір карт Події
sg-img-title-round = Sky Garden · раунд { $round } з { $rounds }
sg-img-title-over = Sky Garden · гру закінчено
sg-img-waiting = Чекаємо на
sg-img-waiting-how = Кожен гравець таємно обирає одну з двох карт Події, що йому роздано (`choose E#`).
sg-img-to-act = діє:
sg-img-won-by = Перемога:
sg-img-shared-win = Спільна перемога:
sg-img-no-tie-break = Найвищий підсумок однаковий: правила не мають додаткового критерію, тож перемога спільна.
sg-img-last-turn = Останній хід:
sg-img-this-turn = Цей хід поки що:
sg-img-ch-round = почався раунд { $round }
sg-img-ch-moved = перейшов на поле { $space }
sg-img-ch-lucy-moved = Люсі перейшла на поле { $space }
sg-img-ch-standby = став на поле очікування { $space }
sg-img-ch-lucy-standby = Люсі стала на поле очікування { $space }
sg-img-ch-employee = перевів працівника на { $path }
sg-img-ch-placed = посадив { $count ->
    [one] птаха «{ $bird }»
   *[other] { $count } × «{ $bird }»
} на { $area }
sg-img-ch-released = переніс { $count ->
    [one] птаха «{ $bird }»
   *[other] { $count } × «{ $bird }»
} з { $area } до Лісу
sg-img-ch-tree = посадив дерево на { $area }
sg-img-ch-tree-gone = переніс дерево з { $area } до Лісу
sg-img-ch-lake = відкрив озеро на { $area }
sg-img-ch-lake-covered = закрив озеро на { $area }
sg-img-ch-nest = отримав гніздо на { $area }
sg-img-ch-on-nest = переставив птахів у гнізді на { $area }
sg-img-ch-extra = купив додаткову ділянку
sg-img-ch-funds = кошти { $from } → { $to }
sg-img-ch-egg = жетон яйця: «{ $bird }»
sg-img-ch-golden-egg = золоте яйце
sg-img-ch-egg-marker = маркер яєць { $from } → { $to }
sg-img-ch-event = таємно обрав карту Події
sg-img-ch-milestone = досягнення { $milestone }
sg-img-ch-nothing = на дошці нічого не змінилося
sg-img-used = викор.
sg-img-sections = Секції: 1–3, 5–7, 9–11, 13–15, 17–19; сині фішки на 4, 8, 12, 16.
sg-img-round = Раунд
sg-img-round-chip = фішка раунду:
sg-img-standby = Очікування
sg-img-standby-space = { $space }: { $points } ПО
sg-img-waits = чекає
sg-img-done = готово
sg-img-min = мін
sg-img-ads = Реклама на синій фішці, виплата в $:
sg-img-final-scores = Остаточні очки
sg-img-scores-so-far = Очки наразі
sg-img-vp = { $points } ПО
sg-img-final-detail = птахи { $birds } · яйця { $eggs } · досягнення { $milestones } · карта Події { $event } · очікування { $standby } · додаткова ділянка { $extra }
sg-img-event-hidden = карта Події прихована
sg-img-event-sets = { $card }: { $sets ->
    [one] { $sets } набір
    [few] { $sets } набори
   *[other] { $sets } наборів
}
sg-img-place-waits = чекає на полі очікування { $space }
sg-img-place-space = поле { $space }
sg-img-place-done = готово, поле очікування { $space }
sg-img-standing = { $funds } $ · яйця { $eggs }, маркер { $marker } · { $milestones ->
    [one] { $milestones } досягнення
    [few] { $milestones } досягнення
   *[other] { $milestones } досягнень
} · { $event } · { $place }
sg-img-has-extra = додаткова ділянка
sg-img-solo-result = Підсумок соло: { $total } ПО; { $verdict }.
sg-img-solo-so-far = Соло наразі: { $total } ПО; { $verdict }.
sg-img-legend = Легенда
sg-img-term-changed = змінилося з попередньої дошки
sg-img-term-bird = { $code } { $name }
sg-img-term-funds = $ кошти
sg-img-term-vp = ПО переможні очки
sg-img-term-breed = поле розмноження
sg-img-term-special = особливий птах (тут можна купити)
sg-img-term-ad-or-special = синя фішка: реклама (кошти) або особливий птах
sg-img-term-covered-lake = закрите озеро
sg-img-term-nest = гніздо
sg-img-term-egg = жетон яйця
sg-img-term-gold = золоте яйце
sg-img-term-standby = очікування: хто першим прийшов, першим ходить
sg-img-term-sections = секції: зупинитися в кожній по черзі
sg-img-term-area = 3/6: зайнято з місткості ділянки
sg-img-term-path = P1–P6: стежка працівника
sg-img-term-event-arrow = крок з P6 на P1 приносить дохід Події
sg-img-term-usable = ✓ поруч із працівником: сюди можна посадити птаха
sg-img-term-early = жовте: ранній бонус першому, хто завершить лінію
sg-img-market-title = Sky Garden · Ліс, особливі птахи, клітка
sg-img-forest-board = Дошка Лісу (`buy bird <bird> <area>`, { $cost } $)
sg-img-bird-taken = птаха взято
sg-img-empty = порожньо
sg-img-loose-birds = Вільні птахи
sg-img-none = немає
sg-img-trees-left = лишилося { $count }
sg-img-nests-left = лишилося { $count }
sg-img-chips-left = · фішок у мішечку: { $count }
sg-img-special-cards = Карти особливих птахів (`special <bird> <area>`)
sg-img-special-detail = ціна { $cost } $ · розмір { $size } · { $points } ПО, { $ability }
sg-img-left = ще { $count }
sg-img-birdcage = Клітка (`milestone M#`): кубики в порядку прибуття
sg-img-row = Ряд { $n }
sg-img-column = Стовпець { $n }
sg-img-in-one-area = 1 ділянка:
sg-img-marker-at-least = маркер { $count }+
sg-img-bonus-birds = Бонусні птахи:
sg-img-none-left = не лишилося
sg-img-aviary-line = { $funds } $ (макс. { $max }) · маркер яєць { $marker } ({ $per } ПО за жетон яйця) · { $tokens ->
    [one] { $tokens } жетон яйця
    [few] { $tokens } жетони яєць
   *[other] { $tokens } жетонів яєць
}
sg-img-to-act-self = Ваш хід: { $step }
sg-img-to-act-self-holding = Ваш хід: { $step } · { $holding }
sg-img-to-act-named = Діє { $name }: { $step }
sg-img-to-act-named-holding = Діє { $name }: { $step } · { $holding }
sg-img-holding = у руках «{ $bird }» (розмір { $size })
sg-img-no-birds = птахів немає
sg-img-event = Подія
sg-img-ax-not-bought = Додаткову ділянку не куплено (`buy extra tree|lake`): { $cost } $, { $points } ПО в кінці
sg-img-event-secret = Карта Події: обирається таємно, показується, коли всі оберуть.
sg-img-event-option = Варіант { $card }: набори
sg-img-event-chosen = Подія { $card }: набори
sg-img-event-where = на A3+A4
sg-img-sets = { $count ->
    [one] { $count } набір
    [few] { $count } набори
   *[other] { $count } наб.
}
sg-img-nest-box = Гніздова скринька
sg-img-milestones = Досягнення: { $done } = { $points } ПО
sg-img-milestones-next = Досягнення: { $done } = { $points } ПО, наступне дасть { $next }
sg-img-token-waits = чекає на полі очікування { $space }
sg-img-token-space = на полі { $space }
sg-img-token-done = на полі очікування { $space } до кінця раунду
sg-img-progress = { $milestones }; кубики на { $cubes }. Жетон власника { $place }.
sg-img-progress-no-cubes = { $milestones }; кубиків ще немає. Жетон власника { $place }.
sg-img-progress-sections = { $progress } Пройдено секцій цього раунду: { $sections }.
