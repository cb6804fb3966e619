# Слова Aerie українською: стіл і частини-інтерфейси (кожна гра — у власному файлі). Ідентифікатори згруповано, як і в en/table.ftl.
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
edge-no-such-game = Немає гри { $kind }.
edge-not-in-dm = В особистих повідомленнях грати не можна; почніть гру в каналі або гілці сервера.
edge-no-thread = Не вдалося відкрити тут гілку (потрібні дозволи «Створювати публічні гілки» і «Надсилати повідомлення в гілках»); спробуйте `/game new` без `thread` або зверніться до адміністратора сервера.
edge-move-gone = Цей хід уже недоступний.
edge-button-gone = Ця кнопка більше не діє.
edge-game-over = Ця гра закінчилася; ця дошка застаріла.
edge-moved-on = Відтоді гра пішла далі; нічого не змінилося. Натисніть «Грати» під найновішою дошкою.
edge-not-your-turn = Зараз не ваш хід; ці кнопки для гравця, який ходить.
edge-not-your-turn-waiting = Зараз не ваш хід (чекаємо на { $waiting }); ці кнопки для гравця, який ходить.
edge-done = Готово.
edge-panel-out-of-date = Ця панель застаріла; нічого не зіграно. Ось де зараз гра:
edge-choice-from-turn-start = Цей вибір був з початку вашого ходу; нічого не зіграно. Ось де зараз гра:
edge-earlier-board = Ця дошка з попереднього ходу; нічого не змінилося. Скористайтеся найновішою дошкою.
edge-earlier-board-link = Ця дошка з попереднього ходу; нічого не змінилося. Найновіша дошка: { $link }
edge-choice-gone = Цього вибору вже немає.
edge-message-out-of-date = Це повідомлення від старішої версії бота, і його кнопки більше не діють; нічого не змінилося. Скористайтеся найновішим повідомленням або `/game status`.
edge-game-started = Гру розпочато.
edge-played-by-itself = Зіграно саме (єдиний можливий хід): { $moves }.
edge-you-played = Ви зіграли { $notation }; нова дошка в каналі.
edge-too-many-actions = Це більше ніж { $limit } дій за столом за хвилину; спробуйте знову через { $seconds } с.
# Слова, однакові всіма мовами (нотація, імʼя).
verbatim = { $words }

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

## Стіл (лобі, місця, ходи)

table-no-game = У цьому каналі немає гри; відкрийте її через `/game new`.
table-not-started-host = Гра ще не почалася; господар починає її через `/game start`.
table-kind-gone = Цей сервер більше не проводить ігор { $kind }.
table-no-replay = хід { $ply } ({ $notation }) більше не відтворюється: { $why }
table-not-seated = Ви не сидите за цим столом; стежити за грою може кожен через `/game board`.
table-left = Ви вийшли з цієї гри; за ваше колишнє місце грає компʼютер. Стежити за грою можна через `/game board`.
table-not-drawn = Не вдалося намалювати дошку; сам хід збережено.
table-lobby-closed = Це лобі закрите (гра почалася або її місце зайняла інша); скористайтеся найновішим повідомленням.
damaged-cancel-host-only = Відмінити гру цього каналу (її збережені дані пошкоджено) може лише господар або керівник каналу.
damaged-cancelled = { $name } відміняє гру цього каналу, чиї збережені дані пошкоджено. Нову можна відкрити через `/game new`.
table-conflict = Хтось зіграв тієї ж миті, і гра пішла далі; перевірте `/game status` і спробуйте ще раз.
table-channel-busy = У цьому каналі вже йде гра; завершіть або відмініть її чи скористайтеся іншим каналом або гілкою.
table-not-saved = Зараз не вдалося зберегти гру; нічого не змінилося, спробуйте ще раз.
table-damaged = Гру цього каналу неможливо прочитати (збережені дані пошкоджено); господар або керівник каналу може її відмінити (`/game cancel`) і відкрити нову.

## Параметри гри в /game new
option-none = У цій грі немає параметра { $name }; вона не має параметрів.
option-unknown = У цій грі немає параметра { $name }; її параметри: { $names }.
option-bad-value = { $value } — не значення { $name }; оберіть одне з: { $choices }.
thread-name = { $game } — гра { $host }
thread-opened = { $host } відкриває стіл **{ $game }** у { $thread }: приєднуйтеся там.
computer-name = Компʼютер { $number } ({ $level })
computer-easy = легкий
computer-normal = середній
computer-hard = сильний

## Альтернативний текст зображень (для екранних читачів)
seat-with-colour = { $name } ({ $colour })
# A player as an engine names them (games::seat_words): the colour, until the table puts the name in its place.
seat-ref = { $colour }
seat-ref-swatch = { $colour }
alt-board = Поле гри { $game }. { $turn }. Рахунок: { $scores }.
alt-to-play = Ходить: { $names }
alt-won-by = Гру завершено, перемога: { $names }
alt-score = { $name } { $total }
alt-image-of = { $what } Зображення { $number } з { $count }.
alt-hand = Ваша рука (бачите лише ви).
log-a-move = (хід)
notation = { $notation }
log-line = { $number }. { $name }: { $what }
log-earlier = …
move-by = { $name } { $what }

lobby-not-in-dm = В особистих повідомленнях грати не можна; почніть гру в каналі або гілці сервера.
lobby-no-such-game = Немає гри { $kind }; оберіть одну з: { $kinds }.
lobby-status-lobby = лобі
lobby-status-running = триває
lobby-channel-has-game = У цьому каналі вже є гра { $game } ({ $status }); спершу завершіть або відмініть її чи скористайтеся іншим каналом або гілкою.
lobby-too-many = У вас на цьому сервері вже відкрито { $count } лобі; почніть одне з них або відмініть (`/game cancel`).
lobby-opened = { $host } відкриває стіл { $game } для { $min }–{ $max } гравців{ $options }.
lobby-options = {" "}({ $options })
lobby-seated = За столом: { $names }. Господар, { $host }, почне гру, коли всі зберуться.
lobby-estimate = Очікувана тривалість за завершеними іграми цього сервера й темпом гравців за столом: { $length }.
lobby-estimate-hours = близько { $hours ->
    [one] { $hours } години
    [few] { $hours } годин
   *[other] { $hours } годин
}
lobby-estimate-days = близько { $days ->
    [one] { $days } дня
    [few] { $days } днів
   *[other] { $days } днів
}
lobby-join-started = Ця гра вже почалася; стежте за нею через `/game board` або почніть іншу в новій гілці.
lobby-already-seated = Ви вже сидите за цим столом.
lobby-joined = { $name } сідає за стіл { $game } (до { $max } гравців).
lobby-not-seated = Ви не сидите за цим столом.
lobby-left-last = { $name } виходить; за столом нікого не лишилося, тож його закрито.
lobby-left-host = { $name } виходить з-за столу. Тепер господар — { $host }.
lobby-left = { $name } виходить з-за столу.
lobby-start-started = Ця гра вже почалася.
lobby-start-host-only = Почати гру може лише господар, { $host }.
lobby-start-players = Для { $game } потрібно { $min }–{ $max } гравців, а за столом { $seated ->
    [one] { $seated } гравець
    [few] { $seated } гравці
   *[other] { $seated } гравців
}; інші можуть приєднатися (`/game join`).
lobby-full = Стіл повний ({ $max } з { $max } місць).
lobby-bot-started = Компʼютерні гравці сідають до початку гри; після пропущеного терміну все вирішують налаштування господаря.
lobby-bot-host-only = Садити компʼютерних гравців може лише господар, { $host }.
lobby-bot-seated = { $name } сідає за стіл ({ $seated } з { $max }): { $names }.
lobby-kick-host-only = Вилучити гравця може лише господар, { $host }, або керівник каналу.
lobby-kick-nobody = Ніхто на імʼя { $who } не сидить за столом; за столом: { $names }.
lobby-kick-host = Господаря вилучити не можна; господар може вийти (`/game leave`) або відмінити гру (`/game cancel`).
lobby-kicked = { $name } вилучає { $removed } з-за столу.
lobby-kick-not-playing = { $removed } більше не грає; за це місце грає компʼютер.
lobby-kick-still-playing = { $removed } ще грає. Господар може вилучити гравця лише після пропущеного терміну або якщо той затримує гру понад { $allowed }; керівник каналу може вилучити будь-кого.
lobby-removed-running = { $name } вилучає { $removed }, і той посідає останнє місце; тепер за це місце грає компʼютер.
lobby-cancel-host-only = Відмінити цю гру може лише господар, { $host }, або керівник каналу.

turn-to-play = Ходить: { $names }.
turn-yours = ваш хід.
turn-yours-each = ваш хід, кожного з вас.
catch-up-since-yours = Після вашого останнього ходу:
catch-up-since-each = Після ваших останніх ходів:
catch-up-since-start = Від початку гри:
turn-continues = Ваш хід триває.
turn-computer-played = Компʼютер зіграв за { $names } (відсутні):
game-begins = { $game } починається: { $seats }.
game-hands-secret = Що тримає кожен гравець — таємниця: свою руку дивіться через `/game hand` (бачите лише ви).
game-resigned = { $name } здається; гру завершено.
unrated-left = Ця гра не піде в рейтинг: { $name } залишає гру раніше, ніж кожен зіграв по два ходи.
cancel-is-resigning = Гру, у якій уже є ходи, проти самих лише компʼютерів відмінити не можна: відміна означає, що ви здаєтеся.
table-rules = Правила столу: { $rules }
game-not-started = Гра ще не почалася.
final-scores = Підсумковий рахунок
final-line = { $rank }. { $name } ({ $colour }): { $total } — { $detail }
final-line-left = { $rank }. { $name } ({ $colour }): { $total } — { $detail } (поза грою)
final-line-solo = { $name } ({ $colour }): { $total } — { $detail }
final-tie-broken = { $names }: порівну, по { $total }; вирішили { $by }: { $values }.
final-tie-value = { $name } { $value }
final-no-winner = Переможця немає.
final-winner = 🏆 Перемагає { $name }!
final-shared = 🏆 Спільна перемога: { $names }!
status-lobby = лобі
status-running = триває
status-finished = завершена
status-cancelled = відмінена
status-head = { $game }, { $status }. Господар: { $host }.
status-seated = За столом: { $names }.
status-waiting = Поточний хід чекає вже { $waited }.
status-your-moves = Ваші ходи: { $moves }
moves-preview = { $moves }
moves-preview-more = { $moves } і ще { $more } (їх показує автодоповнення)
board-not-started = Гра ще не почалася; дошка зʼявиться після `/game start`.
board-shown = Дошка { $game }:
play-not-your-turn = Зараз не ваш хід; чекаємо на { $waiting }.
play-your-move = Ваш хід:
hand-none = У цій грі немає прихованої руки; усе видно на дошці.
log-empty = Ходів ще немає.
rules-name-a-game = Назвіть гру, напр. `/game rules game:tower-up`; ігри: { $kinds }.

## Історія

history-not-in-dm = `/history` показує завершені ігри сервера; запитайте в каналі сервера.
history-none = На цьому сервері немає завершених ігор, що підходять.
history-no-player = У { $name } немає завершених ігор на цьому сервері.
history-title = Завершені ігри на цьому сервері, спершу новіші (сторінка { $page } з { $pages }):
history-title-game = Завершені ігри { $game } на цьому сервері, спершу новіші (сторінка { $page } з { $pages }):
history-title-player = Завершені ігри за участю { $name } на цьому сервері, спершу новіші (сторінка { $page } з { $pages }):
history-title-game-player = Завершені ігри { $game } за участю { $name } на цьому сервері, спершу новіші (сторінка { $page } з { $pages }):
history-line = { $date } · { $game } · { $players } · { $winners } · { $board }
history-player = { $name } { $score }
history-winner = перемога: { $name }
history-winners = спільна перемога: { $names }
history-no-winner = без переможця
history-no-board = без повідомлення з дошкою
history-newer = ◀ Новіші
history-older = Старіші ▶
parse-history = `/history` приймає `game:<kind>`, `player:<id or name>` і `page:<number>`; { $word } — нічого з цього.
parse-history-page = Сторінка — ціле число від 1; { $value } не підходить.
console-history-next = Наступна сторінка: `{ $command }`
cmd-history = історія
    .description = Завершені ігри сервера, спершу новіші, по десять на сторінці
cmd-history-game = гра
    .description = Лише ця гра
cmd-history-game-tower-up = Tower Up
cmd-history-game-cloud-city = Cloud City
cmd-history-game-sky-garden = Sky Garden
cmd-history-player = гравець
    .description = Лише ігри цього гравця

## Нагадування і терміни

deadline-bot = { $names } пропускає термін { $deadline } у грі { $game }; компʼютер (рівень: { $level }) грає замість них, доки вони не скажуть `/game back`.
deadline-end = { $names } пропускає термін { $deadline }; гра { $game } завершується, і вони посідають останнє місце.
deadline-skip = { $names } пропускає термін { $deadline }; інші гравці можуть проголосувати `/game skip`, щоб цей хід зіграв компʼютер.
reminder = ваш хід у { $game } у { $channel }; гра чекає на вас уже { $waited }.
reminder-link = ваш хід у { $game } у { $channel }; гра чекає на вас уже { $waited }. Остання дошка: { $link }
lobby-expired = Лобі { $game } (господар — { $host }) не почалося протягом { $lifetime }; його закрито, і канал вільний для нової гри.
lobby-closes-soon = Це лобі { $game } закриється через { $left }, якщо господар, { $host }, не почне гру (`/game start`).
idle-warning = У грі { $game } уже { $idle } не було жодного ходу. Якщо ніхто не зробить хід протягом { $left }, гра тоді завершиться без рейтингу, і канал звільниться для нової гри.
idle-ended = У грі { $game } { $idle } не було жодного ходу, тож її завершено: переможця немає, і гра не йде в рейтинг. Канал вільний для нової гри.
damaged-paused = Гру цього каналу більше неможливо прочитати (збережені дані пошкоджено), тож її призупинено. Господар або керівник каналу може її відмінити (`/game cancel`) і відкрити нову (`/game new`).

## Налаштування, пропозиції, власні налаштування гравців

settings = Нагадування: перше через { $first }, далі кожні { $every }. { $rules } Мова: { $language }.
settings-next = Нагадування: перше через { $first }, далі кожні { $every }. { $rules } З наступного ходу: { $next } Мова: { $language }.
server-not-in-dm = Налаштування сервера стосуються сервера; запитайте в одному з його каналів.
server-settings-managers-only = Змінювати типові налаштування можуть лише ті, хто керує сервером (дозвіл Discord «Керувати сервером»); `/server settings` без параметрів показує їх.
server-settings-title = Нові ігри на цьому сервері починаються з такими налаштуваннями:
server-settings-changed = { $name } змінює типові налаштування сервера; нові ігри починаються з такими:
settings-sources = Із типових налаштувань сервера: { $server }. Задано для цієї гри: { $game }. Вбудовані: { $built_in }.
server-settings-sources = Задано для сервера: { $server }. Вбудовані: { $built_in }.
settings-source-list = { $names }
settings-source-none = нічого
language-en = англійська ({ $code })
language-uk = українська ({ $code })
settings-off = вимкнено
settings-rules = Термін: { $deadline } (потім { $action }). Відпустка: { $days ->
    [one] { $days } день
    [few] { $days } дні
   *[other] { $days } днів
} на 30 днів. Компʼютер, що заміняє гравця, грає на рівні «{ $standin }».
settings-rules-none = Термін: немає. Відпустка: { $days ->
    [one] { $days } день
    [few] { $days } дні
   *[other] { $days } днів
} на 30 днів. Компʼютер, що заміняє гравця, грає на рівні «{ $standin }».
settings-every-hourly = Нагадування повторюються щонайчастіше щогодини; скажіть `every:1h` або більше.
settings-bad-action = { $value } — не дія після терміну; оберіть `skip`, `bot` або `end`.
settings-bad-days = { $value } — не кількість днів від 0 до 30.
settings-bad-standin = { $value } — не рівень для заміни; оберіть `easy`, `normal` або `hard`.
settings-bad-language = { $value } — не мова, яку тут знають; оберіть `en` або `uk`.
settings-unknown = Немає налаштування { $name }; налаштування: { $names }.
duration-unreadable = { $value } — не проміжок часу; пишіть як 30m, 12h або 2d.
duration-too-short = { $value } — закоротко; найменше 1m.
duration-too-long = { $value } — задовго; найбільше 90d.
settings-deadline-short = { $value } — закороткий термін: термін буває від 1h до 90d або вимкнений (`off`).
settings-host-only = Змінювати налаштування може лише господар, { $host }, або керівник каналу.
settings-changed = { $name } змінює налаштування.
proposal-to-cancel = відмінити гру (без переможця).
proposal-settings = нові налаштування, що діятимуть з наступного ходу: { $rules }
proposal-settings-lobby = нові правила цього столу: { $rules }
proposal-made = Пропозиція { $number }: { $name } пропонує { $what } Потрібна згода кожного гравця: { $names }, погодьтеся кнопкою або `/game agree proposal:{ $number }`.
proposal-replaces = Вона замінює пропозицію { $earlier }: згоди з тією більше не враховуються.
proposal-nothing = Господар нічого не пропонував.
proposal-own = Це ваша пропозиція; інші гравці погоджуються через `/game agree`.
proposal-agreed = { $name } погоджується з пропозицією { $number }: { $what } Чекаємо ще на { $waiting }.
proposal-older-button = Ця кнопка від попередньої пропозиції; згоду не зараховано.
proposal-not-open = Пропозиція { $asked } не та, що чекає на згоду; згоду не зараховано.
proposal-current = На згоду чекає пропозиція { $number }: { $what } Погодитися з нею можна її кнопкою або через `/game agree proposal:{ $number }`.
proposal-current-link = На згоду чекає пропозиція { $number }: { $what } Погодитися з нею можна її кнопкою, ось тут: { $link } або через `/game agree proposal:{ $number }`.
proposal-cancelled = Усі погодилися: гру { $game } відмінено.
proposal-settings-agreed = Усі погодилися на нові налаштування з пропозиції { $number }.
nobody-wins = Переможця немає.
lobby-cancelled = { $name } відміняє гру { $game }.
remind-bad-choice = { $choice } — не варіант; скажіть `channel`, `dm` або `off`.
remind-channel = Ваші нагадування надходитимуть у канал гри.
remind-dm = Ваші нагадування надходитимуть в особисті повідомлення (у канал, якщо особисті закрито).
remind-off = Нагадувань не буде. Згадки про ваш хід однаково надходитимуть.
me-confirm-on = Перед ходом, який не можна забрати назад, вас один раз перепитають (`confirm:on`).
me-confirm-off = Ходи, які не можна забрати назад, грають одразу, щойно ви їх оберете (`confirm:off`).
me-digest-off = Щоденного дайджесту немає: кожна гра нагадує вам сама (`digest:off`).
me-digest-daily = Щоденний дайджест приходить вам в особисті повідомлення о { $at } за вашим часом замість нагадувань кожної гри (`digest:daily@{ $at }`).
me-digest-only = Щоденний дайджест приходить вам в особисті повідомлення о { $at } за вашим часом; доти жодна гра не нагадує вам і не згадує вас, коли починається ваш хід (`digest:only@{ $at }`).
digest-title = ваш щоденний дайджест: { $count ->
    [one] на вас чекає { $count } гра
    [few] на вас чекають { $count } гри
   *[other] на вас чекають { $count } ігор
}.
digest-line = { $game } у { $channel }: чекає { $waited }
digest-line-deadline = { $game } у { $channel }: чекає { $waited }, термін — { $deadline }
turn-ping-held = Без згадки, як вони просили (свої ходи вони отримують у щоденному дайджесті): { $names }.
me-zone = Ваш часовий пояс: { $zone } ({ $offset }).
me-quiet = Тихі години: { $window } за вашим часом. Тоді до вас не доходить жодна згадка чи нагадування: усе, що прийде, надішлемо одним повідомленням, разом із тим, що ви пропустили, коли вони скінчаться. Годинник дедлайну вашого ходу в цей час стоїть (щонайбільше 10 годин за ніч); зміна діє з вашого наступного ходу.
me-quiet-off = Тихі години: немає (задайте їх як `quiet:23:00-07:00`).
zone-unknown = { $value } — невідомий часовий пояс. Можливо, { $names }?
quiet-unreadable = { $value } — не проміжок тихих годин: пишіть як `23:00-07:00` (24-годинний час) або `off`.
quiet-length = Тихі години { $value } закороткі чи задовгі: вони тривають від 1 до 14 годин.
quiet-over = ваші тихі години скінчилися: ваш хід у { $game } у { $channel }; гра чекає на вас уже { $waited }.
settings-quiet = { $name } має тихі години { $window } ({ $zone }): тоді їхній годинник дедлайну стоїть, щонайбільше 10 годин за ніч.
vacation-already = Ви вже у відпустці; `/vacation off`, коли повернетеся.
vacation-on = Гарного відпочинку: нагадувань не буде, а годинники ваших ходів стоять, поки вас немає, у межах дозволеного кожною грою ({ $used } використано за останній період; кожна відпустка рахується щонайменше як 1 год). Інші бачитимуть, що ви у відпустці.
vacation-not-on = Ви не у відпустці.
vacation-off = З поверненням! Годинники ваших ходів ідуть далі з того місця, де зупинилися.
games-none-anywhere = Ви не граєте в жодну гру на жодному сервері; відкрийте нову через `/game new` у каналі сервера.
games-line = { $channel }: { $game } — { $waited } чекає на { $names }
games-line-yours = { $channel }: { $game } — { $waited } чекає на { $names } (ваш хід)
games-none = Ви не граєте в жодну гру на цьому сервері, і тут жодна не йде; відкрийте нову через `/game new`.
ratings-not-in-dm = Рейтинги й статистика свої в кожного сервера; запитайте в каналі сервера.
parse-leaderboard = Скажіть, яка гра: `/leaderboard game:<kind>`.
leaderboard-empty = На цьому сервері ще ні в кого немає рейтингу в { $game }: завершіть гру з іншими, щоб його отримати.
leaderboard-title = { $game } на цьому сервері (рейтинг = μ − 3σ):
leaderboard-line = { $place }. { $name }: { $rating } · зіграно { $games } · виграно { $wins }
leaderboard-yours = Ваше місце: { $place }, рейтинг { $rating }.
leaderboard-unrated = У вас тут ще немає рейтингу в { $game }.
stats-none = У { $name } ще немає завершених ігор на цьому сервері.
stats-title = { $name } на цьому сервері:
stats-kind = { $game }: зіграно { $games }, виграно { $wins }, середній рахунок { $average }, найкращий { $best }
stats-pace = { $game }: медіанний час на хід { $median } (за { $moves ->
    [one] { $moves } хід
    [few] { $moves } ходи
   *[other] { $moves } ходів
} за останні 90 днів)
stats-rating = рейтинг у { $game } { $rating } (μ { $mu }, σ { $sigma }), за останню гру { $change }
stats-solo = { $game } наодинці: зіграно { $games }, найкращий рахунок { $best }, середній { $average }
stats-solo-target = { $target } або більше набрано в { $count } з { $games }
stats-recent = Останні результати:
stats-recent-rated = { $game }: місце { $rank } з { $players }, рахунок { $score }, рейтинг { $change }
stats-recent-line = { $game }: місце { $rank } з { $players }, рахунок { $score }
stats-recent-solo = { $game } наодинці: рахунок { $score }
status-away = { $name }: місце без гравця; компʼютер (рівень: { $level }) грає за нього до `/game back`.
status-vacation = { $name } у відпустці (ця гра чекатиме ще до { $left }).
status-undelivered = ⚠ { $count ->
    [one] { $count } нагадування чи сповіщення не вдалося
    [few] { $count } нагадування чи сповіщення не вдалося
   *[other] { $count } нагадувань чи сповіщень не вдалося
} доставити в Discord (останнє: { $error }). Перевірте, чи може бот тут писати.

## Повтори і записи

replay-no-such-game = На цьому сервері немає гри { $id }.
replay-not-shown = Гру { $id } бачать лише її гравці й ті, хто бачить її канал.
replay-running-elsewhere = Гра { $id } ще триває в іншому каналі; її повтор відкривається там, для тих, хто в неї грає і за нею стежить.
replay-lobby = Гра { $id } ще не почалася, тож повторювати нічого.
replay-never-started = Гру { $id } скасовано до початку, тож повторювати нічого.
replay-no-such-step = Кроку { $step } немає: цей повтор іде від 0 (початок) до { $count }.
replay-setup = Повтор гри { $id } ({ $game }): початок. Зіграно ходів: { $count }.
replay-turn = Повтор гри { $id } ({ $game }): хід { $step } з { $count }.
replay-start = ⏮ На початок
replay-back = ◀ Назад
replay-next = Далі ▶
replay-end = У кінець ⏭
replay-console-next = Далі: `/game replay id:{ $id } step:{ $step }`
replay-console-last = Це був останній крок; з початку: `/game replay id:{ $id } step:0`
export-running = Гра { $id } ще триває: її запис містить зерно, з якого видно порядок усіх карт і плиток, що ще вийдуть, тож експортувати її можна лише після завершення.
export-cancelled = Гру { $id } скасовано, і результату для перевірки немає; експортувати можна лише завершені ігри.
export-done = Запис гри { $id } ({ $game }, ходів: { $moves }). Будь-хто може перевірити його командою `aerie play --replay FILE`.
parse-step = Крок має бути цілим числом (0 — початок), а не { $value }.
parse-game-id = Номер гри має бути цілим числом, а не { $value }.
record-not-json = Цей файл не є `JSON`: { $why }
record-not-a-record = Це не запис гри: його `format` не { $format }.
record-version = Цей запис має версію формату { $found }; ця версія `aerie` читає версію { $known }.
record-malformed = Цей запис гри не вдається прочитати: { $why }
record-unreadable-file = Не вдається прочитати { $path }: { $why }
record-unknown-kind = Цей запис — гри, якої ця версія `aerie` не знає: { $kind } (відомі: { $kinds }).
record-no-setup = За цим записом гру не вдається розкласти: { $why }
record-head = { $game }, гра { $id }. Ходів у записі: { $moves }.
record-move = { $ply }. { $name }: { $what }
record-no-seat = Хід { $ply } зроблено з місця { $seat }, якого в записі немає.
record-move-refused = Правила не дозволяють хід { $ply } ({ $notation }): { $why }
record-score = { $name }: { $total } — { $detail }
record-score-differs = { $name } має { $replayed } у повторі, але в записі — { $recorded }.
record-score-missing = У результаті запису немає рахунку для { $name }.
record-seat-count = Рахунків у результаті запису: { $recorded }; місць у грі: { $replayed }.
record-not-over = Запис каже, що гру зіграно до кінця, але після останнього ходу вона ще триває.
record-winners-differ = Переможці в записі: { $recorded }; у повторі: { $replayed }.
record-seat-unknown = Результат у записі називає місце, якого в грі немає (місць: { $seats }).
record-left-still-playing = Запис каже, що { $name } вийшов(-ла) з гри, зіграної до кінця, але це місце й далі грала людина.
record-over-not-left = Запис каже, що гра закінчилася як { $ended }, але її ходи доводять гру до кінця за правилами.
record-nobody-left = Запис каже, що гра закінчилася як { $ended }, але не називає нікого, хто вийшов.
record-ending-unknown = Кінця гри { $ended } у записі цей `aerie` не знає (`rules`, `resigned` або `absent`).
record-rank-differs = У повторі { $name } посідає { $replayed } місце, а в записі — { $recorded }.
record-bad-options = `options` у записі — не параметри гри { $game }.
record-matches = ✅ Повтор збігається із записаним результатом.
record-differs = ❌ Повтор не збігається із записаним результатом:
cmd-game-replay = повтор
    .description = Переглянути дошки гри хід за ходом (бачите лише ви)
cmd-game-replay-id = номер
    .description = Номер гри (гра цього каналу, якщо не вказано)
cmd-game-replay-step = крок
    .description = Який завершений хід (0 — початок; останній, якщо не вказано)
cmd-game-export = експорт
    .description = Запис завершеної гри файлом, щоб зберегти чи перевірити
cmd-game-export-id = номер
    .description = Номер гри (остання гра цього каналу, якщо не вказано)

## Скасування, вихід, повернення, пропуск

undo-nothing = Ще немає ходу, який можна скасувати.
undo-done = Ви забрали назад { $notation }; тепер дошка така:
undo-passed-on = Ваш хід уже перейшов далі; крок можна забрати назад лише, поки триває ваш хід.
undo-not-yours = Забрати назад останній крок може лише { $name } і лише, поки триває їхній хід.
undo-computer = Зараз за ваше місце грає компʼютер; спершу скажіть `/game back`.
undo-revealed = { $notation } відкрив нову інформацію (карту, плитку чи фішку), тож його не можна забрати назад.
game-left-running = { $name } виходить із гри й посідає останнє місце; далі за це місце грає компʼютер.
host-passed = Тепер господар — { $host }.
back-already = Ви вже граєте своїм місцем.
back-done = З поверненням, { $name }: ви знову граєте своїм місцем.
skip-not-overdue = Хід можна пропустити лише після того, як минув його термін, і лише якщо господар обрав `action:skip`.
skip-own-turn = Це ваш власний хід; зіграйте його через `/move`.
skip-voted = { $name } голосує за пропуск простроченого ходу; чекаємо, поки проголосують { $waiting }.
skip-done = Гравці проголосували за пропуск простроченого ходу; його зіграв компʼютер.

## Введені команди (консолі), які читаються до дії столу

parse-quotes = У команді незакриті лапки.
parse-empty = Порожня команда; список дає `/help`.
parse-remind = Скажіть куди: `/remind where:channel`, `dm` або `off`.
parse-vacation = Скажіть `/vacation on` або `/vacation off`.
parse-confirm = { $value } — не варіант; скажіть `on` або `off`.
parse-digest = { $value } — не дайджест; скажіть `off`, `daily@ГГ:ХХ` або `only@ГГ:ХХ` (ваш місцевий час, 24 години).
parse-me = Скажіть `/me settings` (щоб побачити свої), `/me settings confirm:off`, `/me data` або `/me forget`.
parse-move = Скажіть, який хід, напр. `/move action:"skip"`; ваші ходи показує `/game status`.
parse-game = Скажіть, що робити, напр. `/game new game:tower-up`; команди показує `/help`.
parse-unknown = Невідома команда { $command }; команди: { $commands }; що робить кожна, пояснює `/help`.
parse-no-options = { $command } не має параметрів.
parse-unknown-option = { $command } не має параметра { $name }; його параметри: { $names }.
parse-option = Параметри мають вигляд `name:value`; { $word } — не такий.
parse-which-game = Скажіть, яка гра, напр. `/game new game:tower-up`.
parse-start = `/game start` приймає лише `seed:<number>`.
parse-seed = Зерно має бути цілим числом, а не { $value }.
parse-proposal = Номер пропозиції має бути цілим числом, а не { $value }.
parse-setting = Налаштування мають вигляд `deadline:2d`; { $word } — не таке.
parse-level = { $value } — не рівень; оберіть `easy`, `normal` або `hard`.
parse-bot = Скажіть `/game bot add [level:easy|normal|hard]`, щоб посадити компʼютерного гравця.
parse-kick = Скажіть кого: `/game kick player:<name>`.
parse-unknown-sub = Невідома підкоманда { $command }; спробуйте { $subs }.

## Консоль (`aerie play`)
console-line-form = Рядки мають вигляд `ІМʼЯ: /команда параметр:значення`, наприклад `alice: /game new game:tower-up`.
console-name-too-long = Імʼя — щонайбільше { $max } символів, як у Discord; у цьому { $count }.
console-not-text = Цей рядок — не текст UTF-8; його пропущено.
console-real-clock = Цей годинник іде в реальному часі; `/wait` потребує годинника консолі.
console-waited = (Минає { $waited }.)
console-help =
    Вводьте команди як `ІМʼЯ: /команда параметр:значення`, по одній на рядок, наприклад:
      `alice: /game new game:tower-up`
      `bob: /game join`
      `alice: /game start`
      `alice: /move action:"take 1"`
    Будь-яке імʼя — це користувач. `alice: /help` показує команди; `alice: /wait 13h`
    пропускає змодельований час (щоб побачити нагадування й терміни); Ctrl-D — вихід.

## Реванш і власні дані

rematch-button = Реванш: та сама гра, ті самі гравці
rematch-no-finished = Тут немає завершеної гри, щоб зіграти знову; реванш повторює гру, що скінчилася.
rematch-not-player = Відкрити реванш можуть лише ті, хто грав цю гру; `/game new` відкриває ваш власний стіл.
rematch-exists = Реванш цієї гри вже відкрито: { $link }
rematch-exists-here = Реванш цієї гри вже відкрито в цьому каналі.
rematch-opened = { $host } відкриває реванш гри { $game }: та сама гра, параметри й налаштування.
rematch-invited = Запрошено: { $names }. Кожен приєднується кнопкою «Приєднатися».
data-title = Що Aerie зберігає про вас:
data-settings = Налаштування: нагадування — `{ $remind }`, відпустка — { $vacation }, перепитувати перед остаточним ходом — { $confirm }, остання мова — { $language }.
data-no-settings = Налаштування: нічого не збережено.
data-time = Часовий пояс { $zone }, тихі години { $quiet }.
data-on = увімкнено
data-off = вимкнено
data-games = Сервер { $server }: завершених ігор — { $finished }, відкритих або поточних — { $active }.
data-rating = Рейтинг { $game } на сервері { $server }: { $rating } · зіграно { $games } · виграно { $wins }
data-names = Імена, під якими ви грали: { $names }
data-forget-hint = `/me forget` видаляє ваші рейтинги й налаштування та прибирає ваше імʼя й ідентифікатор із минулих ігор.
forget-explain = Це видаляє ваші рейтинги й налаштування на всіх серверах. У минулих іграх ваше місце лишається, з рахунком і місцем у підсумку (тож нічиї інші результати не змінюються), але як «колишній гравець»: ваше імʼя та ідентифікатор зникають із місць, ходів і результатів. Скасувати це не можна. Видалити?
forget-button = Видалити мої дані
console-forget-confirm = Щоб видалити, введіть `/me forget confirm:yes`.
parse-forget = Скажіть `/me forget`, щоб отримати запитання, а потім `/me forget confirm:yes`, щоб видалити свої дані.
forget-seated = Спершу вийдіть із ігор, за якими сидите, або завершіть їх: { $games }.
forget-done = Готово: ваші рейтинги й налаштування видалено, а минулі ігри ({ $games }) показують на вашому місці «колишній гравець».
forget-not-yours = Ця кнопка — для того, хто питав; `/me forget` питає про ваші власні дані.
former-player = колишній гравець { $number }
cmd-game-rematch = реванш
    .description = Відкрити новий стіл, що повторює останню завершену гру цього каналу
cmd-me-data = дані
    .description = Подивитися, що бот зберігає про вас
cmd-me-forget = забути
    .description = Видалити ваші рейтинги, налаштування та ваше імʼя в минулих іграх

## Проміжки часу

duration-seconds = { $s } с
duration-minutes = { $min } хв
duration-hours = { $h } год { $min } хв
duration-days = { $d } д { $h } год

## Довідка і коротко правила

rules-tower-up = Будуйте вежі в місті будівельних майданчиків і ведіть перегони чотирьох локомотивів.
    Кожного ходу: або візьміть карту з ринку (`take 2`): отримайте її поверхи (для універсальних поверхів назвіть колір, `take 2 picks brown,grey`) і просуньте показані на ній локомотиви; тримати можна щонайбільше 10 поверхів (решту повертайте по одному, `discard black`). Або будуйте (`build C2 white roof C3`): закладіть вежу на порожньому будівельному майданчику поруч із вежею, у кольорі, якого немає в жодної сусідньої вежі, покладіть як плату по одному поверху на кожну сусідню вежу і поставте свій дах на один із щойно покладених поверхів; локомотив кольору цієї вежі просувається на кількість клітинок, що дорівнює висоті вежі.
    Зірки: коли всі чотири локомотиви досягають нового стовпця зірок, ви отримуєте додатковий хід (`skip` — відмовитися від нього).
    Цілі приносять жетони тому, хто першим виконає їхні умови.
    Кінець: коли хтось ставить свій останній дах або закінчуються поверхи якогось кольору; кожен отримує останній хід. Вирішують гроші за стовпці, яких досягли чотири локомотиви, за дорожній конус (ваші видимі дахи) і жетони; за рівності перемогу ділять.

rules-cloud-city = Збудуйте в хмарах макет міста з квадратних плиток; на кожній плитці дві будівлі (синя заввишки 1, зелена 2, коричнева 3). Ваші три плитки таємні (`/game hand`).
    Кожного ходу: покладіть плитку з руки так, щоб вона мала спільну цілу сторону з вашим містом (`place T12 B2 90`; місто не може вийти за межі 3x3, або 3x4 у довгому варіанті); потім будуйте переходи, по одному, між двома вашими будівлями однакового кольору на одній прямій (`walkway a1 a3`): між ними немає нічого такого ж заввишки чи вищого, ніколи над проміжком, де бракує плитки, щонайбільше два переходи на будівлю, без перетину з переходом того самого кольору, і лише поки в спільному запасі є переходи такої довжини; скажіть `done`; потім візьміть плитку з відкритого ряду або зі стосу (`draw R2`, `draw stack`; в останній хід — ні).
    Кінець: після 8 ходів (після 11 — у місті 3x4). Вирішують голоси за переходи разом із картами особливих замовлень, якщо вони є; за рівності — сині голоси, потім зелені, потім коричневі; гравці, які й далі рівні, ділять перемогу.

rules-sky-garden = Керуйте пташником із шести ділянок і заселіть його птахами. Соло, удвох (з нейтральним жетоном Люсі) або втрьох чи вчотирьох.
    Початок: кожен таємно вибирає одну з двох карт Події (`choose E3`); їх відкривають одночасно, потім кожен гравець отримує карту Початкового розміщення (гніздо, дерево й відкрите озеро).
    Ходи: той, хто найбільше відстає на головній доріжці, просуває свій жетон уперед або переходить в Очікування до кінця раунду. Зелена чи помаранчева фішка там, де ви зупинилися, дає птаха: проведіть свого працівника на 1-3 клітинки довкола пташника (далі — за плату), потім поселіть птаха на одну з двох ділянок поруч із працівником. Ділянка вміщує птахів загального розміру 4, або 6, якщо на ній є дерево чи озеро (але не обидва разом). До або після поселення можна купити гнізда, дерева, озера, птаха з лісу або додаткову ділянку. Синя фішка натомість дає рекламу (кошти) або особливого птаха. Значки на клітинках дозволяють розводити птахів або купувати. У будь-який момент свого ходу: заявляйте досягнення, переносьте птахів або дерева в ліс, наповнюйте озера знову, саджайте птахів на гнізда й знімайте з них. Закінчивши, скажіть `end`.
    Кінець: після 3 раундів (після 4 — якщо гравців четверо). Очки дають: птахи (пари малих птахів; яструби з деревом, фламінго, тукани й лебеді з озером приносять більше), яйця в Гніздовій скриньці, досягнення, доріжка карти Події, ваше місце в Очікуванні та додаткова ділянка. Дерева, озера й залишок коштів самі собою очок не дають. За повної нічиєї перемогу ділять. У соло-грі цілі — 130 і 150 очок.

help-commands = Aerie проводить настільні ігри, що тривають кілька днів. Ігри: { $games }. Команди:
help-command = { $usage } — { $about }
help-more = У Discord кнопка «Грати» на дошці відкриває вашу панель ходу: вибір одразу виконує дію, а «Скасувати ваш останній крок» розташована поруч із варіантами. Кнопка «Реванш» під підсумковою дошкою відкриває новий стіл, що повторює гру.
rules-options = Параметри для `/game new`: { $options }
rules-option = { $name } ({ $about }; { $choices })

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
cmd-game-agree-proposal = пропозиція
    .description = Номер пропозиції, щоб погодитися лише з нею (з поточною, якщо не вказано)
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
    .description = Перше нагадування через, напр. «12h», або «off»
cmd-game-settings-every = кожні
    .description = Повторювати нагадування кожні, напр. 24h
cmd-game-settings-deadline = термін
    .description = Час на хід, напр. «3d», або «off»
cmd-game-settings-action = дія
    .description = Після терміну: «skip», «bot» або «end»
cmd-game-settings-action-skip = пропустити хід
cmd-game-settings-action-bot = хід зіграє компʼютер
cmd-game-settings-action-end = завершити гру
cmd-game-settings-vacation = відпустка
    .description = Днів відпустки на 30 днів, напр. 14
cmd-game-settings-standin = заміна
    .description = Наскільки сильно компʼютер грає за відсутнього гравця або того, хто вийшов
cmd-game-settings-standin-easy = легкий
cmd-game-settings-standin-normal = середній
cmd-game-settings-standin-hard = сильний
cmd-game-settings-language = мова
    .description = Мова публічних повідомлень цієї гри
cmd-game-settings-language-en = англійська
cmd-game-settings-language-uk = Українська
cmd-server = сервер
    .description = Налаштування Aerie для цього сервера
cmd-server-settings = налаштування
    .description = Показати або змінити налаштування, з якими починаються нові ігри на сервері (керування сервером)
cmd-server-settings-first = перше
    .description = Перше нагадування через, напр. «12h», або «off»
cmd-server-settings-every = кожні
    .description = Повторювати нагадування кожні, напр. 24h
cmd-server-settings-deadline = термін
    .description = Час на хід, напр. «3d», або «off»
cmd-server-settings-action = дія
    .description = Після терміну: «skip», «bot» або «end»
cmd-server-settings-action-skip = пропустити хід
cmd-server-settings-action-bot = хід зіграє компʼютер
cmd-server-settings-action-end = завершити гру
cmd-server-settings-vacation = відпустка
    .description = Днів відпустки на 30 днів, напр. 14
cmd-server-settings-standin = заміна
    .description = Наскільки сильно компʼютер грає за відсутнього гравця або того, хто вийшов
cmd-server-settings-standin-easy = легкий
cmd-server-settings-standin-normal = середній
cmd-server-settings-standin-hard = сильний
cmd-server-settings-language = мова
    .description = Мова публічних повідомлень нових ігор
cmd-server-settings-language-en = англійська
cmd-server-settings-language-uk = Українська
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
    .description = Ваші ігри на цьому сервері та гра цього каналу (в особистих: на всіх серверах): чий хід і як довго
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
cmd-me-settings-digest = дайджест
    .description = Одне повідомлення на день замість нагадувань: «off», «daily@ГГ:ХХ» або «only@ГГ:ХХ» (ваш час)
cmd-me-settings-timezone = пояс
    .description = Ваш часовий пояс (назва IANA, напр. «Europe/Kyiv»)
cmd-me-settings-quiet = тиша
    .description = Ваші тихі години, напр. 23:00-07:00, або «off»
cmd-leaderboard = рейтинг
    .description = Десятка найкращих рейтингів сервера в грі та ваше місце
cmd-leaderboard-game = гра
    .description = Яка гра
cmd-leaderboard-game-tower-up = Tower Up
cmd-leaderboard-game-cloud-city = Cloud City
cmd-leaderboard-game-sky-garden = Sky Garden
cmd-stats = статистика
    .description = Ігри, рахунки, рейтинги й останні результати гравця на цьому сервері
cmd-stats-player = гравець
    .description = Чиї (ваші, якщо не вказано)
