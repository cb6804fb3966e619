# Слова Aerie українською. Ідентифікатори згруповано, як і в en.ftl.
# Нотація ходів (те, що приймає `/move`) не перекладається.
#
# Глосарій (обрано один раз і дотримуємося всюди):
#   Tower Up (за оригінальними правилами): поверх, вежа, дах, локомотив,
#     будівельний майданчик, дорожній конус, ціль, карта, ринок.
#   Cloud City: плитка, будівля, квадрат, перехід (walkway), проліт (span),
#     голос (vote), стос (stack), ряд (row), особливе замовлення (request).
#   Sky Garden: пташник (aviary), птах, дерево, ліс (Forest), озеро (lake),
#     працівник (Employee), карта Події (Event), дохід, доріжка (track).
#   Спільне: хід, крок, гравець, господар столу (host), компʼютерний гравець.

## Кількості

votes = { $count ->
    [one] { $count } голос
    [few] { $count } голоси
    [many] { $count } голосів
   *[other] { $count } голосу
}

## Приватна панель ходу

panel-your-move = Ваш хід
panel-choose-what = Оберіть, що робити.
panel-choose-next = Оберіть наступну частину.
panel-menu-what = Оберіть, що робити
panel-menu-next = Оберіть наступну частину
panel-group = { $count ->
    [one] { $count } варіант
    [few] { $count } варіанти
    [many] { $count } варіантів
   *[other] { $count } варіанту
}
panel-as-it-is = { $choice } (і більше нічого)
panel-cannot-undo = Це не можна скасувати: зіграти?
panel-no-undo = Скасувати не можна: { $why }
panel-back = Назад
panel-undo = Скасувати ваш останній крок

## Кнопки під публічними повідомленнями

board-play = Грати
board-my-hand = Моя рука
lobby-join = Приєднатися
lobby-leave = Вийти
lobby-add-computer = Додати компʼютерного гравця
lobby-start = Почати
proposal-agree = Я згоден

## Відповіді Discord-частини

edge-went-wrong = Щось пішло не так; нічого не змінилося. Спробуйте ще раз.
edge-no-such-game = Немає гри `{ $kind }`.
edge-not-in-dm = В особистих повідомленнях грати не можна; почніть гру в каналі або гілці сервера.
edge-move-gone = Цей хід уже недоступний.
edge-button-gone = Ця кнопка більше не діє.
edge-game-over = Ця гра закінчилася; ця дошка застаріла.
edge-moved-on = Відтоді гра пішла далі; нічого не змінилося. Натисніть «Грати» під найновішою дошкою.
edge-not-your-turn = Зараз не ваш хід; ці кнопки для гравця, який ходить.
edge-not-your-turn-waiting = Зараз не ваш хід (чекаємо на { $waiting }); ці кнопки для гравця, який ходить.
edge-panel-out-of-date = Ця панель застаріла; нічого не зіграно. Ось де зараз гра:
edge-choice-from-turn-start = Цей вибір був з початку вашого ходу; нічого не зіграно. Ось де зараз гра:
edge-earlier-board = Ця дошка з попереднього ходу; нічого не змінилося. Скористайтеся найновішою дошкою.
edge-earlier-board-link = Ця дошка з попереднього ходу; нічого не змінилося. Найновіша дошка: { $link }
edge-choice-gone = Цього вибору вже немає.
edge-played-by-itself = Зіграно саме (єдиний можливий хід): { $moves }.
edge-you-played = Ви зіграли `{ $notation }`; нова дошка в каналі.
edge-too-many-actions = Це більше ніж { $limit } дій за столом за хвилину; спробуйте знову через { $seconds } с.
list-and = { $init } і { $last }

## Дозволи, як їх називають налаштування Discord

perm-view-channel = Переглядати канал
perm-send-messages = Надсилати повідомлення
perm-send-in-threads = Надсилати повідомлення в гілках
perm-embed-links = Вбудовувати посилання
perm-attach-files = Прикріплювати файли
perm-create-threads = Створювати публічні гілки
perm-member-needs = Щоб відкрити тут гру, вам потрібен дозвіл: { $permissions }.
perm-member-needs-thread = Щоб відкрити тут гру в гілці, вам потрібен дозвіл: { $permissions }; спробуйте без `thread`.
perm-bot-needs = Щоб публікувати тут дошки, мені потрібен дозвіл: { $permissions }; зверніться до адміністратора сервера.
perm-bot-needs-thread = Щоб відкрити тут гілку гри, мені потрібен дозвіл: { $permissions }; спробуйте без `thread` або зверніться до адміністратора сервера.

## Слеш-команди

cmd-game = гра
    .description = Організувати настільну гру в цьому каналі та грати в неї
cmd-game-new = нова
    .description = Відкрити стіл; ви його господар
cmd-game-new-tower-up = tower-up
    .description = Відкрити стіл Tower Up у цьому каналі; ви його господар
cmd-game-new-tower-up-first-game = перша-гра
    .description = Грати з трьома цілями для першої гри
cmd-game-new-tower-up-thread = гілка
    .description = Грати в новій гілці цього каналу, названій за грою та вами
cmd-game-new-cloud-city = cloud-city
    .description = Відкрити стіл Cloud City у цьому каналі; ви його господар
cmd-game-new-cloud-city-size = розмір
    .description = Кінцеве місто: 3x3 (8 ходів, 2-4 гравці) або 3x4 (11 ходів, 2-3 гравці)
cmd-game-new-cloud-city-size-3x3 = 3x3
cmd-game-new-cloud-city-size-3x4 = 3x4
cmd-game-new-cloud-city-requests = замовлення
    .description = Карти особливих замовлень, відкриті на початку (0 = без варіанта)
cmd-game-new-cloud-city-requests-0 = 0
cmd-game-new-cloud-city-requests-1 = 1
cmd-game-new-cloud-city-requests-2 = 2
cmd-game-new-cloud-city-thread = гілка
    .description = Грати в новій гілці цього каналу, названій за грою та вами
cmd-game-new-sky-garden = sky-garden
    .description = Відкрити стіл Sky Garden у цьому каналі; ви його господар
cmd-game-new-sky-garden-thread = гілка
    .description = Грати в новій гілці цього каналу, названій за грою та вами
cmd-game-join = приєднатися
    .description = Сісти за стіл у цьому каналі
cmd-game-leave = вийти
    .description = Залишити стіл до початку гри
cmd-game-start = почати
    .description = Почати гру (лише господар)
cmd-game-status = стан
    .description = Чий хід, рахунок і ваші ходи
cmd-game-board = дошка
    .description = Показати дошку
cmd-game-hand = рука
    .description = Показати вашу руку (бачите лише ви)
cmd-game-log = журнал
    .description = Ходи досі
cmd-game-undo = скасувати
    .description = Забрати назад ваш останній хід, якщо нічого нового не відкрилося
cmd-game-resign = здатися
    .description = Здатися; гра закінчиться, і ви будете останнім
cmd-game-cancel = відмінити
    .description = Завершити гру без результату (господар або керівник каналу)
cmd-game-back = повернутися
    .description = Знову грати своїм місцем після того, як за вас грав компʼютер
cmd-game-skip = пропустити
    .description = Проголосувати за пропуск ходу гравця, що прострочив термін
cmd-game-agree = погодитися
    .description = Погодитися з пропозицією господаря (нові терміни або відміна)
cmd-game-play = грати
    .description = Відкрити вашу панель ходу там, де зараз гра
cmd-game-rules = правила
    .description = Правила коротко
cmd-game-rules-game = гра
    .description = Яка гра (якщо не вказано — гра цього каналу)
cmd-game-rules-game-tower-up = Tower Up
cmd-game-rules-game-cloud-city = Cloud City
cmd-game-rules-game-sky-garden = Sky Garden
cmd-game-settings = налаштування
    .description = Показати або змінити нагадування, термін і відпустку (господар)
cmd-game-settings-first = перше
    .description = Перше нагадування через, напр. 12h, або off
cmd-game-settings-every = кожні
    .description = Повторювати нагадування кожні, напр. 24h
cmd-game-settings-deadline = термін
    .description = Час на хід, напр. 3d, або off
cmd-game-settings-action = дія
    .description = Після терміну: skip, bot або end
cmd-game-settings-action-skip = пропустити хід
cmd-game-settings-action-bot = хід зіграє компʼютер
cmd-game-settings-action-end = завершити гру
cmd-game-settings-vacation = відпустка
    .description = Днів відпустки на 30 днів, напр. 14
cmd-game-settings-language = мова
    .description = Мова публічних повідомлень цієї гри
cmd-game-settings-language-en = English
cmd-game-settings-language-uk = Українська
cmd-game-bot = компʼютер
    .description = Компʼютерні гравці
cmd-game-bot-add = додати
    .description = Посадити компʼютерного гравця (господар, до початку)
cmd-game-bot-add-level = рівень
    .description = Наскільки сильно він грає (типово середній)
cmd-game-bot-add-level-easy = легкий
cmd-game-bot-add-level-normal = середній
cmd-game-bot-add-level-hard = сильний
cmd-game-kick = вилучити
    .description = Вилучити гравця; у грі, що йде, його місце займе компʼютер (господар або керівник каналу)
cmd-game-kick-player = гравець
    .description = Кого
cmd-move = хід
    .description = Зробити хід у грі цього каналу
cmd-move-action = дія
    .description = Ваш хід; почніть вводити, щоб побачити дозволені
cmd-help = допомога
    .description = Що робить Aerie і які в нього команди
cmd-games = ігри
    .description = Ваші ігри на цьому сервері та гра цього каналу: чий хід і як довго
cmd-remind = нагадування
    .description = Куди надходять нагадування про ваш хід
cmd-remind-where = де
    .description = Канал, особисті повідомлення або без нагадувань
cmd-remind-where-channel = у каналі гри
cmd-remind-where-dm = в особисті повідомлення
cmd-remind-where-off = вимкнено
cmd-vacation = відпустка
    .description = Призупинити нагадування й терміни, поки вас немає
cmd-vacation-state = стан
    .description = Увімкнути або вимкнути
cmd-vacation-state-on = увімкнути
cmd-vacation-state-off = вимкнути
cmd-me = я
    .description = Ваші власні налаштування для всіх ігор
cmd-me-settings = налаштування
    .description = Показати або змінити ваші налаштування
cmd-me-settings-confirm = підтвердження
    .description = Питати один раз перед ходом, який не можна забрати назад
cmd-me-settings-confirm-on = увімкнено: питати мене
cmd-me-settings-confirm-off = вимкнено: грати одразу
