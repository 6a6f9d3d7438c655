//! Parsing the bodies of isolated ops (functions) on other threads.
//!
//! The region of an IsolatedFromAbove op sees no SSA name of the
//! enclosing regions, so once the parser knows where it ends, any thread
//! can parse it into a body of its own. The main parser finds the end
//! with a bracket scan, hands the region to a worker, skips to the end and
//! goes on; workers parse into an [`Ir`] each, which the main parser
//! adopts before resolving deferred locations.
//!
//! A large block (the entry block of a function holding most of a
//! module, as producers export models) is cut into chunks of whole ops,
//! found by a line scan; other threads parse the chunks into bodies of
//! their own, leaving the names they use but do not define as forward
//! references, while the parser goes on with the first chunk. It then
//! joins the chunks in order: their entities move into its body, their
//! forward references are resolved to the values the chunks before
//! defined (their uses put where a sequential parse would have put them),
//! and their names join the scope.
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
use rmlir_ir::{Attribute, Context, Ident, Ir, Type};

use crate::ops::Argument;
use crate::parser::{DeferredLoc, LocTarget, Parser};
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

/// A run of whole ops of a large block to parse elsewhere: from `start`,
/// where an op begins, to `end`, where the next chunk's first op begins.
pub(crate) struct ChunkJob<'a> {
    index: usize,
    start: u32,
    end: u32,
    line_cursor: (u32, u32, u32),
    default_dialect: Vec<&'static str>,
    type_aliases: TypeAliases<'a>,
    attr_aliases: AttrAliases<'a>,
    results: Sender<(usize, Option<ChunkParsed<'a>>)>,
}

/// A parsed chunk: its ops in `block` of the root body of `ir`, and what
/// joining them to the enclosing block needs.
pub(crate) struct ChunkParsed<'a> {
    ir: Ir,
    block: BlockId,
    deferred_locs: Vec<DeferredLoc<'a>>,
    /// End of the chunk's last token.
    prev_end: u32,
    /// Values the chunk defines at its level: name, result number, value.
    defs: Vec<(&'a [u8], u32, rmlir_ir::Value, u32)>,
    /// Names used and not defined: stand-ins for values of other chunks.
    uses: Vec<(&'a [u8], u32, rmlir_ir::Value)>,
    /// Names defined in the chunk's nested regions (scoped out since).
    scoped: Vec<&'a [u8]>,
    /// Block arguments of the root body located at stand-ins' definitions.
    arg_loc_fixups: Vec<(rmlir_ir::Value, rmlir_ir::Value)>,
}

/// Work for the pool's threads.
pub(crate) enum Work<'a> {
    Region(Job<'a>),
    Chunk(ChunkJob<'a>),
}

/// A parsed region: its body (and bodies of isolated ops inside) as the
/// root body of an [`Ir`], with the locations left to resolve.
pub(crate) struct Parsed<'a> {
    pub ir: Ir,
    pub deferred_locs: Vec<DeferredLoc<'a>>,
}

/// What a thread's parsers carry from one piece of work to the next: the
/// memo of type and attribute text and the interned identifiers. A chunk
/// is a few thousand ops; starting each with empty caches would parse and
/// unique again, per chunk, the signatures a sequential parse reads once.
#[derive(Default)]
pub(crate) struct Warm<'a> {
    memo: crate::memo::Memo<'a>,
    idents: FxHashMap<&'a [u8], Ident>,
    /// The alias tables the memo was filled under: text means the same
    /// under the same tables (an alias used before its definition is an
    /// error the memo must not hide).
    aliases: Option<(TypeAliases<'a>, AttrAliases<'a>)>,
}

impl<'a> Warm<'a> {
    /// Hands the caches to `p`, the memo only if filled under its aliases.
    fn lend(&mut self, p: &mut Parser<'a>) {
        p.ident_cache = std::mem::take(&mut self.idents);
        let same = self.aliases.as_ref().is_some_and(|(t, a)| {
            Arc::ptr_eq(t, &p.type_aliases) && Arc::ptr_eq(a, &p.attr_aliases)
        });
        if same {
            p.memo = std::mem::take(&mut self.memo);
        }
    }

    /// Takes the caches back from `p` once its work is done.
    fn keep(&mut self, p: &mut Parser<'a>) {
        self.idents = std::mem::take(&mut p.ident_cache);
        self.memo = std::mem::take(&mut p.memo);
        self.aliases = Some((p.type_aliases.clone(), p.attr_aliases.clone()));
    }
}

struct Done<'a> {
    index: usize,
    parsed: Option<Parsed<'a>>,
}

/// The main parser's side: where jobs go and results come from.
pub(crate) struct Pool<'a> {
    jobs: Option<Sender<Work<'a>>>,
    /// The workers' side of `jobs`, for the main parser to take work from
    /// while it waits for chunks.
    job_rx: Arc<Mutex<Receiver<Work<'a>>>>,
    done_tx: Sender<Done<'a>>,
    done: Receiver<Done<'a>>,
    ctx: &'a Context,
    src: &'a [u8],
    opts: &'a ParseOptions,
    /// Jobs sent and not yet taken by a worker.
    waiting: Arc<AtomicUsize>,
    workers: usize,
    /// The body each job's region belongs to, by job index.
    bodies: Vec<BodyId>,
    /// The caches of the work the main thread takes on while it waits.
    warm: std::cell::RefCell<Warm<'a>>,
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
        let (job_tx, job_rx) = channel::<Work<'a>>();
        let (done_tx, done_rx) = channel::<Done<'a>>();
        let job_rx = Arc::new(Mutex::new(job_rx));
        let waiting = Arc::new(AtomicUsize::new(0));
        for _ in 0..workers {
            let (job_rx, done_tx, waiting) = (job_rx.clone(), done_tx.clone(), waiting.clone());
            scope.spawn(move || {
                let mut warm = Warm::default();
                loop {
                    let job = match job_rx.lock() {
                        Ok(rx) => rx.recv(),
                        Err(_) => return,
                    };
                    let Ok(job) = job else { return };
                    waiting.fetch_sub(1, Ordering::Relaxed);
                    if !do_work(ctx, src, opts, job, &done_tx, &mut warm) {
                        return;
                    }
                }
            });
        }
        Pool {
            jobs: Some(job_tx),
            job_rx,
            done_tx,
            done: done_rx,
            ctx,
            src,
            opts,
            waiting,
            workers,
            bodies: Vec::new(),
            warm: Default::default(),
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

    /// Does one piece of waiting work on this thread, if there is one and
    /// no worker is taking it right now.
    fn help(&self) -> bool {
        let work = match self.job_rx.try_lock() {
            Ok(rx) => rx.try_recv().ok(),
            Err(_) => None,
        };
        let Some(work) = work else { return false };
        self.waiting.fetch_sub(1, Ordering::Relaxed);
        let mut warm = self.warm.borrow_mut();
        do_work(self.ctx, self.src, self.opts, work, &self.done_tx, &mut warm);
        true
    }
}

/// Does a piece of work and sends its result; false once nobody listens.
fn do_work<'a>(
    ctx: &'a Context,
    src: &'a [u8],
    opts: &ParseOptions,
    work: Work<'a>,
    done: &Sender<Done<'a>>,
    warm: &mut Warm<'a>,
) -> bool {
    match work {
        Work::Region(job) => {
            let index = job.index;
            let parsed =
                stacker::maybe_grow(64 * 1024, 8 * 1024 * 1024, || run(ctx, src, opts, job, warm));
            done.send(Done { index, parsed }).is_ok()
        }
        Work::Chunk(job) => {
            let (index, results) = (job.index, job.results.clone());
            let parsed = stacker::maybe_grow(64 * 1024, 8 * 1024 * 1024, || {
                run_chunk(ctx, src, opts, job, warm)
            });
            // The block's parser may have given up on the chunks already.
            let _ = results.send((index, parsed));
            true
        }
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
        // A region large enough to be parsed in chunks is parsed here,
        // where the pool's threads can share it: the scan stops where
        // such a region would still go on (a function holding megabytes
        // of constants is not read through twice).
        let max = self.chunk.min.saturating_mul(2);
        let scanned = &self.src[..self.src.len().min(start.saturating_add(max) as usize)];
        let end = region_end(scanned, start)?;
        if end - start < MIN_DEFER_BYTES || end - start >= max {
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
        if pool.jobs.as_ref()?.send(Work::Region(job)).is_err() {
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
    warm: &mut Warm<'a>,
) -> Option<Parsed<'a>> {
    let mut p = Parser::new(ctx, src, opts);
    p.worker = true;
    p.type_aliases = job.type_aliases;
    p.attr_aliases = job.attr_aliases;
    warm.lend(&mut p);
    p.default_dialect = job.default_dialect;
    p.line_cursor = job.line_cursor;
    p.lex.reset_to(job.start);
    p.tok = p.lex.lex();
    // Stands in for the enclosing scope, which was checked to be empty.
    p.push_scope(true);
    let root = rmlir_ir::ir::root_body_id();
    p.ir.body_mut(root).reserve(ops_guess(job.start, job.end));
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
    warm.keep(&mut p);
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

/// About how many ops the text from `start` to `end` holds, from the
/// bytes an op takes in the custom form producers print (about 100 with
/// its location): taking on the few reallocations of growing one by one.
fn ops_guess(start: u32, end: u32) -> usize {
    (end.saturating_sub(start) / 112) as usize
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
                // Strings may be long (hex data): skip to what ends them.
                loop {
                    // An unterminated string: no region end.
                    let n = memchr::memchr3(b'"', b'\\', b'\n', src.get(i..)?)?;
                    i += n;
                    match src[i] {
                        b'\n' => return None,
                        // An escaped quote or backslash; a newline still
                        // ends the line.
                        b'\\' if src.get(i + 1) == Some(&b'\n') => return None,
                        b'\\' => i += 2,
                        _ => break,
                    }
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

/// Blocks of at least this many bytes are parsed in chunks.
const CHUNK_MIN_BYTES: u32 = 1 << 20;

/// How many large blocks that could not be cut (their ops nested in a
/// few) are scanned: each scan reads the block's text again.
const MAX_UNCUTTABLE: u32 = 8;

/// What the parser of a buffer knows of its blocks' sizes.
pub(crate) struct ChunkState {
    /// Blocks of at least this many bytes are cut...
    pub min: u32,
    /// ...into chunks of about this many.
    pub bytes: u32,
    /// Blocks starting before this offset are too small to cut.
    pub small_until: u32,
    /// Large blocks found uncuttable so far.
    pub uncuttable: u32,
}

impl ChunkState {
    pub(crate) fn new(opts: &ParseOptions) -> Self {
        let forced = opts
            .parallel_min_bytes
            .map(|n| u32::try_from(n).unwrap_or(u32::MAX));
        ChunkState {
            min: forced.unwrap_or(CHUNK_MIN_BYTES),
            bytes: forced.unwrap_or(CHUNK_BYTES),
            small_until: 0,
            uncuttable: 0,
        }
    }
}

/// Bytes of text per chunk: about 5000 ops.
const CHUNK_BYTES: u32 = 256 << 10;

impl<'a> Parser<'a> {
    /// Parses the ops of `block`, from the current token (the block's
    /// first op), in chunks on the pool's threads when the block is large:
    /// see the module comment. Returns with the parser after the last
    /// chunk, the block's last ops left to parse as usual. Does nothing
    /// when the block is small or its ops cannot be cut into chunks.
    pub(crate) fn parse_block_in_chunks(&mut self, block: BlockId) -> crate::parser::PResult<()> {
        if self.pool.is_none() || self.worker {
            return Ok(());
        }
        let start = self.tok.start;
        let (min, bytes) = (self.chunk.min, self.chunk.bytes);
        if start.saturating_add(min) > self.chunkable_until
            || start < self.chunk.small_until
            || self.chunk.uncuttable >= MAX_UNCUTTABLE
        {
            return Ok(());
        }
        let (cuts, block_end) = chunk_cuts(self.src, start, self.chunkable_until, min, bytes);
        if block_end - start < min {
            // Neither this block nor any nested in it is worth a look.
            self.chunk.small_until = block_end;
        }
        let Some(cuts) = cuts else {
            // Large, with most ops nested: a nested block may be cut, but
            // not every block of a deep nest is scanned again.
            if min > 0 && block_end - start >= min {
                self.chunk.uncuttable += 1;
            }
            return Ok(());
        };
        self.parallel_used = true;
        let (tx, rx) = channel();
        let saved_cursor = self.line_cursor;
        for (i, w) in cuts.windows(2).enumerate().skip(1) {
            self.line_col(w[0]);
            let job = ChunkJob {
                index: i,
                start: w[0],
                end: w[1],
                line_cursor: self.line_cursor,
                default_dialect: self.default_dialect.clone(),
                type_aliases: self.type_aliases.clone(),
                attr_aliases: self.attr_aliases.clone(),
                results: tx.clone(),
            };
            let pool = self.pool.as_ref().expect("checked");
            pool.waiting.fetch_add(1, Ordering::Relaxed);
            if pool
                .jobs
                .as_ref()
                .and_then(|j| j.send(Work::Chunk(job)).ok())
                .is_none()
            {
                return Err(crate::parser::Diag::new(start, "chunk not parsed"));
            }
        }
        drop(tx);
        self.line_cursor = saved_cursor;
        // The first chunk, here, while the others are parsed elsewhere;
        // the blocks nested in it are small.
        self.chunk.small_until = cuts[1];
        while self.tok.start < cuts[1] {
            self.parse_operation(block)?;
        }
        if self.tok.start != cuts[1] {
            return Err(crate::parser::Diag::new(
                cuts[1],
                "chunk boundary inside an op",
            ));
        }
        // Join the others in order, helping with waiting work meanwhile.
        let chunks = cuts.len() - 2;
        let mut ready: Vec<Option<ChunkParsed<'a>>> = (0..chunks).map(|_| None).collect();
        let mut next = 0;
        while next < chunks {
            if let Some(c) = ready[next].take() {
                self.join_chunk(block, c)?;
                next += 1;
                continue;
            }
            let got = match rx.try_recv() {
                Ok(r) => Some(r),
                Err(_) => {
                    if self.pool.as_ref().is_some_and(|p| p.help()) {
                        continue;
                    }
                    rx.recv().ok()
                }
            };
            match got {
                Some((i, Some(c))) => ready[i - 1] = Some(c),
                _ => return Err(crate::parser::Diag::new(start, "a chunk failed to parse")),
            }
        }
        let end = *cuts.last().expect("cuts");
        self.reset_to(end);
        // The ops after the last cut, with the blocks nested in them,
        // are left to parse in place.
        self.chunk.small_until = block_end;
        Ok(())
    }

    /// Moves chunk `c` into the current body at the end of `block` and
    /// joins its names to the scope; fails where a sequential parse could
    /// differ (it then decides).
    fn join_chunk(&mut self, block: BlockId, c: ChunkParsed<'a>) -> crate::parser::PResult<()> {
        let fail = |what: &str| Err(crate::parser::Diag::new(c.prev_end, what.to_string()));
        let cur = self.cur_body;
        let root = rmlir_ir::ir::root_body_id();
        let base = self.ir.num_bodies() as u32;
        let remap = move |b: BodyId| {
            if b == root {
                cur
            } else {
                BodyId::from_u32(base + b.as_u32() - 1)
            }
        };
        let mut bodies = c.ir.into_bodies();
        let chunk_body = bodies.remove(0);
        let at = self.ir.body_mut(cur).absorb(chunk_body, &remap);
        for mut nested in bodies {
            let owner = nested.owner().map(|(b, op)| {
                if b == root {
                    (cur, at.op(op))
                } else {
                    (remap(b), op)
                }
            });
            nested.remap_body_ids(&remap);
            nested.set_owner(owner);
            let id = self.ir.new_body();
            *self.ir.body_mut(id) = nested;
        }
        self.ir
            .body_mut(cur)
            .move_block_ops(at.block(c.block), block);
        let mut resolved = rustc_hash::FxHashMap::default();
        for (name, number, stand_in) in c.uses {
            let stand_in = at.value(stand_in);
            let scope = self.isolated_scopes.last().expect("a scope");
            let Some(e) = scope.values.get(name).and_then(|e| e.get(number as usize)) else {
                return fail("a chunk uses a name not defined before it");
            };
            let Some((b, v)) = e.value else {
                return fail("a chunk uses a name not defined before it");
            };
            let body = self.ir.body(cur);
            if b != cur
                || self.fwd_placeholders.contains_key(&(b, v))
                || body.value_type(v) != body.value_type(stand_in)
            {
                return fail("a chunk uses a name not defined before it");
            }
            self.ir.body_mut(cur).splice_uses(stand_in, v);
            resolved.insert(stand_in, v);
        }
        for &(arg, stand_in) in &c.arg_loc_fixups {
            let Some(&v) = resolved.get(&at.value(stand_in)) else {
                return fail("a chunk's argument location is of an unknown value");
            };
            let body = self.ir.body(cur);
            let loc = match body.value_def(v) {
                rmlir_ir::ValueDef::Result { op, .. } => body.op(op).loc,
                _ => body.arg_loc(v).unwrap_or_else(|| self.ctx.unknown_loc()),
            };
            self.ir.body_mut(cur).set_arg_loc(at.value(arg), loc);
        }
        for &(name, number, v, loc) in &c.defs {
            let scope = self.isolated_scopes.last_mut().expect("a scope");
            let entries = scope.values.entry(name);
            if entries
                .get(number as usize)
                .is_some_and(|e| e.value.is_some())
            {
                return fail("a chunk redefines a name");
            }
            while entries.len() <= number as usize {
                entries.push(crate::parser::ValEntry::default());
            }
            entries[number as usize] = crate::parser::ValEntry {
                value: Some((cur, at.value(v))),
                loc,
            };
            scope.defs_per_scope.last_mut().expect("a scope").push(name);
        }
        let scope = self.isolated_scopes.last().expect("a scope");
        for name in c.scoped {
            if scope
                .values
                .get(name)
                .is_some_and(|e| e.iter().any(|x| x.value.is_some()))
            {
                return fail("a chunk's nested region redefines a name");
            }
        }
        for mut d in c.deferred_locs {
            d.target = match d.target {
                LocTarget::Op(b, op) if b == root => LocTarget::Op(cur, at.op(op)),
                LocTarget::Op(b, op) => LocTarget::Op(remap(b), op),
                LocTarget::Arg(b, v) if b == root => LocTarget::Arg(cur, at.value(v)),
                LocTarget::Arg(b, v) => LocTarget::Arg(remap(b), v),
            };
            self.deferred_locs.push(d);
        }
        self.prev_end = c.prev_end;
        self.parallel_chunks += 1;
        Ok(())
    }
}

/// Where to cut the block whose first op starts at `start` into chunks:
/// `start`, the first op of each further chunk, and the first op left to
/// the block's parser (its last ops). A line starts an op when it is at
/// the indentation of the block's first op and begins with `%`, `"` or a
/// letter; other lines there continue an op (the generic form prints a
/// region's closing `})` and entry label at its op's indentation). A line
/// at a smaller indentation ends the block. `None` for a block too small
/// to cut. A cut that is not between two ops (text laid out otherwise)
/// makes the chunk's parse fail, and the buffer is parsed sequentially.
fn chunk_cuts(src: &[u8], start: u32, limit: u32, min: u32, bytes: u32) -> (Option<Vec<u32>>, u32) {
    let line_start = memchr::memrchr(b'\n', &src[..start as usize]).map_or(0, |i| i + 1);
    let indent = &src[line_start..start as usize];
    if !indent.iter().all(|&c| c == b' ') {
        return (None, start);
    }
    let indent = indent.len();
    let limit = (limit as usize).min(src.len());
    let mut cuts = vec![start];
    let mut next_cut = start as usize + bytes as usize;
    let mut at = start as usize;
    let mut end = limit;
    while let Some(nl) = memchr::memchr(b'\n', &src[at..limit]) {
        at += nl + 1;
        end = at;
        let line = &src[at..limit];
        let spaces = line.iter().take_while(|&&c| c == b' ').count();
        match line.get(spaces) {
            None => break,
            Some(b'\n') | Some(b'/') => continue,
            Some(_) if spaces < indent => break,
            Some(&c) if spaces == indent && at + spaces >= next_cut => {
                if c == b'%' || c == b'"' || c.is_ascii_alphabetic() {
                    cuts.push((at + spaces) as u32);
                    next_cut = at + spaces + bytes as usize;
                }
            }
            Some(_) => {}
        }
    }
    let end = end as u32;
    // The last cut is where the block's own parser takes over: at least
    // two chunks before it, one of them on another thread.
    if cuts.len() < 3 || cuts[cuts.len() - 1] - start < min {
        return (None, end);
    }
    (Some(cuts), end)
}

/// Parses one chunk of ops as the block's parser would have.
fn run_chunk<'a>(
    ctx: &'a Context,
    src: &'a [u8],
    opts: &ParseOptions,
    job: ChunkJob<'a>,
    warm: &mut Warm<'a>,
) -> Option<ChunkParsed<'a>> {
    let mut p = Parser::new(ctx, src, opts);
    p.worker = true;
    p.type_aliases = job.type_aliases;
    p.attr_aliases = job.attr_aliases;
    warm.lend(&mut p);
    p.default_dialect = job.default_dialect;
    p.line_cursor = job.line_cursor;
    p.lex.reset_to(job.start);
    p.tok = p.lex.lex();
    // Stands in for the block's scope: names of the chunks before it are
    // forward references here.
    p.push_scope(true);
    p.chunk_names = Some(Default::default());
    let root = rmlir_ir::ir::root_body_id();
    let block = {
        let body = p.ir.body_mut(root);
        body.reserve(ops_guess(job.start, job.end));
        let r = body.add_root_region();
        let b = body.create_block();
        body.append_block(r, b);
        b
    };
    while p.tok.start < job.end {
        if matches!(p.tok.kind, crate::lexer::TokenKind::Eof) {
            return None;
        }
        p.parse_operation(block).ok()?;
    }
    if p.tok.start != job.end
        || !p.lex.errors().is_empty()
        || p.isolation_error.is_some()
        || p.isolated_scopes.len() != 1
        || p.block_scopes.len() != 1
        || !p.block_scopes[0].by_name.is_empty()
    {
        return None;
    }
    warm.keep(&mut p);
    let names = p.chunk_names.take()?;
    let scope = &p.isolated_scopes[0];
    let mut defs = Vec::new();
    let mut seen: rustc_hash::FxHashSet<&'a [u8]> = Default::default();
    for &name in scope.defs_per_scope.first()? {
        if !seen.insert(name) {
            continue;
        }
        for (n, e) in scope.values.get(name)?.iter().enumerate() {
            if let Some((b, v)) = e.value {
                if b == root && !p.fwd_placeholders.contains_key(&(b, v)) {
                    defs.push((name, n as u32, v, e.loc));
                }
            }
        }
    }
    let mut uses = Vec::new();
    for (name, number) in names.forward {
        let e = scope.values.get(name)?.get(number as usize)?;
        if let Some((b, v)) = e.value {
            if p.fwd_placeholders.contains_key(&(b, v)) {
                uses.push((name, number, v));
            }
        }
    }
    // Every stand-in is for a name of the block's scope.
    if uses.len() != p.fwd_placeholders.len() {
        return None;
    }
    let mut arg_loc_fixups = Vec::new();
    for &(b, arg, v) in &p.arg_loc_fixups {
        if b != root {
            return None;
        }
        arg_loc_fixups.push((arg, v));
    }
    Some(ChunkParsed {
        ir: p.ir,
        block,
        deferred_locs: p.deferred_locs,
        prev_end: p.prev_end,
        defs,
        uses,
        scoped: names.scoped,
        arg_loc_fixups,
    })
}
