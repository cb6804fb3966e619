//! `METRICS_ADDR`: the bot's own small HTTP endpoint for the operator.
//! `/metrics` is Prometheus's text format, rendered by the `metrics`
//! crate's exporter (the figures are listed in `telemetry`); `/healthz`
//! answers 200 when this process's gateway shards are all connected and
//! the database answers, 503 otherwise, with a line on each.
//!
//! Only GET (and HEAD) of those two paths, one request per connection: all
//! a scraper or a supervisor's probe needs, so no HTTP server is pulled in.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use metrics_exporter_prometheus::PrometheusHandle;
use serenity::all::{ConnectionStage, ShardManager};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use crate::store::Store;
use crate::telemetry;

/// The most a database question may take before it counts as no answer.
const DATABASE_WAIT: Duration = Duration::from_secs(2);
/// The most one request may take, from connecting to the last byte sent.
const REQUEST_TIME: Duration = Duration::from_secs(10);
/// The longest request head read; a probe's is a few hundred bytes.
const HEAD_LIMIT: usize = 8 * 1024;
/// How often the recorder's histograms are folded up between scrapes.
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

/// What the endpoint looks at.
struct Watched {
    recorder: PrometheusHandle,
    store: Store,
    shards: Arc<ShardManager>,
}

/// Installs the recorder and serves `/metrics` and `/healthz` on `addr`
/// for as long as the process runs; the address it listens on (`addr`
/// with port 0 gets a free port).
pub async fn serve(addr: SocketAddr, store: Store, shards: Arc<ShardManager>) -> anyhow::Result<SocketAddr> {
    let recorder = telemetry::recorder().map_err(anyhow::Error::msg).context("starting the metrics recorder")?;
    let listener = TcpListener::bind(addr).await.with_context(|| format!("METRICS_ADDR: can't listen on {addr}"))?;
    let bound = listener.local_addr()?;
    tracing::info!("metrics at http://{bound}/metrics, health at http://{bound}/healthz");
    tokio::spawn({
        let recorder = recorder.clone();
        async move {
            loop {
                tokio::time::sleep(UPKEEP_EVERY).await;
                recorder.run_upkeep();
            }
        }
    });
    let watched = Arc::new(Watched { recorder, store, shards });
    tokio::spawn(async move {
        loop {
            match listener.accept().await {
                Ok((stream, _)) => {
                    let watched = watched.clone();
                    tokio::spawn(async move {
                        if tokio::time::timeout(REQUEST_TIME, watched.answer(stream)).await.is_err() {
                            tracing::debug!("a metrics request took too long; dropped");
                        }
                    });
                }
                Err(e) => {
                    tracing::warn!(error = %e, "could not accept a metrics connection");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            }
        }
    });
    Ok(bound)
}

/// One response: status line, content type, body.
struct Response {
    status: &'static str,
    content_type: &'static str,
    body: String,
}

impl Response {
    fn text(status: &'static str, body: impl Into<String>) -> Response {
        Response { status, content_type: "text/plain; charset=utf-8", body: body.into() }
    }
}

impl Watched {
    async fn answer(&self, mut stream: TcpStream) {
        let Some((method, path)) = request_line(&mut stream).await else { return };
        let response = match (method.as_str(), path.as_str()) {
            ("GET" | "HEAD", "/metrics") => self.metrics().await,
            ("GET" | "HEAD", "/healthz") => self.health().await,
            ("GET" | "HEAD", _) => Response::text("404 Not Found", "/metrics or /healthz\n"),
            _ => Response::text("405 Method Not Allowed", "GET only\n"),
        };
        let head = format!(
            "HTTP/1.1 {}\r\nContent-Type: {}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            response.status,
            response.content_type,
            response.body.len()
        );
        let body = if method == "HEAD" { "" } else { response.body.as_str() };
        let _ = stream.write_all(format!("{head}{body}").as_bytes()).await;
        let _ = stream.shutdown().await;
    }

    /// Brings the figures read at scrape time up to date, then renders all.
    async fn metrics(&self) -> Response {
        self.shards_connected().await;
        match tokio::time::timeout(DATABASE_WAIT, self.store.games_by_status()).await {
            Ok(Ok(counts)) => counts.into_iter().for_each(|(status, n)| telemetry::games(status.as_str(), n)),
            Ok(Err(e)) => tracing::debug!(error = %e, "could not count games for the metrics"),
            Err(_) => tracing::debug!("counting games for the metrics took too long"),
        }
        match tokio::time::timeout(DATABASE_WAIT, self.store.outbox_backlog()).await {
            Ok(Ok(backlog)) => telemetry::outbox_backlog(backlog),
            Ok(Err(e)) => tracing::debug!(error = %e, "could not count the outbox for the metrics"),
            Err(_) => tracing::debug!("counting the outbox for the metrics took too long"),
        }
        Response {
            status: "200 OK",
            content_type: "text/plain; version=0.0.4; charset=utf-8",
            body: self.recorder.render(),
        }
    }

    /// 200 when every shard of this process is connected and the database
    /// answers in time; 503 otherwise. Each part says how it is.
    async fn health(&self) -> Response {
        let (connected, all) = self.shards_connected().await;
        let gateway_up = all > 0 && connected == all;
        let database = match tokio::time::timeout(DATABASE_WAIT, self.store.ping()).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(e.to_string()),
            Err(_) => Err(format!("no answer within {} s", DATABASE_WAIT.as_secs())),
        };
        let gateway_line = match gateway_up {
            true => format!("gateway ok: {connected}/{all} shards connected"),
            false => format!("gateway down: {connected}/{all} shards connected"),
        };
        let database_line = match &database {
            Ok(()) => "database ok".to_string(),
            Err(why) => format!("database down: {why}"),
        };
        let status = if gateway_up && database.is_ok() { "200 OK" } else { "503 Service Unavailable" };
        Response::text(status, format!("{gateway_line}\n{database_line}\n"))
    }

    /// How many of this process's shards are connected, and how many it runs.
    async fn shards_connected(&self) -> (usize, usize) {
        let runners = self.shards.runners.lock().await;
        let connected = runners.values().filter(|r| r.stage == ConnectionStage::Connected).count();
        telemetry::shards(connected, runners.len());
        (connected, runners.len())
    }
}

/// The method and path (without any query) of a request, once its head
/// has arrived; `None` for anything that is not an HTTP request head.
async fn request_line(stream: &mut TcpStream) -> Option<(String, String)> {
    let mut head = Vec::with_capacity(512);
    let mut chunk = [0u8; 1024];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        let n = stream.read(&mut chunk).await.ok()?;
        if n == 0 || head.len() + n > HEAD_LIMIT {
            return None;
        }
        head.extend_from_slice(&chunk[..n]);
    }
    let line = String::from_utf8_lossy(&head).lines().next()?.to_string();
    let mut words = line.split_whitespace();
    let (method, target) = (words.next()?, words.next()?);
    let path = target.split('?').next().unwrap_or(target);
    Some((method.to_string(), path.to_string()))
}
