//! The move builder as Discord shows it: a private panel laying out one
//! step of the table's builder (`table::builder`, which knows the tree,
//! what a pick leads to and which steps are forced) within Discord's
//! limits: up to five choices come as buttons, more in a select menu (in
//! groups past 25). Back goes up, Undo takes back the last step of the
//! turn. Every id carries the game and its version, so a panel left open
//! while the game moved on changes nothing; a click becomes one table
//! `Click`.

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

use super::{limits, markdown};
use crate::i18n::{self, Lang};
use crate::table::builder::Next;
use crate::table::{Choice, Click, Clicked, ClickedOn, Form, Moves, Path, Pick, Step, Undo};
use crate::text::Said;
use crate::tr;

/// Discord's most options in one select menu.
pub const MAX_OPTIONS: usize = 25;
/// Discord's most buttons in a row: up to this many choices come as buttons.
pub const MAX_BUTTONS: usize = 5;
/// Discord's longest button label.
const BUTTON_LABEL: usize = 80;

/// A click on a panel (or on a board's Play button, which opens one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PanelId {
    pub kind: Kind,
    pub game_id: i64,
    pub version: i64,
    pub at: Path,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The select menu of a step: its value names the branch or group.
    Step,
    /// A choice's button: go to `at` (the branch is its last step), playing
    /// the move there if it is complete.
    Go,
    /// Show the panel at `at` (the Play button opens it at the root; Back).
    View,
    /// Play the move at `at` (after being asked, or "as it is").
    Confirm,
    /// Ask once before playing the move at `at`, which can't be taken back.
    Ask,
    /// Take back the last step of the turn.
    Undo,
}

const KINDS: [(Kind, char); 6] =
    [(Kind::Step, 's'), (Kind::Go, 'g'), (Kind::View, 'v'), (Kind::Confirm, 'c'), (Kind::Ask, 'a'), (Kind::Undo, 'u')];

impl PanelId {
    pub fn new(kind: Kind, game: Game, at: Path) -> PanelId {
        PanelId { kind, game_id: game.id, version: game.version, at }
    }

    /// `p<kind>:<game>:<version>:<steps>:<group>`, e.g. `ps:12:40:0.3:25-50`.
    pub fn id(&self) -> String {
        let kind = KINDS.iter().find(|(k, _)| *k == self.kind).map_or('?', |(_, c)| *c);
        let steps: Vec<String> = self.at.steps.iter().map(usize::to_string).collect();
        let group = self.at.group.map(|(lo, hi)| format!("{lo}-{hi}")).unwrap_or_default();
        format!("p{kind}:{}:{}:{}:{group}", self.game_id, self.version, steps.join("."))
    }

    pub fn parse(id: &str) -> Option<PanelId> {
        let parts: Vec<&str> = id.split(':').collect();
        let [kind, game, version, steps, group] = parts.as_slice() else { return None };
        let code = kind.strip_prefix('p').filter(|c| c.len() == 1)?.chars().next()?;
        let kind = KINDS.iter().find(|(_, c)| *c == code)?.0;
        let steps = match *steps {
            "" => vec![],
            steps => steps.split('.').map(|s| s.parse().ok()).collect::<Option<Vec<usize>>>()?,
        };
        Some(PanelId {
            kind,
            game_id: game.parse().ok()?,
            version: version.parse().ok()?,
            at: Path { steps, group: parse_group(group)? },
        })
    }

    /// The table's click this id (and a select menu's `value`) stands for.
    pub fn click(&self, value: Option<&str>, on: ClickedOn) -> Option<Click> {
        let (pick, at) = match self.kind {
            Kind::Step => {
                let value = value?;
                match value.strip_prefix('b') {
                    Some(branch) => (Pick::Go, self.at.then(branch.parse().ok()?)),
                    None => {
                        let group = parse_group(value.strip_prefix('g')?)??;
                        (Pick::View, Path { steps: self.at.steps.clone(), group: Some(group) })
                    }
                }
            }
            Kind::Go => (Pick::Go, self.at.clone()),
            Kind::View => (Pick::View, self.at.clone()),
            Kind::Confirm => (Pick::Confirm, self.at.clone()),
            Kind::Ask => (Pick::Ask, self.at.clone()),
            Kind::Undo => (Pick::Undo, self.at.clone()),
        };
        let what = Clicked::Builder { pick, at };
        Some(Click { game_id: self.game_id, version: self.version, what, on })
    }
}

/// The game and version a panel's ids carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Game {
    pub id: i64,
    pub version: i64,
}

impl From<&Moves> for Game {
    fn from(moves: &Moves) -> Self {
        Game { id: moves.game_id, version: moves.version }
    }
}

fn parse_group(text: &str) -> Option<Option<(usize, usize)>> {
    if text.is_empty() {
        return Some(None);
    }
    let (lo, hi) = text.split_once('-')?;
    Some(Some((lo.parse().ok()?, hi.parse().ok()?)))
}

pub use crate::table::builder::forced;

/// What a click on a panel leads to.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// Show the panel at this point.
    Show(Panel),
    /// Play this move (notation).
    Play(String),
    /// Take back the last step.
    Undo,
}

/// What a click on a panel (with a select menu's `value`) leads to, worked
/// out from the moves it was offered with: the table's builder answers,
/// laid out as a panel. (The table does the same when the click arrives;
/// this lets a walk of the whole tree see every panel without a game.)
pub fn answer(moves: &Moves, id: &PanelId, value: Option<&str>, lang: Lang) -> Option<Outcome> {
    let Clicked::Builder { pick, at } = id.click(value, ClickedOn::Panel)?.what else { return None };
    Some(match crate::table::builder::answer(moves, &pick, &at)? {
        Next::Show(step) => Outcome::Show(layout(moves.into(), &step, &moves.undo, lang)),
        Next::Play(notation) => Outcome::Play(notation),
        Next::Undo => Outcome::Undo,
    })
}

/// A panel ready to send: its text and components.
#[derive(Debug, Clone, PartialEq)]
pub struct Panel {
    pub text: String,
    pub components: Vec<CreateActionRow>,
}

/// The panel at the root: what the Play button opens.
pub fn open(moves: &Moves, lang: Lang) -> Option<Panel> {
    let step = crate::table::builder::open(moves)?;
    Some(layout(moves.into(), &step, &moves.undo, lang))
}

/// The first step's choices, for the public board of a game whose choices
/// reveal nothing (no secret hands): the player to act picks there at once,
/// as in the panel. Nothing when there is no choice to make.
pub fn first_step(moves: &Moves, lang: Lang) -> Vec<CreateActionRow> {
    match crate::table::builder::open(moves) {
        Some(Step { form: Form::Choose { choices, as_it_is, .. }, at, .. }) if !choices.is_empty() => {
            choice_rows(moves.into(), &choices, as_it_is.as_ref(), &at, lang)
        }
        _ => vec![],
    }
}

/// One step of the builder as a panel.
pub fn layout(game: Game, step: &Step, undo: &Undo, lang: Lang) -> Panel {
    let at = &step.at;
    let mut buttons = vec![];
    let (mut text, mut rows) = match &step.form {
        Form::Choose { chosen, notation, choices, as_it_is } => {
            let mut text = format!("**{}**", tr!(lang, "panel-your-move"));
            if !chosen.is_empty() {
                text.push_str(&format!(": {} (`{notation}`)", shown(chosen, lang)));
            }
            let choose = match chosen.is_empty() {
                true => tr!(lang, "panel-choose-what"),
                false => tr!(lang, "panel-choose-next"),
            };
            text.push_str(&format!("\n{choose}"));
            (text, choice_rows(game, choices, as_it_is.as_ref(), at, lang))
        }
        Form::Ask { words: chosen } => {
            buttons.push(confirm_button(game, at, &words(chosen, lang)));
            (format!("**{}**\n{}", shown(chosen, lang), tr!(lang, "panel-cannot-undo")), vec![])
        }
        Form::Only { words: chosen } => {
            buttons.push(confirm_button(game, at, &words(chosen, lang)));
            (format!("**{}**: {}", tr!(lang, "panel-your-move"), shown(chosen, lang)), vec![])
        }
    };
    buttons.extend(step.back.clone().map(|back| view_button(game, back, lang)));
    buttons.extend(undo_button(game, undo, lang));
    if let (Form::Choose { .. }, Undo::Refused(why)) = (&step.form, undo) {
        text.push_str(&format!("\n{}", tr!(lang, "panel-no-undo", why = markdown::worded(lang, why))));
    }
    if !buttons.is_empty() {
        rows.push(CreateActionRow::Buttons(buttons));
    }
    Panel { text, components: rows }
}

/// The parts chosen so far, in words.
/// The choices so far in the panel's message, written for Discord.
fn shown(chosen: &[Said], lang: Lang) -> String {
    chosen.iter().map(|said| markdown::said(lang, said)).collect::<Vec<_>>().join(" → ")
}

/// The choices so far as a label (labels show text as it is).
fn words(chosen: &[Said], lang: Lang) -> String {
    chosen.iter().map(|said| i18n::said_within(lang, said, limits::LABEL)).collect::<Vec<_>>().join(" → ")
}

fn confirm_button(game: Game, at: &Path, words: &str) -> CreateButton {
    let confirm = PanelId::new(Kind::Confirm, game, at.ungrouped());
    CreateButton::new(confirm.id()).label(limits::cut(words, BUTTON_LABEL)).style(ButtonStyle::Success)
}

/// The choices at a step: buttons when they fit in a row, else a select
/// menu; and "as it is" for a whole move that could take more parts.
fn choice_rows(
    game: Game,
    choices: &[Choice],
    as_it_is: Option<&(Said, bool)>,
    at: &Path,
    lang: Lang,
) -> Vec<CreateActionRow> {
    let mut whole = vec![];
    if let Some((label, asks)) = as_it_is {
        let kind = if *asks { Kind::Ask } else { Kind::Confirm };
        let label = tr!(lang, "panel-as-it-is", choice = i18n::said_within(lang, label, limits::LABEL));
        whole.push(
            CreateButton::new(PanelId::new(kind, game, at.ungrouped()).id())
                .label(limits::cut(&label, BUTTON_LABEL))
                .style(ButtonStyle::Success),
        );
    }
    if choices.len() + whole.len() <= MAX_BUTTONS && at.group.is_none() {
        let buttons = choices.iter().enumerate().map(|(i, choice)| {
            CreateButton::new(PanelId::new(Kind::Go, game, at.then(i)).id())
                .label(limits::cut(&i18n::said_within(lang, &choice.label, limits::LABEL), BUTTON_LABEL))
                .style(ButtonStyle::Primary)
        });
        let mut row: Vec<CreateButton> = buttons.collect();
        row.append(&mut whole);
        return vec![CreateActionRow::Buttons(row)];
    }
    let mut rows = vec![CreateActionRow::SelectMenu(menu(game, choices, at, lang))];
    if !whole.is_empty() {
        rows.push(CreateActionRow::Buttons(whole));
    }
    rows
}

/// The select menu of a step with more choices than buttons hold: each
/// option in words, its notation as a hint; past 25, groups of them.
fn menu(game: Game, choices: &[Choice], at: &Path, lang: Lang) -> CreateSelectMenu {
    let (lo, hi) = at.group.filter(|&(lo, hi)| lo < hi && hi <= choices.len()).unwrap_or((0, choices.len()));
    let labels: Vec<String> =
        choices[lo..hi].iter().map(|c| i18n::said_within(lang, &c.label, limits::LABEL)).collect();
    let options = if hi - lo <= MAX_OPTIONS {
        (lo..hi)
            .map(|i| {
                let notation = &choices[i].notation;
                let mut option = CreateSelectMenuOption::new(limits::cut(&labels[i - lo], 100), format!("b{i}"));
                if labels[i - lo] != *notation {
                    option = option.description(limits::cut(notation, 100));
                }
                option
            })
            .collect()
    } else {
        groups(lo, hi)
            .into_iter()
            .map(|(a, b)| {
                let label = format!("{} … {}", limits::cut(&labels[a - lo], 45), limits::cut(&labels[b - 1 - lo], 45));
                CreateSelectMenuOption::new(label, format!("g{a}-{b}")).description(tr!(
                    lang,
                    "panel-group",
                    count = b - a
                ))
            })
            .collect()
    };
    let placeholder = if at.steps.is_empty() { tr!(lang, "panel-menu-what") } else { tr!(lang, "panel-menu-next") };
    CreateSelectMenu::new(PanelId::new(Kind::Step, game, at.clone()).id(), CreateSelectMenuKind::String { options })
        .placeholder(placeholder)
}

fn view_button(game: Game, at: Path, lang: Lang) -> CreateButton {
    let id = PanelId::new(Kind::View, game, at).id();
    CreateButton::new(id).label(tr!(lang, "panel-back")).style(ButtonStyle::Secondary)
}

/// Undo, while the table's policy allows taking back the last step.
fn undo_button(game: Game, undo: &Undo, lang: Lang) -> Option<CreateButton> {
    let Undo::Allowed(_) = undo else { return None };
    let id = PanelId::new(Kind::Undo, game, Path::default()).id();
    Some(CreateButton::new(id).label(tr!(lang, "panel-undo")).style(ButtonStyle::Danger))
}

/// At most 25 consecutive groups covering `lo..hi`, as even as can be.
fn groups(lo: usize, hi: usize) -> Vec<(usize, usize)> {
    let n = hi - lo;
    let size = n.div_ceil(n.div_ceil(MAX_OPTIONS).min(MAX_OPTIONS));
    (lo..hi).step_by(size).map(|a| (a, (a + size).min(hi))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(legal: &[&str]) -> Moves {
        Moves {
            game_id: 3,
            version: 9,
            legal: legal.iter().map(|m| m.to_string()).collect(),
            waiting: vec!["alice".into()],
            secret_hands: false,
            labels: legal.iter().map(|m| m.split_whitespace().map(Said::verbatim).collect()).collect(),
            final_moves: legal.iter().map(|_| false).collect(),
            confirm_final: true,
            undo: Undo::Nothing,
            board_link: None,
            language: Lang::En,
        }
    }

    #[test]
    fn ids_round_trip_and_stay_short() {
        let id = PanelId {
            kind: Kind::Step,
            game_id: 1234567,
            version: 8901,
            at: Path { steps: vec![0, 12, 3], group: Some((25, 50)) },
        };
        assert_eq!(PanelId::parse(&id.id()), Some(id.clone()));
        assert!(id.id().len() <= 100);
        assert_eq!(PanelId::parse("ps:1:2:x:"), None);
    }

    #[test]
    fn groups_cover_every_branch_in_at_most_25() {
        for n in [26, 30, 99, 100, 101, 625, 626, 2000] {
            let g = groups(0, n);
            assert!(g.len() <= MAX_OPTIONS, "{n}: {} groups", g.len());
            assert_eq!(g[0].0, 0);
            assert_eq!(g.last().unwrap().1, n);
            assert!(g.windows(2).all(|w| w[0].1 == w[1].0));
        }
    }

    #[test]
    fn a_few_choices_are_buttons_and_each_is_a_pick() {
        let m = moves(&["take 1 picks black", "take 1 picks white", "skip"]);
        let root = open(&m, Lang::En).unwrap();
        let ids = ids(&root);
        assert_eq!(ids.len(), 3, "{ids:?}");
        assert!(ids.iter().all(|id| id.starts_with("pg:")), "{ids:?}");
        let white = PanelId::parse(&ids[1]).unwrap().click(None, ClickedOn::Panel).unwrap();
        let go = Clicked::Builder { pick: Pick::Go, at: Path::default().then(1) };
        assert_eq!(white, Click { game_id: 3, version: 9, what: go, on: ClickedOn::Panel });
    }

    #[test]
    fn many_choices_are_a_menu_whose_values_are_picks() {
        let sites: Vec<String> = (1..=8).flat_map(|c| ["A", "B", "C", "D"].map(|r| format!("{r}{c}"))).collect();
        let legal: Vec<String> = sites.iter().map(|s| format!("build {s}")).collect();
        let m = moves(&legal.iter().map(String::as_str).collect::<Vec<_>>());
        let root = open(&m, Lang::En).unwrap();
        let id = PanelId::parse(&ids(&root)[0]).unwrap();
        assert_eq!(id.kind, Kind::Step);
        let Clicked::Builder { pick, at } = id.click(Some("b7"), ClickedOn::Panel).unwrap().what else { panic!() };
        assert_eq!((pick, at.steps), (Pick::Go, vec![7]));
        let Clicked::Builder { pick, at } = id.click(Some("g0-13"), ClickedOn::Panel).unwrap().what else { panic!() };
        assert_eq!((pick, at.group), (Pick::View, Some((0, 13))));
        assert_eq!(id.click(None, ClickedOn::Panel), None, "a menu click names its value");
    }

    #[test]
    fn undo_sits_beside_the_choices_while_allowed() {
        let mut m = moves(&["done", "walkway e5 e7"]);
        m.undo = Undo::Allowed("place T08 B2 90".into());
        let panel = open(&m, Lang::En).unwrap();
        assert!(ids(&panel).iter().any(|id| id.starts_with("pu:")), "an Undo button");
        m.undo = Undo::Refused("`draw R1` revealed new information".into());
        let panel = open(&m, Lang::En).unwrap();
        assert!(ids(&panel).iter().all(|id| !id.starts_with("pu:")));
        assert!(panel.text.contains("No undo: `draw R1` revealed"), "{}", panel.text);
    }

    fn ids(panel: &Panel) -> Vec<String> {
        let rows = serde_json::to_value(&panel.components).unwrap();
        rows.as_array()
            .unwrap()
            .iter()
            .flat_map(|row| row["components"].as_array().unwrap().clone())
            .map(|c| c["custom_id"].as_str().unwrap().to_string())
            .collect()
    }
}
