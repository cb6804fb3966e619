//! Checks requests against Discord's official OpenAPI 3.1 description, so a test fails
//! when the bot sends something real Discord would reject (unknown route, bad body).
//!
//! The spec is parsed once per test process and each operation's request-body
//! validator is compiled on first use and cached.

use serde_json::{Map, Value};
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

/// Set this to the spec's path to override the search (see [`spec_path`]).
pub const SPEC_ENV: &str = "DISCORD_OPENAPI_JSON";

pub(crate) struct Spec {
    doc: Value,
    templates: Vec<(String, Vec<String>)>,
    validators: Mutex<HashMap<String, Arc<jsonschema::Validator>>>,
}

/// A request matched to an operation of the spec.
pub(crate) struct Matched {
    pub template: String,
    pub params: HashMap<String, String>,
    method: String,
}

/// `$DISCORD_OPENAPI_JSON`, else the first `shared/discord-api/openapi.json` found in the
/// crate's directory or one of its ancestors (the repo keeps `shared/` beside it).
pub fn spec_path() -> PathBuf {
    if let Some(p) = std::env::var_os(SPEC_ENV) {
        return p.into();
    }
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest
        .ancestors()
        .map(|d| d.join("shared/discord-api/openapi.json"))
        .find(|p| p.exists())
        .unwrap_or_else(|| panic!("openapi.json not found above {manifest:?}; set {SPEC_ENV}"))
}

pub(crate) fn spec() -> &'static Spec {
    static SPEC: OnceLock<Spec> = OnceLock::new();
    SPEC.get_or_init(|| {
        let path = spec_path();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {path:?}: {e}"));
        let mut doc: Value = serde_json::from_str(&text).expect("openapi.json is JSON");
        // The spec types snowflakes as strings, but Discord also accepts JSON integers (its
        // own file-upload docs send `"attachments": [{"id": 0}]`, and so does serenity).
        let snowflake = &mut doc["components"]["schemas"]["SnowflakeType"];
        *snowflake = serde_json::json!({"anyOf": [snowflake.take(), {"type": "integer", "minimum": 0}]});
        let mut templates: Vec<(String, Vec<String>)> = doc["paths"]
            .as_object()
            .expect("spec has paths")
            .keys()
            .map(|t| (t.clone(), t.split('/').skip(1).map(str::to_owned).collect()))
            .collect();
        // Literal segments beat parameters: `/users/@me` must win over `/users/{user_id}`.
        let literals = |segs: &Vec<String>| segs.iter().filter(|s| !s.starts_with('{')).count();
        templates.sort_by_key(|(_, segs)| std::cmp::Reverse(literals(segs)));
        Spec { doc, templates, validators: Mutex::default() }
    })
}

impl Spec {
    /// Finds the operation for `method path` (path without `/api/v10`).
    pub fn match_route(&self, method: &str, path: &str) -> Result<Matched, String> {
        let segs: Vec<&str> = path.split('/').skip(1).collect();
        let mut path_found = false;
        for (template, tsegs) in &self.templates {
            if tsegs.len() != segs.len() {
                continue;
            }
            let mut params = HashMap::new();
            let fits = tsegs.iter().zip(&segs).all(|(t, s)| match t.strip_prefix('{') {
                Some(name) => {
                    params.insert(name.trim_end_matches('}').to_owned(), (*s).to_owned());
                    !s.is_empty()
                }
                None => t == s,
            });
            if !fits {
                continue;
            }
            path_found = true;
            let m = method.to_ascii_lowercase();
            if self.doc["paths"][template].get(&m).is_some() {
                return Ok(Matched { template: template.clone(), params, method: m });
            }
        }
        Err(if path_found {
            format!("{method} {path}: the OpenAPI spec has this path but not this method")
        } else {
            format!("{method} {path}: no such route in the OpenAPI spec")
        })
    }

    /// Query parameter names the operation does not declare.
    pub fn check_query(&self, m: &Matched, query: &[(String, String)]) -> Vec<String> {
        let item = &self.doc["paths"][&m.template];
        let declared: Vec<&str> = [&item["parameters"], &item[&m.method]["parameters"]]
            .into_iter()
            .filter_map(Value::as_array)
            .flatten()
            .filter(|p| p["in"] == "query")
            .filter_map(|p| p["name"].as_str())
            .collect();
        query
            .iter()
            .filter(|(k, _)| !k.is_empty() && !declared.contains(&k.as_str()))
            .map(|(k, _)| format!("{} {}: undeclared query parameter `{k}`", m.method.to_uppercase(), m.template))
            .collect()
    }

    /// Validates a body (`content_type` is `application/json` or `multipart/form-data`).
    pub fn check_body(&self, m: &Matched, content_type: &str, body: Option<&Value>) -> Vec<String> {
        let what = format!("{} {}", m.method.to_uppercase(), m.template);
        let rb = &self.doc["paths"][&m.template][&m.method]["requestBody"];
        let Some(body) = body else {
            return if rb["required"] == true { vec![format!("{what}: request body is required")] } else { vec![] };
        };
        if rb.is_null() {
            return vec![format!("{what}: the operation takes no request body")];
        }
        let Some(schema) = rb["content"][content_type].get("schema") else {
            return vec![format!("{what}: content type {content_type} not accepted")];
        };
        let key = format!("{what} {content_type}");
        let validator = self.validator(&key, schema);
        validator.iter_errors(body).map(|e| format!("{what}: {}", describe(&e))).collect()
    }

    /// Checks an answer of the fake against the operation's response schema for `status`,
    /// so an answer the fake makes up has the shape real Discord's has.
    pub fn check_response(&self, m: &Matched, status: u16, body: &Value) -> Vec<String> {
        let what = format!("the fake's answer to {} {}", m.method.to_uppercase(), m.template);
        let answer = &self.doc["paths"][&m.template][&m.method]["responses"][status.to_string()];
        let Some(schema) = answer["content"]["application/json"].get("schema") else {
            return vec![format!("{what}: the spec has no JSON answer with status {status}")];
        };
        let validator = self.validator(&format!("{what} {status}"), schema);
        validator.iter_errors(body).map(|e| format!("{what}: {}", describe(&e))).collect()
    }

    fn validator(&self, key: &str, schema: &Value) -> Arc<jsonschema::Validator> {
        let mut cache = self.validators.lock().unwrap();
        if let Some(v) = cache.get(key) {
            return v.clone();
        }
        // The body schema refers to `#/components/schemas/...`: put `components` at its
        // root so those refs resolve without registering the whole document.
        let mut root = Map::new();
        root.insert("allOf".into(), Value::Array(vec![schema.clone()]));
        root.insert("components".into(), self.doc["components"].clone());
        let v = jsonschema::options()
            .with_draft(jsonschema::Draft::Draft202012)
            .build(&Value::Object(root))
            .unwrap_or_else(|e| panic!("compiling schema for {key}: {e}"));
        cache.entry(key.to_owned()).or_insert(Arc::new(v)).clone()
    }
}

/// Error text; for `anyOf`/`oneOf` failures, the reasons of the closest branch, because
/// "not valid under any of the schemas" alone does not say what to fix.
fn describe(e: &jsonschema::ValidationError<'_>) -> String {
    use jsonschema::error::ValidationErrorKind as K;
    let at = e.instance_path().as_str().to_owned();
    let at = if at.is_empty() { "body".to_owned() } else { at };
    let branches = match e.kind() {
        K::AnyOf { context } | K::OneOfNotValid { context } => context,
        _ => return format!("{at}: {}", short(&e.to_string())),
    };
    match branches.iter().filter(|b| !b.is_empty()).min_by_key(|b| b.len()) {
        Some(best) => {
            let why: Vec<String> = best.iter().take(3).map(describe).collect();
            format!("{at}: matches none of the allowed shapes; closest fails with: {}", why.join("; "))
        }
        None => format!("{at}: {}", short(&e.to_string())),
    }
}

/// Errors quote the failing value: keep a 4000-character string from flooding the report.
fn short(s: &str) -> String {
    match s.char_indices().nth(240) {
        Some((cut, _)) => format!("{}…", &s[..cut]),
        None => s.to_owned(),
    }
}
