//! Several statements sent to the database in one round trip: on SQLite as
//! one string of statements, on PostgreSQL as one statement whose parts are
//! chained in a WITH. Each part is written with its own `$1, $2, …`; the
//! batch numbers them across the whole. On PostgreSQL the parts all see the
//! database as it was before the batch, so a batch's parts must not depend
//! on each other's writes (each game's finishing writes are such a batch).
//! Parts that return rows all return the same columns.

use super::backend::{on, Tx};
use super::StoreError;

/// A value bound to a batch's parameter.
#[derive(Debug, Clone)]
pub(super) enum Value {
    Text(String),
    Int(i64),
    Real(f64),
    MaybeReal(Option<f64>),
    MaybeInt(Option<i64>),
}

#[derive(Debug, Default)]
pub(super) struct Batch {
    parts: Vec<(String, bool)>,
    values: Vec<Value>,
}

impl Batch {
    /// Adds a statement and its parameters' values; `returns`: whether it
    /// returns rows (with RETURNING).
    pub(super) fn push(&mut self, sql: &str, returns: bool, values: Vec<Value>) {
        self.parts.push((renumber(sql, self.values.len()), returns));
        self.values.extend(values);
    }

    pub(super) fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    fn sql(&self, postgres: bool) -> String {
        if !postgres {
            return self.parts.iter().map(|(sql, _)| sql.as_str()).collect::<Vec<_>>().join(";\n");
        }
        let returned: Vec<String> = self
            .parts
            .iter()
            .enumerate()
            .filter(|(_, (_, returns))| *returns)
            .map(|(i, _)| format!("SELECT * FROM part{i}"))
            .collect();
        // Nothing returned: the last part is the statement the others are chained to.
        let (chained, last) = match returned.is_empty() {
            true => (&self.parts[..self.parts.len() - 1], self.parts[self.parts.len() - 1].0.clone()),
            false => (&self.parts[..], returned.join(" UNION ALL ")),
        };
        if chained.is_empty() {
            return last;
        }
        let chained: Vec<String> =
            chained.iter().enumerate().map(|(i, (sql, _))| format!("part{i} AS ({sql})")).collect();
        format!("WITH {}\n{last}", chained.join(",\n"))
    }

    /// Runs the batch in `tx`; the rows its parts return.
    pub(super) async fn fetch<R>(self, tx: &mut Tx) -> Result<Vec<R>, StoreError>
    where
        R: Send + Unpin,
        R: for<'r> sqlx::FromRow<'r, sqlx::sqlite::SqliteRow> + for<'r> sqlx::FromRow<'r, sqlx::postgres::PgRow>,
    {
        if self.is_empty() {
            return Ok(vec![]);
        }
        let sql = self.sql(matches!(tx, super::backend::Backend::Postgres(_)));
        Ok(on!(&mut *tx, c => {
            let mut q = sqlx::query_as::<_, R>(&sql);
            for value in self.values {
                q = match value {
                    Value::Text(v) => q.bind(v),
                    Value::Int(v) => q.bind(v),
                    Value::Real(v) => q.bind(v),
                    Value::MaybeReal(v) => q.bind(v),
                    Value::MaybeInt(v) => q.bind(v),
                };
            }
            q.fetch_all(&mut **c).await?
        }))
    }

    /// Runs a batch whose parts return nothing.
    pub(super) async fn execute(self, tx: &mut Tx) -> Result<(), StoreError> {
        self.fetch::<(i64,)>(tx).await.map(drop)
    }
}

/// `sql` with each `$n` turned into `$(n + offset)`.
fn renumber(sql: &str, offset: usize) -> String {
    let mut out = String::with_capacity(sql.len() + 8);
    let mut chars = sql.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        out.push(c);
        if c != '$' {
            continue;
        }
        let digits: String = sql[i + 1..].chars().take_while(char::is_ascii_digit).collect();
        if let Ok(n) = digits.parse::<usize>() {
            out.push_str(&(n + offset).to_string());
            for _ in 0..digits.len() {
                chars.next();
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_are_numbered_across_the_batch() {
        assert_eq!(
            renumber("UPDATE t SET a = $1, b = $12 WHERE c = $2", 3),
            "UPDATE t SET a = $4, b = $15 WHERE c = $5"
        );
        let mut batch = Batch::default();
        batch.push("INSERT INTO a VALUES ($1, $2) RETURNING x", true, vec![Value::Int(1), Value::Int(2)]);
        batch.push("UPDATE b SET y = $1", false, vec![Value::Int(3)]);
        batch.push("INSERT INTO c VALUES ($1) RETURNING x", true, vec![Value::Int(4)]);
        assert_eq!(
            batch.sql(false),
            "INSERT INTO a VALUES ($1, $2) RETURNING x;\nUPDATE b SET y = $3;\nINSERT INTO c VALUES ($4) RETURNING x"
        );
        assert_eq!(
            batch.sql(true),
            "WITH part0 AS (INSERT INTO a VALUES ($1, $2) RETURNING x),\npart1 AS (UPDATE b SET y = $3),\n\
             part2 AS (INSERT INTO c VALUES ($4) RETURNING x)\nSELECT * FROM part0 UNION ALL SELECT * FROM part2"
        );
        let mut writes = Batch::default();
        writes.push("UPDATE b SET y = $1", false, vec![Value::Int(3)]);
        writes.push("DELETE FROM c WHERE x = $1", false, vec![Value::Int(4)]);
        assert_eq!(writes.sql(true), "WITH part0 AS (UPDATE b SET y = $1)\nDELETE FROM c WHERE x = $2");
    }
}
