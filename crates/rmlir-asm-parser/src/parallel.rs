//! Parsing the bodies of isolated ops (functions) on other threads.
//!
//! The region of an IsolatedFromAbove op sees no SSA name of the
//! enclosing regions, so once the parser knows where it ends, any thread
//! can parse it into a body of its own. The main parser finds the end
//! with a bracket scan, hands the region to a worker, skips to the end and
//! goes on; workers parse into an [`Ir`] each, which the main parser
//! adopts before resolving deferred locations.
//!
//! The result must be the IR a sequential parse makes, so a region is
//! handed off only when nothing outside it can change how it parses: no
//! SSA name visible from the enclosing scope, one region, and a worker
//! parse that ends exactly at the scanned end. Whatever a worker cannot
//! reproduce (`distinct` ids, which are shared across the file; names of
//! enclosing regions; any error) makes it fail, and a failure anywhere
//! makes [`crate::parse_source`] parse the buffer again sequentially, so
//! diagnostics are always the sequential parser's.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Arc, Mutex};

use rustc_hash::FxHashMap;

use rmlir_ir::body::{BlockId, BodyId};
use rmlir_ir::{Attribute, Context, Ir, Type};

use crate::ops::Argument;
use crate::parser::{DeferredLoc, Parser};
use crate::ParseOptions;

/// Inputs smaller than this parse on one thread: not worth the threads.
pub(crate) const PARALLEL_MIN_BYTES: usize = 1 << 20;

/// Regions smaller than this are parsed in place.
const MIN_DEFER_BYTES: u32 = 2048;

/// Alias tables as a region sees them when it is handed off (aliases are
/// only defined at the top level, so a region's view never changes).
pub(crate) type TypeAliases<'a> = Arc<FxHashMap<&'a [u8], Type>>;
pub(crate) type AttrAliases<'a> = Arc<FxHashMap<&'a [u8], Attribute>>;

/// A region to parse elsewhere.
pub(crate) struct Job<'a> {
    index: usize,
    /// Offset of its `{`, and just past its `}`.
    start: u32,
    end: u32,
    args: Vec<Argument<'a>>,
    enable_shadowing: bool,
    line_cursor: (u32, u32, u32),
    default_dialect: Vec<&'static str>,
    type_aliases: TypeAliases<'a>,
    attr_aliases: AttrAliases<'a>,
}

/// A parsed region: its body (and bodies of isolated ops inside) as the
/// root body of an [`Ir`], with the locations left to resolve.
pub(crate) struct Parsed<'a> {
    pub ir: Ir,
    pub deferred_locs: Vec<DeferredLoc<'a>>,
}

struct Done<'a> {
    index: usize,
    parsed: Option<Parsed<'a>>,
}

/// The main parser's side: where jobs go and results come from.
pub(crate) struct Pool<'a> {
    jobs: Option<Sender<Job<'a>>>,
    done: Receiver<Done<'a>>,
    /// Jobs sent and not yet taken by a worker.
    waiting: Arc<AtomicUsize>,
    workers: usize,
    /// The body each job's region belongs to, by job index.
    bodies: Vec<BodyId>,
}

impl<'a> Pool<'a> {
    /// Starts `workers` threads in `scope` parsing jobs of `src`.
    pub(crate) fn start<'s>(
        scope: &'s std::thread::Scope<'s, 'a>,
        ctx: &'a Context,
        src: &'a [u8],
        opts: &'a ParseOptions,
        workers: usize,
    ) -> Self {
        let (job_tx, job_rx) = channel::<Job<'a>>();
        let (done_tx, done_rx) = channel::<Done<'a>>();
        let job_rx = Arc::new(Mutex::new(job_rx));
        let waiting = Arc::new(AtomicUsize::new(0));
        for _ in 0..workers {
            let (job_rx, done_tx, waiting) = (job_rx.clone(), done_tx.clone(), waiting.clone());
            scope.spawn(move || loop {
                let job = match job_rx.lock() {
                    Ok(rx) => rx.recv(),
                    Err(_) => return,
                };
                let Ok(job) = job else { return };
                waiting.fetch_sub(1, Ordering::Relaxed);
                let index = job.index;
                let parsed =
                    stacker::maybe_grow(64 * 1024, 8 * 1024 * 1024, || run(ctx, src, opts, job));
                if done_tx.send(Done { index, parsed }).is_err() {
                    return;
                }
            });
        }
        Pool {
            jobs: Some(job_tx),
            done: done_rx,
            waiting,
            workers,
            bodies: Vec::new(),
        }
    }

    /// Whether a worker would take a job soon: fewer are waiting than
    /// there are workers, so the main thread keeps parsing regions itself
    /// while the workers are busy.
    fn has_room(&self) -> bool {
        self.waiting.load(Ordering::Relaxed) < self.workers
    }

    /// Every job's result in order, after the main parser is done; `None`
    /// if any job failed.
    pub(crate) fn finish(mut self) -> Option<Vec<(BodyId, Parsed<'a>)>> {
        self.jobs = None;
        let mut out: Vec<Option<Parsed<'a>>> = (0..self.bodies.len()).map(|_| None).collect();
        for _ in 0..self.bodies.len() {
            let done = self.done.recv().ok()?;
            out[done.index] = Some(done.parsed?);
        }
        self.bodies
            .iter()
            .zip(out)
            .map(|(&b, p)| p.map(|p| (b, p)))
            .collect()
    }

    /// Whether any region was handed off.
    pub(crate) fn used(&self) -> bool {
        !self.bodies.is_empty()
    }
}

impl<'a> Parser<'a> {
    /// Hands the region at the current `{` of an isolated op to a worker
    /// when that gives the sequential parse's result, returning the
    /// region's blocks as the op's parser expects them (one stand-in block
    /// in `body`, replaced by the worker's body on adoption). `None` when
    /// the region is to be parsed here.
    pub(crate) fn try_defer_region(
        &mut self,
        body: BodyId,
        entry_args: &[Argument<'a>],
        enable_shadowing: bool,
    ) -> Option<BlockId> {
        let pool = self.pool.as_ref()?;
        if !pool.has_room() || !self.is(crate::lexer::TokenKind::LBrace) {
            return None;
        }
        // Names visible from the region would change how it parses
        // (redefinitions, uses of outer values).
        let scope = self.isolated_scopes.last()?;
        if scope.defs_per_scope.iter().any(|d| !d.is_empty()) || !self.fwd_placeholders.is_empty() {
            return None;
        }
        let start = self.tok.start;
        let end = region_end(self.src, start)?;
        if end - start < MIN_DEFER_BYTES {
            return None;
        }
        self.line_col(start);
        let pool = self.pool.as_mut()?;
        let job = Job {
            index: pool.bodies.len(),
            start,
            end,
            args: entry_args.to_vec(),
            enable_shadowing,
            line_cursor: self.line_cursor,
            default_dialect: self.default_dialect.clone(),
            type_aliases: self.type_aliases.clone(),
            attr_aliases: self.attr_aliases.clone(),
        };
        pool.waiting.fetch_add(1, Ordering::Relaxed);
        if pool.jobs.as_ref()?.send(job).is_err() {
            pool.waiting.fetch_sub(1, Ordering::Relaxed);
            return None;
        }
        pool.bodies.push(body);
        self.lex.reset_to(end);
        self.prev_end = end;
        self.tok = self.lex.lex();
        Some(self.ir.body_mut(body).create_block())
    }
}

/// Parses one handed-off region as the main parser would have.
fn run<'a>(
    ctx: &'a Context,
    src: &'a [u8],
    opts: &ParseOptions,
    job: Job<'a>,
) -> Option<Parsed<'a>> {
    let mut p = Parser::new(ctx, src, opts);
    p.worker = true;
    p.type_aliases = job.type_aliases;
    p.attr_aliases = job.attr_aliases;
    p.default_dialect = job.default_dialect;
    p.line_cursor = job.line_cursor;
    p.lex.reset_to(job.start);
    p.tok = p.lex.lex();
    // Stands in for the enclosing scope, which was checked to be empty.
    p.push_scope(true);
    let root = rmlir_ir::ir::root_body_id();
    let blocks = p
        .parse_region_in(Some(root), &job.args, job.enable_shadowing)
        .ok()?;
    if p.prev_end != job.end
        || !p.lex.errors().is_empty()
        || !p.fwd_placeholders.is_empty()
        || p.isolation_error.is_some()
    {
        return None;
    }
    let body = p.ir.body_mut(root);
    let r = body.add_root_region();
    for b in blocks {
        body.append_block(r, b);
    }
    Some(Parsed {
        ir: p.ir,
        deferred_locs: p.deferred_locs,
    })
}

/// The offset just past the `}` matching the `{` at `start`, skipping
/// strings and comments; `None` if the brackets do not match.
fn region_end(src: &[u8], start: u32) -> Option<u32> {
    let mut stack: Vec<u8> = Vec::new();
    let mut i = start as usize;
    while i < src.len() {
        let c = src[i];
        match c {
            b'"' => {
                i += 1;
                while i < src.len() && src[i] != b'"' {
                    if src[i] == b'\\' {
                        i += 1;
                    }
                    if src.get(i) == Some(&b'\n') {
                        return None;
                    }
                    i += 1;
                }
            }
            b'/' if src.get(i + 1) == Some(&b'/') => {
                i = memchr::memchr(b'\n', &src[i..]).map_or(src.len(), |n| i + n);
                continue;
            }
            b'{' | b'(' | b'[' => stack.push(c),
            b'}' | b')' | b']' => {
                let open = match c {
                    b'}' => b'{',
                    b')' => b'(',
                    _ => b'[',
                };
                if stack.pop() != Some(open) {
                    return None;
                }
                if stack.is_empty() {
                    return Some(i as u32 + 1);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::region_end;

    #[test]
    fn region_end_skips_strings_and_comments() {
        let src = br#"x { a = "}\"{" // } {
 { [()] } } y"#;
        assert_eq!(region_end(src, 2), Some(src.len() as u32 - 2));
        assert_eq!(region_end(b"{ (} ", 0), None);
        assert_eq!(region_end(b"{ { }", 0), None);
    }
}
