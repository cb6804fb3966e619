# cloud-city: the rules engine's words (refusals, moves, summaries, labels) and its board images.
# Нотація (те, що приймає `/move`: `place T12 B2 90`, `walkway a1 a3`, `done`, `draw R2`) не перекладається.
#
# Глосарій Cloud City (як у table.ftl, і ще кілька слів):
#   tile — плитка; building — будівля; square — квадрат; walkway — перехід;
#   span — проліт; vote — голос; stack — стос; row (відкриті плитки) — ряд;
#   special request — особливе замовлення; cell (місце плитки в місті) — клітинка;
#   rotation — поворот; city — місто; supply — запас; hand — рука;
#   open cloud — відкрита хмара; NW, NE, SW, SE — ПнЗ, ПнС, ПдЗ, ПдС.
# Кольори узгоджуються з іменником: синій перехід, синя будівля, сині переходи.
# Ходи — теперішній час, 3-тя особа ("кладе", "будує", "бере").

## Кольори: назва кольору, про будівлю, про кілька переходів

cc-blue = синій
cc-green = зелений
cc-brown = коричневий
cc-blue-building = синя
cc-green-building = зелена
cc-brown-building = коричнева
cc-blue-walkways = сині
cc-green-walkways = зелені
cc-brown-walkways = коричневі

## Кольори гравців, за порядком ходу

cc-orange = помаранчевий
cc-purple = фіолетовий
cc-yellow = жовтий
cc-grey = сірий

## Плитки

cc-nw = ПнЗ
cc-ne = ПнС
cc-sw = ПдЗ
cc-se = ПдС
cc-site = { $colour } у { $corner }
cc-on = { $colour } на { $square }
cc-tile = { $tile } { $grid } ({ $sites })
cc-items = { $items }
cc-clauses = { $clauses }

## Карти особливих замовлень

cc-request = { $id } «{ $name }» ({ $text })
cc-sr01-name = Поодинокі звʼязки
cc-sr01-text = +2 за кожну будівлю рівно з 1 переходом
cc-sr02-name = Великий проліт
cc-sr02-text = +3 за кожен перехід із прольотом 5
cc-sr03-name = Три рівні
cc-sr03-text = +2 за кожен набір із синього, зеленого й коричневого переходів
cc-sr04-name = Жвавий вузол
cc-sr04-text = +1 за кожну будівлю рівно з 2 переходами
cc-sr05-name = Згори й знизу
cc-sr05-text = +2 за кожен квадрат, де перетинаються переходи двох кольорів
cc-sr06-name = Над річкою
cc-sr06-text = +1 за кожен синій перехід
cc-sr07-name = Хмарний покрив
cc-sr07-text = +1 за кожен квадрат відкритої хмари під переходом
cc-sr08-name = Без вільних кінців
cc-sr08-text = -2 за кожну будівлю без переходів
cc-sr09-name = Короткі шляхи
cc-sr09-text = -1 за кожен перехід із прольотом 1
cc-sr10-name = Самотні вежі
cc-sr10-text = -3 за кожну коричневу будівлю без переходів

## Початок гри й налаштування

cc-players = У Cloud City грають від 2 до 4 гравців, а не { $count }.
cc-long-for-four = Місто 3x4 — для 2-3 гравців; учотирьох грайте в місто 3x3 (`size=3x3`).
cc-requests-count = Оберіть 0, 1 або 2 карти особливих замовлень.

## Ходи, яких не вдалося прочитати

cc-expected-place = Очікується `place <tile> <cell> <rotation>`, наприклад `place T12 B2 90` (поворот 0, 90, 180 або 270).
cc-expected-walkway = Очікується `walkway <square> <square>`, наприклад `walkway a1 a3`.
cc-expected-draw = Очікується `draw R1`, `draw R2`, `draw R3` або `draw stack`.
cc-expected-any = Очікується `place <tile> <cell> <rotation>`, `walkway <square> <square>`, `done` або `draw <R1|R2|R3|stack>`, наприклад `place T12 B2 90`.
cc-expected-done = Очікується просто `done`.
cc-not-a-source = { $source } — не місце, звідки беруть плитку; очікується `draw R1`, `draw R2`, `draw R3` або `draw stack`.

## Відмови

cc-not-your-turn = Зараз не ваш хід.
cc-not-your-turn-over = Зараз не ваш хід: гру закінчено.
cc-first-place = Спершу покладіть плитку з руки: `place <tile> <cell> <rotation>`.
cc-first-place-example = Спершу покладіть плитку з руки: `place <tile> <cell> <rotation>`, наприклад { $example }.
cc-last-turn-walkways = Це ваш останній хід, тож плитку не беруть: будуйте переходи командою `walkway <square> <square>` або завершіть командою `done`.
cc-walkways-step = Ви будуєте переходи: надішліть `walkway <square> <square>` або `done`, щоб перейти до взяття плитки.
cc-draw-step = Ваш хід закінчується взяттям плитки: надішліть `draw R1`, `draw R2`, `draw R3` або `draw stack`.
cc-over = Гру закінчено.
cc-not-a-cell = { $cell } — не клітинка вашого міста; клітинки — від A1 до { $last }.
cc-cell-occupied = На { $cell } уже лежить плитка; оберіть порожню клітинку.
cc-not-adjacent = Клітинка { $cell } має прилягати цілою стороною до однієї з ваших плиток (кути не рахуються).
cc-limit-short = 3x3
cc-limit-long = 3x3 або 3x4 (але не 4 з обох боків)
cc-exceeds-footprint = Із плиткою на { $cell } ваше місто мало б розмір { $wide }×{ $tall } (ширина × висота); можна щонайбільше { $limit }.
cc-not-in-hand = Плитки { $tile } немає у вашій руці; ваші плитки: { $tiles }.
cc-bad-rotation = Поворот { $rotation } не дозволено; можна 0, 90, 180 або 270.
cc-not-a-square = { $square } — не квадрат вашого міста; квадрати — від a1 до { $last }.
cc-same-square = Переходу потрібні два різні квадрати, а не двічі { $square }.
cc-no-tile-there = На { $square } немає плитки; перехід зʼєднує дві ваші будівлі.
cc-open-square = { $square } — квадрат відкритої хмари; перехід зʼєднує дві ваші будівлі.
cc-colour-mismatch = На { $p } { $first } будівля, а на { $q } — { $second }; перехід зʼєднує дві будівлі одного кольору.
cc-not-straight = { $p } і { $q } не в одному рядку чи стовпці; переходи йдуть прямо, ніколи не по діагоналі.
cc-too-long = Від { $p } до { $q } — { $span ->
    [one] { $span } квадрат
    [few] { $span } квадрати
   *[many] { $span } квадратів
}; найдовший перехід має проліт { $max }.
cc-over-missing-tile = Перехід { $p }-{ $q } пройшов би над { $square }, де немає плитки хмари.
cc-blocked-as-tall = На { $square } стоїть { $between } будівля, така ж заввишки, як кінці переходу ({ $ends }); між кінцями можуть стояти лише нижчі будівлі.
cc-blocked-taller = На { $square } стоїть { $between } будівля, вища за кінці переходу ({ $ends }); між кінцями можуть стояти лише нижчі будівлі.
cc-duplicate = У вас уже є перехід { $a }-{ $b }.
cc-building-full = Будівля на { $square } уже має { $most ->
    [one] { $most } перехід
    [few] { $most } переходи
   *[many] { $most } переходів
} — більше не можна.
cc-crosses = Перехід { $p }-{ $q } перетнув би ваш { $colour } перехід { $a }-{ $b } на { $square }; переходи одного кольору не можуть перетинатися.
cc-supply-exhausted = У запасі скінчилися { $colour } переходи з прольотом { $span }; спробуйте іншу довжину.
cc-row-slot-empty = Місце { $slot } порожнє; візьміть плитку з іншого місця ряду або зі стосу.
cc-stack-empty = Стос порожній; візьміть плитку з ряду.

## Ходи, як їх подає стіл після імені гравця

cc-placed = кладе { $tile } на { $cell } з поворотом { $rotation }°: { $buildings }
cc-built-walkway = будує { $colour } перехід { $a }-{ $b } (проліт { $span }, { $votes ->
    [one] { $votes } голос
    [few] { $votes } голоси
    [many] { $votes } голосів
   *[other] { $votes } голосу
})
cc-finished = завершує будівництво
cc-nothing-to-draw = плиток, щоб узяти, не лишилося
cc-drew-row = бере { $tile } з { $slot }
cc-row-refilled = на { $slot } тепер { $tile }
cc-row-stays-empty = місце { $slot } лишається порожнім
cc-drew-stack = бере плитку зі стосу
cc-you-drew = Ви взяли { $tile } зі стосу.
cc-game-ends = гру закінчено
cc-begun = гру розпочато
cc-last = { $colour } { $what }

## Підсумок

cc-size-short = місто 3x3
cc-size-long = місто 3x4
cc-step-place = покласти плитку
cc-step-walkways = переходи, потім `done`
cc-step-walkways-last = переходи, потім `done` (останній хід: плитку не беруть)
cc-step-draw = взяти плитку з R1-R3 або зі стосу
cc-summary-turn = Cloud City ({ $size }), раунд { $round } з { $turns }: ходить { $player }, крок: { $step }.
cc-summary-over = Cloud City ({ $size }): гру закінчено. { $count ->
    [one] Переможець
   *[other] Переможці
}: { $winners }.
cc-slot = { $slot } { $tile }
cc-slot-empty = { $slot } порожнє
cc-summary-row = Ряд: { $slots }; у стосі { $count ->
    [one] { $count } плитка
    [few] { $count } плитки
    [many] { $count } плиток
   *[other] { $count } плитки
}.
cc-summary-seat = { $player }, S{ $position }: { $total ->
    [one] { $total } голос
    [few] { $total } голоси
    [many] { $total } голосів
   *[other] { $total } голосу
} = { $detail }; покладено { $placed ->
    [one] { $placed } плитку
    [few] { $placed } плитки
    [many] { $placed } плиток
   *[other] { $placed } плитки
}, у руці { $hand }.
cc-supply-colour = { $colour } { $counts }
cc-summary-supply = Залишок переходів (проліт:кількість): { $colours }.
cc-summary-requests = Особливі замовлення: { $cards }.
cc-summary-hand = Ваша рука: { $tiles }.
cc-hand = Ваші плитки ({ $count }): { $tiles }.
    Повороти — за годинниковою стрілкою: на 90 квадрат ПнЗ стає на місце ПнС.
cc-hand-empty = У руці немає плиток.

## Рахунок

cc-score-detail = переходи { $walkways } (сині { $blue }, зелені { $green }, коричневі { $brown })
cc-score-detail-cards = переходи { $walkways } (сині { $blue }, зелені { $green }, коричневі { $brown }), { $cards }
cc-score-card = «{ $name }» { $votes }
cc-tie-break-blue = сині голоси
cc-tie-break-green = зелені голоси
cc-tie-break-brown = коричневі голоси

## Підписи частин ходу (останній список — те, що коротший підпис відкидає)

cc-label-place = Покласти плитку з руки
cc-label-walkway = Збудувати перехід між двома будівлями одного кольору
cc-label-draw = Взяти плитку: ваш хід закінчиться
cc-label-tile = Плитка { $tile }: { $sites }
cc-label-cell = Клітинка { $cell }: квадрати від { $first } до { $last }
cc-label-from = Від будівлі на { $square } ({ $colour })
cc-as-printed = Як надруковано
cc-turned = Поворот на { $degrees }°
cc-label-placed = { $how }: { $notes }
cc-new-walkways = { $count ->
    [one] { $count } новий перехід
    [few] { $count } нові переходи
    [many] { $count } нових переходів
   *[other] { $count } нового переходу
}
cc-label-walkway-built = Перехід { $from } ↔ { $to } ({ $colour }): { $notes }
cc-span = проліт { $span }
cc-votes = { $count ->
    [one] { $count } голос
    [few] { $count } голоси
    [many] { $count } голосів
   *[other] { $count } голосу
}
cc-requests-delta = замовлення { $votes }
cc-label-stack = Взяти зі стосу закритих плиток (не можна скасувати)
cc-label-take = Взяти { $tile } з ряду: { $sites } (не можна скасувати)
cc-label-done-reveals = Завершити будівництво: береться остання плитка (не можна скасувати)
cc-label-done-draw = Завершити переходи: далі взяти плитку
cc-label-done-end = Завершити: ваш останній хід і гра закінчаться
cc-label-done-last = Завершити: ваш останній хід закінчиться

## Зображення дошки

cc-board-title = Cloud City · { $size } · { $stage }
cc-board-size-short = місто 3×3
cc-board-size-long = місто 3×4
cc-board-round = раунд { $round } з { $turns }
cc-board-over = гру закінчено
# Після кольору й імені гравця.
cc-board-to-play = ходить: { $step }
cc-board-step-place = покласти плитку
cc-board-step-walkways = будувати переходи, потім «done»
cc-board-step-draw = взяти плитку
cc-board-wins = перемагає
cc-board-shared = Спільна перемога:
cc-board-seat = Місце { $number }
cc-board-votes = { $count ->
    [one] { $count } голос
    [few] { $count } голоси
    [many] { $count } голосів
   *[other] { $count } голосу
}
cc-board-requests-votes = замовлення { $votes }
cc-board-hand = { $count ->
    [one] { $count } плитка в руці
    [few] { $count } плитки в руці
    [many] { $count } плиток у руці
   *[other] { $count } плитки в руці
}
cc-board-to-play-place = Зараз: покласти плитку в названу клітинку
cc-board-to-play-last = Зараз: переходи, потім «done» (останній хід, без добору)
cc-board-to-play-walkways = Зараз: переходи, потім «done»
cc-board-to-play-draw = Зараз: взяти плитку
cc-board-no-turn-yet = Ще ніхто не ходив.
cc-board-last-turn = Останній хід:
cc-board-this-turn = Цей хід досі:
cc-board-turn-tile = нова плитка в клітинці { $cell }, будівлі: { $buildings }
cc-board-turn-walkway = { $colour } ({ $votes })
cc-board-turn-walkways = { $count ->
    [one] збудовано перехід
    [few] збудовано { $count } переходи
   *[other] збудовано { $count } переходів
}: { $walkways }
cc-board-turn-no-walkway = жодного переходу не збудовано
cc-board-turn-took-refilled = взято плитку з місця { $slot } ряду; стос поповнив це місце
cc-board-turn-took-empty = взято плитку з місця { $slot } ряду; місце лишається порожнім
cc-board-turn-stack = взято плитку із закритого стосу
cc-board-turn-nothing = брати вже не було чого
cc-board-turn-no-draw = останній хід: без добору плитки
cc-board-turn-votes = голоси за хід: { $votes } (усього { $total })
cc-board-row = Відкритий ряд
cc-board-stack = { $count ->
    [one] { $count } плитка
    [few] { $count } плитки
    [many] { $count } плиток
   *[other] { $count } плитки
}
cc-board-walkways-left = Залишок переходів
cc-board-span = проліт
cc-board-votes-each = голоси
cc-board-requests = Особливі замовлення
cc-board-legend-blue = синя, низька
cc-board-legend-green = зелена
cc-board-legend-brown = коричнева, висока
cc-board-legend-votes = голоси переходу
cc-board-legend-changed = змінено останнім ходом
cc-board-legend-target = сюди можна покласти плитку
cc-board-legend-typing = Клітинки пишіть як B2, квадрати — як d5.
cc-board-final-scores = Підсумок
cc-board-tie-broken = Порівну, по { $total ->
    [one] { $total } голосу
   *[other] { $total } голосів
}; вирішили { $by }:
cc-board-shared-victory = Порівну, по { $total ->
    [one] { $total } голосу
   *[other] { $total } голосів
}, і за всіма додатковими показниками: спільна перемога.
# Після кольору й імені гравця.
cc-hand-title = · ваші плитки (бачите лише ви)
cc-hand-example = Напишіть, наприклад, `place { $tile } B2 90`: повороти — за годинниковою стрілкою.
cc-hand-new = щойно взята
