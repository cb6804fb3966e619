use super::*;
use crate::i18n::{self, Lang, Shows};
use crate::table::Command;

#[test]
fn every_declaration_round_trips_through_the_console() {
    for declared in ALL {
        let line = declared.example();
        let command = Command::parse(&line).unwrap_or_else(|why| panic!("`{line}` is refused: {}", why.english()));
        assert!(
            std::ptr::eq(command.declaration(), *declared),
            "`{line}` parses to {command:?}, declared as {}",
            command.declaration().command_line()
        );
        // The bare form too, where the command needs nothing.
        if !declared.options.iter().any(|o| o.required && o.in_console()) {
            let command = Command::parse(&declared.command_line()).unwrap();
            assert!(std::ptr::eq(command.declaration(), *declared), "{}", declared.command_line());
        }
    }
}

#[test]
fn paths_are_distinct_and_no_command_is_also_a_group() {
    for (i, declared) in ALL.iter().enumerate() {
        for other in &ALL[i + 1..] {
            assert!(
                !other.path.starts_with(declared.path),
                "{} is under {}",
                other.command_line(),
                declared.command_line()
            );
            assert!(
                !declared.path.starts_with(other.path),
                "{} is under {}",
                declared.command_line(),
                other.command_line()
            );
        }
    }
}

#[test]
fn every_declared_path_has_its_words_in_both_languages() {
    for declared in ALL {
        let id = declared.catalogue_id();
        let mut ids = vec![id.clone(), format!("{id}.description")];
        // `/game new`'s options sit under each game: `cmd-game-new-<kind>-thread`.
        let holders = match declared.per_game {
            true => crate::catalog::engines().iter().map(|e| format!("{id}-{}", e.kind())).collect(),
            false => vec![id.clone()],
        };
        for (holder, option) in holders.iter().flat_map(|h| declared.discord_options().map(move |o| (h, o))) {
            ids.push(format!("{holder}-{}", option.name));
            ids.push(format!("{holder}-{}.description", option.name));
            if let Kind::Choice(choices) = option.kind {
                ids.extend(choices().iter().map(|c| format!("{holder}-{}-{c}", option.name)));
            }
        }
        for lang in Lang::ALL {
            for id in &ids {
                assert!(i18n::has(lang, id), "`{id}` is missing in {lang:?}");
            }
        }
    }
}

#[test]
fn the_settings_declared_are_those_the_settings_read() {
    let names: Vec<&str> = Command::Settings { changes: vec![] }.declaration().options.iter().map(|o| o.name).collect();
    assert_eq!(names, crate::table::settings::SETTING_NAMES);
}

/// Why `line` is refused, in English.
fn refused(line: &str) -> String {
    i18n::said_in(Lang::En, &Command::parse(line).unwrap_err())
}

#[test]
fn refusals_name_what_there_is() {
    let why = refused("/me settings colour:blue");
    assert!(why.contains("`colour`") && why.contains("`confirm`") && why.contains("`timezone`"), "{why}");
    let why = refused("/game settings colour:red");
    assert!(why.contains("`colour`") && why.contains("`deadline`") && why.contains("`language`"), "{why}");
    // The console's own options count in the console.
    assert!(refused("/game start speed:2").contains("`seed`"));
    let why = refused("/game fly");
    for sub in ["`new`", "`join`", "`rematch`", "`bot`", "`export`", "`kick`"] {
        assert!(why.contains(sub), "{why}");
    }
    assert!(refused("/me fly").contains("`forget`"));
    assert!(refused("/game bot fly").contains("`add`"));
    let why = refused("/dance");
    assert!(why.contains("`/dance`") && why.contains("`/leaderboard`") && why.contains("/help"), "{why}");
    assert!(refused("/help me").contains("`/help` takes no options"));
}

#[test]
fn words_where_options_belong_are_refused_as_before() {
    assert!(refused("/history bob").contains("`bob` is none of them"));
    assert!(refused("/game settings 2d").contains("Settings look like"));
    assert!(refused("/game start 7").contains("only `seed:<number>`"));
    assert!(refused("/game new tower-up extra").contains("`extra` is not one"));
    assert!(refused("/me forget now").contains("/me forget confirm:yes"));
    assert!(refused("/game bot add easy hard").contains("/game bot add [level"));
    assert!(refused("/game").contains("Say what to do"));
    assert!(refused("/me").contains("/me data"));
    assert!(refused("/game bot").contains("/game bot add [level"));
}

#[test]
fn a_word_alone_fills_the_option_that_takes_one() {
    assert_eq!(Command::parse("/leaderboard tower-up").unwrap(), Command::Leaderboard { kind: "tower-up".into() });
    assert_eq!(Command::parse("/game rules cloud-city").unwrap(), Command::Rules { kind: Some("cloud-city".into()) });
    assert_eq!(Command::parse("/remind dm").unwrap(), Command::Remind { place: "dm".into() });
    assert_eq!(Command::parse("/vacation off").unwrap(), Command::Vacation { on: false });
    assert_eq!(Command::parse("/stats bob").unwrap(), Command::Stats { player: Some("bob".into()) });
    assert_eq!(Command::parse("/game kick bob").unwrap(), Command::Kick { player: "bob".into() });
    assert_eq!(
        Command::parse("/move place T12 B2:90").unwrap(),
        Command::Move { action: "place T12 B2:90".into() },
        "a move's words are the move's"
    );
    assert_eq!(Command::parse("/me forget confirm:yes").unwrap(), Command::Forget { confirmed: true });
    assert_eq!(
        Command::parse("/game replay id:3 step:0").unwrap(),
        Command::Replay { game_id: Some(3), step: Some(0) }
    );
    assert_eq!(
        Command::parse("/game settings deadline:1h action:bot").unwrap(),
        Command::Settings { changes: vec![("deadline".into(), "1h".into()), ("action".into(), "bot".into())] }
    );
}

#[test]
fn help_lists_every_command_in_messages_that_fit() {
    let help = crate::table::help::commands();
    for lang in Lang::ALL {
        let shown: Vec<String> = help.iter().map(|text| i18n::words(lang, text)).collect();
        for message in &shown {
            assert!(message.chars().count() <= 2000, "{lang:?}: {} characters:\n{message}", message.chars().count());
        }
        for declared in ALL {
            assert!(shown.iter().any(|m| m.contains(&declared.usage())), "{lang:?}: help lacks {}", declared.usage());
        }
    }
}
