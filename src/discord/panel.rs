//! The move builder: a private panel that walks the tree of the caller's
//! legal moves, one choice per step, so any game is played by clicking.
//! Legal moves are notation; split at spaces their tokens form a tree. A
//! pick acts: choosing the last part of a move plays it at once (a move that
//! can never be taken back asks once, unless the player turned that off);
//! a step with a single branch is taken at once; up to five choices come as
//! buttons, more in a select menu (in groups past 25). Back goes up, Undo
//! takes back the last step of the turn. Every id carries the game and its
//! version, so a panel left open while the game moved on changes nothing.

use std::collections::BTreeSet;

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

use super::limits;
use crate::i18n::{self, Lang};
use crate::table::{Moves, Undo};
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

/// Where a panel stands: the branch chosen at each step so far and, at a
/// step with more than 25 branches, the group of branches shown.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Path {
    pub steps: Vec<usize>,
    pub group: Option<(usize, usize)>,
}

impl PanelId {
    pub fn new(kind: Kind, moves: &Moves, at: Path) -> PanelId {
        PanelId { kind, game_id: moves.game_id, version: moves.version, at }
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

    /// Whether this is a board's Play button (the panel at the root).
    pub fn is_play(&self) -> bool {
        self.kind == Kind::View && self.at == Path::default()
    }
}

fn parse_group(text: &str) -> Option<Option<(usize, usize)>> {
    if text.is_empty() {
        return Some(None);
    }
    let (lo, hi) = text.split_once('-')?;
    Some(Some((lo.parse().ok()?, hi.parse().ok()?)))
}

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

/// A panel ready to send: its text and components.
#[derive(Debug, Clone, PartialEq)]
pub struct Panel {
    pub text: String,
    pub components: Vec<CreateActionRow>,
}

/// A point in the tree: the moves whose first `depth` tokens are shared.
struct Node {
    depth: usize,
    members: Vec<usize>,
}

struct Tree<'m> {
    moves: &'m Moves,
    tokens: Vec<Vec<&'m str>>,
    /// The reader's language, for the choices' words.
    lang: Lang,
}

impl<'m> Tree<'m> {
    fn new(moves: &'m Moves, lang: Lang) -> Self {
        Tree { moves, tokens: moves.legal.iter().map(|m| m.split_whitespace().collect()).collect(), lang }
    }

    fn root(&self) -> Node {
        self.settle(Node { depth: 0, members: (0..self.tokens.len()).collect() })
    }

    /// The member that is a whole move at this node, if one is.
    fn complete(&self, node: &Node) -> Option<usize> {
        node.members.iter().copied().find(|&m| self.tokens[m].len() == node.depth)
    }

    /// The next tokens, in the game's order of its moves, with their members.
    fn branches(&self, node: &Node) -> Vec<Node> {
        let mut seen: Vec<(&str, Vec<usize>)> = vec![];
        for &m in &node.members {
            let Some(token) = self.tokens[m].get(node.depth) else { continue };
            match seen.iter_mut().find(|(t, _)| t == token) {
                Some((_, members)) => members.push(m),
                None => seen.push((token, vec![m])),
            }
        }
        seen.into_iter().map(|(_, members)| Node { depth: node.depth + 1, members }).collect()
    }

    /// What is offered at a node: its next tokens, with a move's first word
    /// (its kind: `take`, `build`, `employee`) opened into the part after it
    /// while all still fit in one menu, smallest first, so a short move takes
    /// one pick ("Take card 2" rather than "Take", then "2"). Only a first
    /// word is opened: the words of the part after it say the whole choice,
    /// deeper parts need the ones before them. A choice that is already a
    /// whole move, or whose parts would read alike, stays shut.
    fn choices(&self, node: &Node) -> Vec<Node> {
        let mut choices: Vec<Vec<Node>> = self.branches(node).into_iter().map(|c| vec![c]).collect();
        let mut shut = vec![false; choices.len()];
        loop {
            let offered: usize = choices.iter().map(Vec::len).sum();
            let openable = choices.iter().enumerate().filter(|(i, group)| !shut[*i] && group.len() == 1);
            let opened = openable.filter_map(|(i, group)| {
                let kind = &group[0];
                let settled = self.settle(Node { depth: kind.depth, members: kind.members.clone() });
                let further = self.branches(&settled);
                let worth = kind.depth == 1 && self.complete(&settled).is_none() && further.len() > 1;
                worth.then_some((i, further))
            });
            let Some((i, further)) = opened.min_by_key(|(_, further)| further.len()) else { break };
            shut[i] = true;
            if offered - 1 + further.len() > MAX_OPTIONS || !self.distinct(&further) {
                continue;
            }
            choices[i] = further;
        }
        choices.into_iter().flatten().collect()
    }

    /// Whether these choices' words tell them apart.
    fn distinct(&self, choices: &[Node]) -> bool {
        let labels: BTreeSet<String> = choices.iter().map(|c| self.choice_label(c)).collect();
        labels.len() == choices.len()
    }

    /// Takes single branches at once: nothing to choose there.
    fn settle(&self, mut node: Node) -> Node {
        while self.complete(&node).is_none() {
            let mut branches = self.branches(&node);
            if branches.len() != 1 {
                break;
            }
            node = branches.remove(0);
        }
        node
    }

    fn walk(&self, steps: &[usize]) -> Option<Node> {
        let mut node = self.root();
        for &step in steps {
            let mut branches = self.choices(&node);
            if step >= branches.len() {
                return None;
            }
            node = self.settle(branches.swap_remove(step));
        }
        Some(node)
    }

    /// The words for the token at `depth` of a node's moves.
    fn label(&self, node: &Node, depth: usize) -> String {
        let m = node.members[0];
        match self.moves.labels.get(m).and_then(|l| l.get(depth)) {
            Some(words) => i18n::said_within(self.lang, words, limits::LABEL),
            None => self.tokens[m][depth].to_string(),
        }
    }

    /// A choice in words: what its last part does (the words of the last
    /// token tell the whole step, e.g. "Take card 2: …").
    fn choice_label(&self, choice: &Node) -> String {
        self.label(choice, choice.depth - 1)
    }

    /// A choice's notation, from the node it is offered at.
    fn choice_notation(&self, at: &Node, choice: &Node) -> String {
        self.tokens[choice.members[0]][at.depth..choice.depth].join(" ")
    }

    /// The parts chosen to reach `node`, in words.
    fn words(&self, node: &Node) -> String {
        (0..node.depth).map(|d| self.label(node, d)).collect::<Vec<_>>().join(" → ")
    }

    fn notation(&self, node: &Node) -> String {
        self.tokens[node.members[0]][..node.depth].join(" ")
    }
}

/// The panel at the root: what the Play button opens.
pub fn open(moves: &Moves, lang: Lang) -> Option<Panel> {
    if moves.legal.is_empty() {
        return None;
    }
    show(moves, &Path::default(), lang)
}

/// The one move the player can make, when there is nothing to choose and it
/// needs no asking: played by itself (Sky Garden's `end` after a last step
/// asks first, since it passes the turn on, unless confirm is off).
pub fn forced(moves: &Moves) -> Option<String> {
    let [only] = moves.legal.as_slice() else { return None };
    let asks = moves.final_moves.first().copied().unwrap_or(true) && moves.confirm_final;
    (!asks).then(|| only.clone())
}

/// Answers a click on a panel whose id matched `moves` (same game and
/// version); `value` is the option chosen in a select menu. `None` when the
/// click names no point of the tree.
pub fn answer(moves: &Moves, id: &PanelId, value: Option<&str>, lang: Lang) -> Option<Outcome> {
    match id.kind {
        Kind::View => show(moves, &id.at, lang).map(Outcome::Show),
        Kind::Step => {
            let mut at = id.at.clone();
            let value = value?;
            if let Some(branch) = value.strip_prefix('b') {
                at.steps.push(branch.parse().ok()?);
                at.group = None;
                return arrive(moves, &at, lang);
            }
            at.group = Some(parse_group(value.strip_prefix('g')?)??);
            show(moves, &at, lang).map(Outcome::Show)
        }
        Kind::Go => arrive(moves, &id.at, lang),
        Kind::Ask => {
            let tree = Tree::new(moves, lang);
            let node = tree.walk(&id.at.steps)?;
            tree.complete(&node)?;
            Some(Outcome::Show(ask(moves, &tree, &node, &id.at, lang)))
        }
        Kind::Confirm => {
            let tree = Tree::new(moves, lang);
            let node = tree.walk(&id.at.steps)?;
            tree.complete(&node).map(|m| Outcome::Play(moves.legal[m].clone()))
        }
        Kind::Undo => matches!(moves.undo, Undo::Allowed(_)).then_some(Outcome::Undo),
    }
}

/// A choice was picked: at a whole move with nothing more to add, play it
/// (or ask once, if it can't be taken back); else show the next step.
fn arrive(moves: &Moves, at: &Path, lang: Lang) -> Option<Outcome> {
    let tree = Tree::new(moves, lang);
    let node = tree.walk(&at.steps)?;
    if !tree.branches(&node).is_empty() {
        return show(moves, at, lang).map(Outcome::Show);
    }
    let m = tree.complete(&node)?;
    if asks(moves, m) {
        return Some(Outcome::Show(ask(moves, &tree, &node, at, lang)));
    }
    Some(Outcome::Play(moves.legal[m].clone()))
}

/// Whether move `m` is asked about once before it is played.
fn asks(moves: &Moves, m: usize) -> bool {
    moves.confirm_final && moves.final_moves.get(m).copied().unwrap_or(true)
}

/// The one question before a move that can't be taken back.
fn ask(moves: &Moves, tree: &Tree, node: &Node, at: &Path, lang: Lang) -> Panel {
    let words = tree.words(node);
    let text = format!("**{words}**\n{}", tr!(lang, "panel-cannot-undo"));
    let confirm = PanelId::new(Kind::Confirm, moves, Path { steps: at.steps.clone(), group: None });
    let play = CreateButton::new(confirm.id()).label(limits::cut(&words, BUTTON_LABEL)).style(ButtonStyle::Success);
    let mut buttons = vec![play];
    buttons.extend(back_button(moves, at, true, lang));
    buttons.extend(undo_button(moves, lang));
    Panel { text, components: vec![CreateActionRow::Buttons(buttons)] }
}

fn show(moves: &Moves, at: &Path, lang: Lang) -> Option<Panel> {
    let tree = Tree::new(moves, lang);
    let node = tree.walk(&at.steps)?;
    let branches = tree.choices(&node);
    if let (Some(m), true) = (tree.complete(&node), branches.is_empty()) {
        // A whole move and nothing else to choose (shown again by Back).
        return Some(match asks(moves, m) {
            true => ask(moves, &tree, &node, at, lang),
            false => play_only(moves, &tree, &node, at, lang),
        });
    }
    let mut text = format!("**{}**", tr!(lang, "panel-your-move"));
    if node.depth > 0 {
        text.push_str(&format!(": {} (`{}`)", tree.words(&node), tree.notation(&node)));
    }
    let choose = if node.depth == 0 { tr!(lang, "panel-choose-what") } else { tr!(lang, "panel-choose-next") };
    text.push_str(&format!("\n{choose}"));
    let mut rows = choice_rows(moves, &tree, &node, &branches, at, lang);
    let mut buttons = vec![];
    buttons.extend(back_button(moves, at, false, lang));
    buttons.extend(undo_button(moves, lang));
    if let Undo::Refused(why) = &moves.undo {
        text.push_str(&format!("\n{}", tr!(lang, "panel-no-undo", why = i18n::words(lang, why))));
    }
    if !buttons.is_empty() {
        rows.push(CreateActionRow::Buttons(buttons));
    }
    Some(Panel { text, components: rows })
}

/// The first step's choices, for the public board of a game whose choices
/// reveal nothing (no secret hands): the player to act picks there at once,
/// as in the panel. Nothing when there is no choice to make.
pub fn first_step(moves: &Moves, lang: Lang) -> Vec<CreateActionRow> {
    let tree = Tree::new(moves, lang);
    let node = tree.root();
    let branches = tree.choices(&node);
    match branches.is_empty() {
        true => vec![],
        false => choice_rows(moves, &tree, &node, &branches, &Path::default(), lang),
    }
}

/// The choices at a node: buttons when they fit in a row, else a select
/// menu; and "as it is" for a whole move that could take more parts.
fn choice_rows(
    moves: &Moves,
    tree: &Tree,
    node: &Node,
    branches: &[Node],
    at: &Path,
    lang: Lang,
) -> Vec<CreateActionRow> {
    let mut as_it_is = vec![];
    if let Some(m) = tree.complete(node) {
        let path = Path { steps: at.steps.clone(), group: None };
        let kind = if asks(moves, m) { Kind::Ask } else { Kind::Confirm };
        let label = tr!(lang, "panel-as-it-is", choice = tree.label(node, node.depth - 1));
        as_it_is.push(
            CreateButton::new(PanelId::new(kind, moves, path).id())
                .label(limits::cut(&label, BUTTON_LABEL))
                .style(ButtonStyle::Success),
        );
    }
    if branches.len() + as_it_is.len() <= MAX_BUTTONS && at.group.is_none() {
        let choices = branches.iter().enumerate().map(|(i, branch)| {
            let mut steps = at.steps.clone();
            steps.push(i);
            let id = PanelId::new(Kind::Go, moves, Path { steps, group: None }).id();
            CreateButton::new(id)
                .label(limits::cut(&tree.choice_label(branch), BUTTON_LABEL))
                .style(ButtonStyle::Primary)
        });
        let mut row: Vec<CreateButton> = choices.collect();
        row.append(&mut as_it_is);
        return vec![CreateActionRow::Buttons(row)];
    }
    let mut rows = vec![CreateActionRow::SelectMenu(menu(moves, tree, node, branches, at, lang))];
    if !as_it_is.is_empty() {
        rows.push(CreateActionRow::Buttons(as_it_is));
    }
    rows
}

/// A panel with the one move left to play, and Back or Undo.
fn play_only(moves: &Moves, tree: &Tree, node: &Node, at: &Path, lang: Lang) -> Panel {
    let words = tree.words(node);
    let confirm = PanelId::new(Kind::Confirm, moves, Path { steps: at.steps.clone(), group: None });
    let mut buttons =
        vec![CreateButton::new(confirm.id()).label(limits::cut(&words, BUTTON_LABEL)).style(ButtonStyle::Success)];
    buttons.extend(back_button(moves, at, true, lang));
    buttons.extend(undo_button(moves, lang));
    let text = format!("**{}**: {words}", tr!(lang, "panel-your-move"));
    Panel { text, components: vec![CreateActionRow::Buttons(buttons)] }
}

/// The select menu of a step with more branches than buttons hold: each
/// option in words, its notation as a hint; past 25, groups of them.
fn menu(moves: &Moves, tree: &Tree, node: &Node, branches: &[Node], at: &Path, lang: Lang) -> CreateSelectMenu {
    let (lo, hi) = at.group.filter(|&(lo, hi)| lo < hi && hi <= branches.len()).unwrap_or((0, branches.len()));
    let labels: Vec<String> = branches[lo..hi].iter().map(|b| tree.choice_label(b)).collect();
    let options = if hi - lo <= MAX_OPTIONS {
        (lo..hi)
            .map(|i| {
                let notation = tree.choice_notation(node, &branches[i]);
                let mut option = CreateSelectMenuOption::new(limits::cut(&labels[i - lo], 100), format!("b{i}"));
                if labels[i - lo] != notation {
                    option = option.description(limits::cut(&notation, 100));
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
    let placeholder = if node.depth == 0 { tr!(lang, "panel-menu-what") } else { tr!(lang, "panel-menu-next") };
    CreateSelectMenu::new(PanelId::new(Kind::Step, moves, at.clone()).id(), CreateSelectMenuKind::String { options })
        .placeholder(placeholder)
}

/// Back: out of a group, else up one step (from the question, to the step
/// where its last part was chosen).
fn back_button(moves: &Moves, at: &Path, from_question: bool, lang: Lang) -> Option<CreateButton> {
    let back = match at.group {
        Some(_) if !from_question => Path { steps: at.steps.clone(), group: None },
        _ => Path { steps: at.steps.split_last()?.1.to_vec(), group: None },
    };
    Some(view_button(moves, back, lang))
}

fn view_button(moves: &Moves, at: Path, lang: Lang) -> CreateButton {
    let id = PanelId::new(Kind::View, moves, at).id();
    CreateButton::new(id).label(tr!(lang, "panel-back")).style(ButtonStyle::Secondary)
}

/// Undo, while the table's policy allows taking back the last step.
fn undo_button(moves: &Moves, lang: Lang) -> Option<CreateButton> {
    let Undo::Allowed(_) = &moves.undo else { return None };
    let id = PanelId::new(Kind::Undo, moves, Path::default()).id();
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
            labels: legal.iter().map(|m| m.split_whitespace().map(crate::text::Said::verbatim).collect()).collect(),
            final_moves: legal.iter().map(|_| false).collect(),
            confirm_final: true,
            undo: crate::table::Undo::Nothing,
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
    fn single_branches_are_taken_and_a_pick_acts() {
        let m = moves(&["take 1 picks black", "take 1 picks white", "skip"]);
        // `take 1 picks` has nothing to choose: its colours are offered at
        // once, beside `skip`, as buttons in words; a pick plays the move.
        let root = open(&m, Lang::En).unwrap();
        let ids = ids(&root);
        assert_eq!(ids.len(), 3, "{ids:?}");
        assert!(ids.iter().all(|id| id.starts_with("pg:")), "{ids:?}");
        let white = PanelId::parse(&ids[1]).unwrap();
        assert_eq!(answer(&m, &white, None, Lang::En), Some(Outcome::Play("take 1 picks white".into())));
        let skip = PanelId::parse(&ids[2]).unwrap();
        assert_eq!(answer(&m, &skip, None, Lang::En), Some(Outcome::Play("skip".into())));
    }

    #[test]
    fn a_tree_too_wide_for_one_menu_is_chosen_part_by_part() {
        let sites: Vec<String> = (1..=8).flat_map(|c| ["A", "B", "C", "D"].map(|r| format!("{r}{c}"))).collect();
        let legal: Vec<String> = sites.iter().flat_map(|s| ["x", "y"].map(|t| format!("build {s} {t}"))).collect();
        let mut all: Vec<&str> = legal.iter().map(String::as_str).collect();
        all.extend(["take 1", "take 2"]);
        let m = moves(&all);
        // 32 sites do not fit beside the takes: first "build" or a card.
        let root = open(&m, Lang::En).unwrap();
        let ids = ids(&root);
        assert_eq!(ids.len(), 3, "build, take 1, take 2: {ids:?}");
        assert_eq!(answer(&m, &PanelId::parse(&ids[1]).unwrap(), None, Lang::En), Some(Outcome::Play("take 1".into())));
        // After "build", 64 site-and-kind pairs: the site first, in groups.
        let Some(Outcome::Show(build)) = answer(&m, &PanelId::parse(&ids[0]).unwrap(), None, Lang::En) else {
            panic!()
        };
        assert!(build.text.contains("`build`"), "{}", build.text);
    }

    #[test]
    fn a_move_that_cannot_be_taken_back_asks_once_unless_turned_off() {
        let mut m = moves(&["draw stack", "draw R1", "done"]);
        m.final_moves = vec![true, true, false];
        let go = |steps: Vec<usize>| PanelId::new(Kind::Go, &m, Path { steps, group: None });
        // One menu-sized tree: `draw stack`, `draw R1` and `done` side by side.
        let Some(Outcome::Show(question)) = answer(&m, &go(vec![0]), None, Lang::En) else { panic!() };
        assert!(question.text.contains("can't be undone"), "{}", question.text);
        let confirm = ids(&question).into_iter().find(|id| id.starts_with("pc:")).unwrap();
        assert_eq!(
            answer(&m, &PanelId::parse(&confirm).unwrap(), None, Lang::En),
            Some(Outcome::Play("draw stack".into()))
        );
        assert_eq!(answer(&m, &go(vec![2]), None, Lang::En), Some(Outcome::Play("done".into())), "undoable: at once");
        m.confirm_final = false;
        let go = |steps: Vec<usize>| PanelId::new(Kind::Go, &m, Path { steps, group: None });
        assert_eq!(answer(&m, &go(vec![0]), None, Lang::En), Some(Outcome::Play("draw stack".into())));
    }

    #[test]
    fn undo_sits_beside_the_choices_while_allowed() {
        let mut m = moves(&["done", "walkway e5 e7"]);
        m.undo = Undo::Allowed("place T08 B2 90".into());
        let panel = open(&m, Lang::En).unwrap();
        let undo = ids(&panel).into_iter().find(|id| id.starts_with("pu:")).expect("an Undo button");
        assert_eq!(answer(&m, &PanelId::parse(&undo).unwrap(), None, Lang::En), Some(Outcome::Undo));
        m.undo = Undo::Refused("`draw R1` revealed new information".into());
        let panel = open(&m, Lang::En).unwrap();
        assert!(ids(&panel).iter().all(|id| !id.starts_with("pu:")));
        assert!(panel.text.contains("No undo: `draw R1` revealed"), "{}", panel.text);
    }

    #[test]
    fn one_move_without_a_question_is_forced() {
        let mut m = moves(&["end"]);
        m.final_moves = vec![true];
        assert_eq!(forced(&m), None, "it passes the turn on: asked first");
        m.confirm_final = false;
        assert_eq!(forced(&m), Some("end".into()));
        assert_eq!(forced(&moves(&["move standby"])), Some("move standby".into()));
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
