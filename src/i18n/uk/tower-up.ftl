# tower-up: слова рушія правил (відмови, ходи, підсумки, підписи) і зображень дошки.
# Нотація ходів (`take 2 picks brown,grey`, `build C2 white roof C3`) не перекладається
# і в тексті стоїть у зворотних лапках.
#
# Глосарій Tower Up (за оригінальними правилами; дотримуємося всюди):
#   floor — поверх; tower — вежа; roof — дах; vehicle — локомотив;
#   site — будівельний майданчик (коротко: майданчик); cone — дорожній конус (конус);
#   objective — ціль (картка цілі); chip — жетон; card — карта; market — ринок;
#   supply — запас; hand — рука; deck — колода; discard pile — скид;
#   track — колія; column — стовпець; star column — стовпець зірок;
#   visible roof — видимий дах; height — висота; level — рівень;
#   district — район; park — парк; wild icon — значок «будь-який»; icon — значок;
#   presence — присутність (ваш дах будь-де у вежі);
#   main / extra / final action — основний / додатковий / останній хід;
#   give back (discard) — повернути (скинути) поверх.
#   Кольори поверхів: чорний, білий, коричневий, сірий; гравців: помаранчевий,
#   синій, зелений, фіолетовий. Ходи описано в теперішньому часі, 3-й особі
#   («бере карту 2», «будує білу вежу на C2»).

## Кольори й компоненти

# Колір поверху. `$form` — форма, якої потребують слова довкола:
# floor (чоловічий рід: поверх, локомотив), tower (вежа), tower-title (з великої),
# tower-acc (знахідний), tower-ins (орудний), many (родовий множини),
# floors / towers (з числом `$count`).
tu-black = { $form ->
    [tower] чорна
    [tower-title] Чорна
    [tower-acc] чорну
    [tower-ins] чорною
    [many] чорних
    [floors] { $count ->
        [one] { $count } чорний
        [few] { $count } чорні
       *[other] { $count } чорних
    }
    [towers] { $count ->
        [one] { $count } чорна
        [few] { $count } чорні
       *[other] { $count } чорних
    }
   *[other] чорний
}
tu-white = { $form ->
    [tower] біла
    [tower-title] Біла
    [tower-acc] білу
    [tower-ins] білою
    [many] білих
    [floors] { $count ->
        [one] { $count } білий
        [few] { $count } білі
       *[other] { $count } білих
    }
    [towers] { $count ->
        [one] { $count } біла
        [few] { $count } білі
       *[other] { $count } білих
    }
   *[other] білий
}
tu-brown = { $form ->
    [tower] коричнева
    [tower-title] Коричнева
    [tower-acc] коричневу
    [tower-ins] коричневою
    [many] коричневих
    [floors] { $count ->
        [one] { $count } коричневий
        [few] { $count } коричневі
       *[other] { $count } коричневих
    }
    [towers] { $count ->
        [one] { $count } коричнева
        [few] { $count } коричневі
       *[other] { $count } коричневих
    }
   *[other] коричневий
}
tu-grey = { $form ->
    [tower] сіра
    [tower-title] Сіра
    [tower-acc] сіру
    [tower-ins] сірою
    [many] сірих
    [floors] { $count ->
        [one] { $count } сірий
        [few] { $count } сірі
       *[other] { $count } сірих
    }
    [towers] { $count ->
        [one] { $count } сіра
        [few] { $count } сірі
       *[other] { $count } сірих
    }
   *[other] сірий
}
tu-wild = будь-який
tu-vehicle = { $colour } локомотив
tu-orange = помаранчевий
tu-blue = синій
tu-green = зелений
tu-purple = фіолетовий
tu-board-full = повний
tu-board-half = половинний
tu-items = { $items }
tu-clauses = { $clauses }
tu-none = немає
tu-plus = { $sum } + { $item }
tu-tally = { $colour } { $count }

## Картки цілей

tu-objective-o1 = Веселка
tu-objective-o1-text = Присутність у вежах усіх чотирьох кольорів.
tu-objective-o2 = Монохром
tu-objective-o2-text = Присутність щонайменше в чотирьох вежах одного кольору.
tu-objective-o3 = Сходи
tu-objective-o3-text = На кожному з рівнів 1, 2, 3 і 4 — щонайменше один ваш дах (накритий чи ні).
tu-objective-o4 = Біля парку
tu-objective-o4-text = Присутність щонайменше в трьох вежах на майданчиках-парках.
tu-objective-o5 = Усе місто
tu-objective-o5-text = Присутність у вежах щонайменше чотирьох різних районів.
tu-objective-o6 = Міст
tu-objective-o6-text = Присутність у двох сусідніх вежах, майданчики яких лежать у різних районах.
tu-objective-o7 = Щільний квартал
tu-objective-o7-text = Щонайменше три вежі з присутністю, що утворюють одну групу, повʼязану вулицями між собою (тобто одна з них сусідить із двома іншими).
tu-objective-o8 = Хмарочос
tu-objective-o8-text = Щонайменше один ваш дах (накритий чи ні) на рівні 5 або вище.
tu-objective-o9 = Панорама
tu-objective-o9-text = Щонайменше три ваші видимі дахи.
tu-objective-o10 = Пентхауси
tu-objective-o10-text = Щонайменше два ваші видимі дахи на вежах висотою 4 або більше.

## Підготовка і нотація

tu-seats = Для Tower Up потрібно від 2 до 4 гравців, а не { $count }.
tu-help = Очікується `take <slot> [picks <colours>]`, `discard <colour>`, `build <site> <colour> roof <site>` або `skip`.
tu-help-take = Очікується `take <slot>` або `take <slot> picks <colour>,<colour>`, напр. `take 2 picks brown,grey`.
tu-help-discard = Очікується `discard <colour>`, напр. `discard black` (або кілька: `discard black,white`).
tu-help-build = Очікується `build <site> <colour> roof <site>`, напр. `build C2 white roof C3`.
tu-not-a-colour = { $token } — не колір поверху; пишіть `black`, `white`, `brown` або `grey`. { $help }
tu-bad-slot = Місце на ринку — 1, 2 або 3. { $help }
tu-take-then-discard = Спершу візьміть карту; якщо тоді матимете понад 10 поверхів, вас попросять `discard <colour>`.
tu-not-a-site = { $token } — не позначка майданчика (від A1 до E8). { $help }
tu-skip-alone = Очікується лише `skip`.

## Відмови

tu-game-is-over = Гру закінчено.
tu-not-your-turn = Зараз не ваш хід.
tu-discard-first = У вас понад 10 поверхів: спершу поверніть { $count ->
    [one] { $count } поверх
    [few] { $count } поверхи
   *[other] { $count } поверхів
} командою `discard <colour>`, по одному.
tu-skip-only-extra = Пропустити можна лише додатковий хід; візьміть карту або будуйте.
tu-bad-market-slot = Місце на ринку — 1, 2 або 3.
tu-open-fixed = значок «{ $colour }» (поверхів кольору «{ $colour }» у запасі немає)
tu-open-wild = значок «будь-який»
tu-pick-missing = Бракує вибору: { $what } на карті { $slot } потребує кольору, який ще є в запасі ({ $supply }), напр. `take { $slot } picks ...`.
tu-pick-not-in-supply = Не можна вибрати { $colour }: у запасі такого немає; виберіть один із: { $supply }.
tu-no-open-icons = На карті { $slot } немає вільних значків, тож вибирати нічого: пишіть `take { $slot }`.
tu-too-many-picks = Забагато виборів: на карті { $slot } зараз { $count ->
    [one] лише { $count } вільний значок
    [few] лише { $count } вільні значки
   *[other] лише { $count } вільних значків
}.
tu-nothing-to-discard = Вам нічого повертати: у вас не більше 10 поверхів.
tu-name-a-floor = Назвіть поверх, який повертаєте, напр. `discard black`.
tu-discard-too-many = Щоб лишилося 10, поверніть ще лише { $count ->
    [one] { $count } поверх
    [few] { $count } поверхи
   *[other] { $count } поверхів
}; ви назвали { $named }.
tu-discard-not-held = У вас { $colour } поверхів лише { $held }, тож повернути { $named } не можна.
tu-no-roofs-left = У вас не лишилося дахів, тож будувати не можна; візьміть карту.
tu-no-such-site = На цьому полі немає майданчика { $site } (бік «{ $board }»).
tu-site-taken = На { $site } уже стоїть вежа; будуйте на порожньому майданчику поруч із вежею.
tu-no-neighbour = Поруч із { $site } немає жодної вежі; будуйте біля вежі, що вже стоїть.
tu-all-colours-around = На { $site } нічого не збудувати: сусідні вежі мають усі чотири кольори.
tu-colour-beside = { $site } поруч із { $colour } вежею; оберіть колір, якого немає в жодного сусіда ({ $free }).
tu-cannot-afford = На { $site } { $colour } вежа коштує { $cost }; у вас { $held_colour } лише { $held }.
tu-roof-where = Дах має лягти на поверх, який ви щойно поклали: один із { $sites }.

## Що зробив хід (після імені гравця)

tu-did-take = бере карту { $slot } ({ $card })
tu-did-take-gaining = бере карту { $slot } ({ $card }) і отримує поверхи: { $gained }
tu-colour-ran-out = поверхи одного кольору закінчилися: настає кінець гри
tu-vehicle-moved = { $colour } локомотив { $from }→{ $to }
tu-vehicle-moved-lost = { $colour } локомотив { $from }→{ $to } ({ $lost ->
    [one] { $lost } клітинку
    [few] { $lost } клітинки
   *[other] { $lost } клітинок
} втрачено)
tu-reshuffled = скид перетасовано в нову колоду
tu-must-discard = має повернути { $count ->
    [one] { $count } поверх
    [few] { $count } поверхи
   *[other] { $count } поверхів
}
tu-did-discard = повертає { $count ->
    [one] поверх
   *[other] поверхи
}: { $floors }
tu-must-discard-more = має повернути ще { $count ->
    [one] { $count } поверх
    [few] { $count } поверхи
   *[other] { $count } поверхів
}
tu-did-build = будує { $colour } вежу на { $site } з дахом на { $roof } (висота { $height })
tu-last-roof-placed = ставить останній дах: настає кінець гри
tu-did-skip = відмовляється від додаткового ходу
tu-claimed = отримує жетон { $chip } за ціль «{ $objective }»
tu-other-claimed = { $who } отримує жетон { $chip } за ціль «{ $objective }»
tu-scored = набирає { $total ->
    [one] { $total } очко
    [few] { $total } очки
   *[other] { $total } очок
}
tu-scored-final = набирає { $total ->
    [one] { $total } очко
    [few] { $total } очки
   *[other] { $total } очок
} (остаточно)
tu-extra-action = додатковий хід
tu-game-ends = гра закінчується

## Підсумок, рука й рахунок

tu-hand = { $floors } ({ $count ->
    [one] { $count } поверх
    [few] { $count } поверхи
   *[other] { $count } поверхів
})
tu-turn = Ходить { $player }: { $step }
tu-step-discard = має повернути { $count ->
    [one] { $count } поверх
    [few] { $count } поверхи
   *[other] { $count } поверхів
}
tu-step-main = основний хід
tu-step-extra = додатковий хід (або пропуск)
tu-step-final = останній хід
tu-why-last-roof = поставлено останній дах
tu-why-exhausted = закінчився колір поверхів
tu-summary-ended = Кінець гри запущено ходом гравця { $who } ({ $why }).
tu-summary-trigger = Кінець гри запущено ({ $who }: { $why }). Ще зіграють останній хід: { $queue }.
tu-summary-supply = Запас: { $supply }. Колода: { $deck ->
    [one] { $deck } карта
    [few] { $deck } карти
   *[other] { $deck } карт
}, скид: { $discards }.
tu-market-card = { $slot }: { $card }
tu-summary-market = Ринок: { $cards }.
tu-objective-chips = { $objective } [{ $chips }]
tu-summary-objectives = Цілі: { $objectives }.
tu-chip = { $value } ({ $objective })
tu-total = { $total }
tu-total-final = { $total } (остаточно)
tu-summary-player = { $player }: рука { $hand } ({ $size }); дахи { $roofs }; локомотиви { $vehicles }; жетони { $chips }; рахунок { $score }
tu-summary-winners = { $count ->
    [one] Переможець
   *[other] Переможці
}: { $winners }.
tu-score-detail = локомотиви { $vehicles } ({ $each }) + конус { $cone } ({ $roofs ->
    [one] { $roofs } видимий дах
    [few] { $roofs } видимі дахи
   *[other] { $roofs } видимих дахів
}) + { $chips }
tu-score-detail-final = локомотиви { $vehicles } ({ $each }) + конус { $cone } ({ $roofs ->
    [one] { $roofs } видимий дах
    [few] { $roofs } видимі дахи
   *[other] { $roofs } видимих дахів
}) + { $chips } (остаточно)
tu-score-vehicle = { $colour } { $value }
tu-score-chips = жетони { $total } ({ $each })
tu-score-chip = «{ $objective }» { $value }
tu-score-no-chips = жетони 0

## Підписи варіантів, коли хід складають натисканням

tu-label-take = Взяти карту з ринку: отримати її поверхи, просунути її локомотиви
tu-label-discard = Повернути поверхи: у вас { $held }, на { $over } більше за ліміт 10
tu-label-build = { $roofs ->
    [1] Збудувати вежу й поставити дах (ваш останній дах)
    [one] Збудувати вежу й поставити дах (лишився { $roofs } дах)
    [few] Збудувати вежу й поставити дах (лишилося { $roofs } дахи)
   *[other] Збудувати вежу й поставити дах (лишилося { $roofs } дахів)
}
tu-label-take-slot = Взяти карту { $slot }: { $card } (далі ви назвете { $picks ->
    [one] колір
   *[other] кольори
})
tu-label-picks = Назвіть колір кожного вільного значка, знизу вгору
tu-label-build-site = Будувати на { $site }, поруч вежі: { $towers }
tu-label-build-colour = { $colour } вежа на { $site }: коштує { $cost } (у вас лишиться { $hold })
tu-label-roof-step = Далі ваш дах: на { $site } або на вежу, що щойно виросла
tu-no-floors = без поверхів
tu-label-take-card = Взяти карту { $slot }: { $floors }
tu-label-open-as = Вільні значки як { $picks }
tu-label-and = { $head }; { $vehicles }
tu-label-take-done = { $head } ({ $notes })
tu-label-hold = у вас буде { $hold }
tu-label-hold-give-back = у вас буде { $hold }: поверніть { $count }
tu-label-hold-more = у вас буде { $hold }: ще повернути { $count }
tu-label-a-floor = { $colour } поверх
tu-label-give-back = Повернути { $what } ({ $notes })
tu-label-roof = Дах на { $roof }, висота { $height }: { $notes }
tu-label-score = рахунок { $delta }
tu-label-skip = Пропустити додатковий хід: ваш хід закінчується
tu-label-vehicle-gain = { $colour } локомотив +{ $spaces }
tu-label-colour-gain = { $colour } +{ $spaces }
tu-label-vehicles-gain = локомотиви: { $each }
tu-label-claims = жетон { $chip } («{ $objective }»)
tu-label-other-claims = { $who } отримує жетон { $chip } («{ $objective }»)
tu-label-last-roof = останній дах: фінальне коло
tu-label-ran-out = колір закінчився: фінальне коло

## Зображення дошки

tu-board-title = Tower Up · { $headline }
# Останній хід словами (рядок на дію; гравця названо в заголовку).
tu-board-last-turn = Останній хід: { $player }
tu-board-did-take = бере карту { $slot } і отримує { $floors }
tu-board-did-take-vehicles = бере карту { $slot } (без поверхів)
tu-board-did-give-back = повертає { $floors } (ліміт руки — { $limit })
tu-board-did-build = будує { $colour } вежу на { $site }, кладе поверх на { $raised } і ставить дах на { $roof } на рівні { $level }
tu-board-did-skip = відмовляється від додаткового ходу
tu-board-vehicle-move = { $colour } { $from }→{ $to }
tu-board-vehicles-moved = рух локомотивів: { $moves }
tu-board-stars-reached = усі чотири локомотиви досягли стовпця зірок { $columns }
tu-board-claimed = { $player } бере жетон { $chip } за ціль «{ $objective }»
tu-board-ended-last-roof = ставить останній дах: кінець гри запущено
tu-board-ended-exhausted = закінчився колір поверхів: кінець гри запущено
tu-board-scored = підбиває рахунок: { $points }
# Підсумковий рахунок за категоріями правил.
tu-board-final-scores = Підсумковий рахунок
tu-board-final-row = { $rank }. { $player }: { $points ->
    [one] { $points } очко
    [few] { $points } очки
   *[other] { $points } очок
}
tu-board-tied = { $players } мають порівну ({ $points }) і ділять перемогу (у Tower Up немає додаткових показників).
tu-board-won = Гру закінчено: перемагає { $player }
tu-board-shared = Гру закінчено: спільна перемога — { $players }
tu-board-to-act = Ходить { $player }: { $step }
tu-board-trigger = Кінець гри запущено ({ $player }: { $why }); останній хід ще зроблять: { $queue }.
tu-board-triggered = Кінець гри запущено ({ $player }: { $why }).
tu-board-why-last-roof = останній дах
tu-board-why-exhausted = закінчився колір поверхів
tu-board-district = р{ $number }
tu-board-height = в{ $height }
tu-board-market = Ринок
tu-board-card = Карта { $slot }
tu-board-any = будь
tu-board-supply = Запас
tu-board-deck = колода { $deck } · скид { $discards }
tu-board-objectives = Цілі (жетони, що лишилися)
tu-board-objective = { $number }. { $name }
tu-board-no-chips = жетонів немає
tu-board-taken = взяли:
tu-board-col = ст.
tu-board-pts = оч.
tu-board-seat-number = Місце { $number }
tu-board-seat = { $position }. { $name }
tu-board-points-short = { $points } оч.
tu-board-points = { $points ->
    [one] { $points } очко
    [few] { $points } очки
   *[other] { $points } очок
}
tu-board-hand = рука { $count }
tu-board-roofs = Дахи: { $left } у запасі, { $visible } { $visible ->
    [one] видимий
    [few] видимі
   *[other] видимих
}
tu-board-stars = ★ вжито: { $columns }
tu-board-status-final = рахунок підбито
tu-board-status-to-act = ходить
tu-board-status-final-left = ще останній хід
tu-board-players-title = Tower Up · гравці
tu-board-floors-held = Поверхів у руці: { $count }
tu-board-chips = Жетони: { $chips }
tu-board-sum = = локомотиви { $vehicles } + конус { $cone } + жетони { $chips }
# The two-letter codes on floors (never a player's roof initial).
tu-code-black = Чр
tu-code-white = Бл
tu-code-brown = Кр
tu-code-grey = Ср
tu-board-legend-floors = Поверхи: Чр чорний, Бл білий, Кр коричневий, Ср сірий (будь: на вибір) · в5: висота вежі · р1: район
tu-board-legend-changed = Обведено або підсвічено те, що змінив останній хід.
tu-board-legend-track = ст.: стовпець локомотива · оч.: його очки · ★ стовпець зірок · рука: поверхи
tu-board-legend-track-players = ст.: стовпець колії · оч.: його очки · ★ стовпець зірок (✔ вжито)
tu-board-legend-cone = конус: очки стовпця з номером, що дорівнює кількості ваших видимих дахів
