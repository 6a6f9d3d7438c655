//! The assembly printer: prints IR byte-identically to upstream `mlir-opt`.
//!
//! * [`print_ir`] prints a whole file: non-deferred aliases, the top op,
//!   deferred (location) aliases and the `{-# ... #-}` metadata block.
//! * [`print_op`], [`print_type`], [`print_attribute`], [`print_location`]
//!   print single things in local scope (no aliases), for diagnostics.
//!
//! Structure (mirroring upstream's AsmPrinter.cpp, written anew):
//! `names` numbers SSA values and blocks, `alias` walks the IR once to build
//! the alias table, `write` prints types/attributes/locations, `dense`
//! prints elements, `custom` holds the [`OpAsmPrinter`] hook used by ops
//! with a custom assembly form.

mod alias;
mod asm_state;
pub mod custom;
mod dense;
mod names;
mod util;
mod write;

#[cfg(test)]
mod tests;

use rustc_hash::FxHashSet;
use smallvec::SmallVec;

pub use asm_state::{print_location_with, AsmState};
pub use custom::merged_attrs;
pub use util::{decimal_digits, OutBuf};
pub use write::Elide;

use alias::{AliasCollector, AliasEntry, AliasTable};
use names::{Detached, NameFlags, NameState};
use util::*;
use write::{grow, Writer};

use crate::asm::{AsmPrinter, OpAsmPrinter};
use crate::attributes::{Attribute, Location, NamedAttr};
use crate::body::{BlockId, BodyId, OpId, RegionId, Value};
use crate::context::{Context, Ident};
use crate::dialect::OpTraits;
use crate::ir::{Ir, OpRef};
use crate::resources::{FileMetadata, ResourceValue};
use crate::types::Type;
use crate::view::{OpView, RegionView};

/// Printing flags, as mlir-opt's `--mlir-print-*` options.
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debug_info: bool,
    /// `--mlir-pretty-debuginfo` (locations without `loc(...)`).
    pub pretty_debug_info: bool,
    /// `--mlir-print-local-scope`: no aliases, no metadata block.
    pub local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`.
    pub elide_elements_if_larger: Option<u64>,
    /// `--mlir-print-elementsattrs-with-hex-if-larger=N` (`-1` disables
    /// hex); `None` means upstream's default of 100.
    pub hex_elements_if_larger: Option<i64>,
    /// Print on the calling thread only (`--mlir-disable-threading`).
    pub single_threaded: bool,
    /// `--mlir-print-unique-ssa-ids`: number values across the whole IR,
    /// never reusing a number in sibling regions (always so in generic form).
    pub unique_ssa_ids: bool,
    /// `--mlir-print-skip-regions`: every region prints as `{...}`.
    pub skip_regions: bool,
    /// `--mlir-print-value-users`: `// users: ...` after each op and
    /// `// %x is used by ...` lines after block headers; ops without
    /// results get an id from the value numbering.
    pub value_users: bool,
    /// `--mlir-use-nameloc-as-prefix`: values whose location holds a
    /// `NameLoc` are named after it (`%alice`, `%alice_0`, ...).
    pub use_nameloc_as_prefix: bool,
    /// `--mlir-print-assume-verified`. Unless this is set, the printer
    /// verifies the op first and prints it in the generic form if it fails
    /// (upstream's `verifyOpAndAdjustFlags`): custom printers may rely on
    /// their op's invariants. Set it when the IR is known to verify.
    pub assume_verified: bool,
    /// Ops per half-wave of parallel printing, `None` for the default. Small
    /// values force the parallel path on small inputs, for tests.
    #[doc(hidden)]
    pub parallel_chunk_ops: Option<usize>,
}

/// Whether an op is registered (in rmlir, or in upstream mlir-opt).
pub(crate) fn is_registered_upstream(ctx: &Context, name: Ident) -> bool {
    if ctx.op_def(name).is_some() {
        return true;
    }
    let n = ctx.ident_bytes(name);
    match n.iter().position(|&c| c == b'.') {
        Some(i) => crate::dialect::is_upstream_dialect(&n[..i]),
        None => false,
    }
}

pub(crate) fn is_terminator(ctx: &Context, name: Ident) -> bool {
    ctx.op_def(name)
        .is_some_and(|d| d.traits.contains(OpTraits::TERMINATOR))
}

/// A type as upstream prints it in diagnostics (no aliases).
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut s = String::new();
    print_type(ctx, t, &mut s);
    s
}

/// An attribute as upstream prints it in diagnostics (no aliases).
pub fn attr_to_string(ctx: &Context, a: Attribute) -> String {
    let mut s = String::new();
    print_attribute(ctx, a, &mut s);
    s
}

/// IR to print or verify has no top-level operation: nothing was
/// built, or a block was filled and never made a module.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct NoTopLevelOp;

impl std::fmt::Display for NoTopLevelOp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the IR has no top-level operation: build a module with `builder::ModuleBuilder`, or make one with `Ir::finish_top_level` once a block is filled")
    }
}

impl std::error::Error for NoTopLevelOp {}

/// Prints the whole IR as `mlir-opt` does, including the final newline.
pub fn print_ir(
    ctx: &Context,
    ir: &Ir,
    meta: &FileMetadata,
    opts: &PrintOptions,
    out: &mut String,
) -> Result<(), NoTopLevelOp> {
    let bytes = print_ir_bytes(ctx, ir, meta, opts)?;
    out.push_str(&String::from_utf8_lossy(&bytes));
    Ok(())
}

/// Prints the whole IR as bytes (exactly what `mlir-opt` writes: byte
/// strings of identifiers and dialect data pass through unchanged).
pub fn print_ir_bytes(
    ctx: &Context,
    ir: &Ir,
    meta: &FileMetadata,
    opts: &PrintOptions,
) -> Result<Vec<u8>, NoTopLevelOp> {
    if ir.top().is_none() {
        return Err(NoTopLevelOp);
    }
    // Most generic ops print in 40 to 100 bytes; reserving up front saves
    // repeated copies of a large output buffer.
    let num_ops: usize = (0..ir.num_bodies())
        .map(|b| ir.body(BodyId::from_u32(b as u32)).num_ops())
        .sum();
    let mut out = OutBuf::with_capacity(num_ops.saturating_mul(64));
    let _ = print_ir_impl(ctx, ir, meta, opts, &mut out, None, None);
    Ok(out.as_bytes().to_vec())
}

/// Where an op starts in printed text: its 1-based line, and its column,
/// counted as upstream's `AsmState::LocationMap` counts it (the op's
/// indentation, from 0).
pub type OpLocation = (OpRef, u32, u32);

/// Prints the whole IR as [`print_ir_bytes`] does (on one thread), with
/// where each printed op starts (ops a custom form leaves out, such as
/// implicit terminators, have no entry). The `snapshot-op-locations` pass
/// makes locations from these.
pub fn print_ir_with_locations(
    ctx: &Context,
    ir: &Ir,
    meta: &FileMetadata,
    opts: &PrintOptions,
) -> Result<(Vec<u8>, Vec<OpLocation>), NoTopLevelOp> {
    if ir.top().is_none() {
        return Err(NoTopLevelOp);
    }
    let opts = PrintOptions {
        single_threaded: true,
        ..opts.clone()
    };
    let mut out = OutBuf::new();
    let mut locations = Vec::new();
    let _ = print_ir_impl(ctx, ir, meta, &opts, &mut out, None, Some(&mut locations));
    Ok((out.as_bytes().to_vec(), locations))
}

/// Like [`print_ir`], but streams the text to `sink` as it is produced,
/// so memory holds about a megabyte of output rather than all of it. IR
/// with no top-level op is an error of kind `InvalidInput` wrapping
/// [`NoTopLevelOp`].
pub fn print_ir_to(
    ctx: &Context,
    ir: &Ir,
    meta: &FileMetadata,
    opts: &PrintOptions,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    if ir.top().is_none() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            NoTopLevelOp,
        ));
    }
    let mut buf = OutBuf::with_capacity(DRAIN_AT + (DRAIN_AT >> 2));
    print_ir_impl(ctx, ir, meta, opts, &mut buf, Some(sink), None)
}

/// Streaming printers drain their buffer past this many bytes.
const DRAIN_AT: usize = 1 << 20;

/// A module, or a chunk of one, with fewer ops (nested ones included)
/// prints on one thread: not worth a thread.
const PARALLEL_MIN_OPS: usize = 1 << 14;

/// A block inside a large chunk prints on all cores when it holds more ops
/// than this at its top level (a large function's entry block does, as
/// does a `gpu.module`-like op holding functions; the body of a loop
/// holding the function's ops prints its own block so).
const PARALLEL_MIN_BLOCK_OPS: usize = 64;

/// Ops in all bodies of `ir`.
fn ir_ops(ir: &Ir) -> usize {
    (0..ir.num_bodies())
        .map(|b| ir.body(BodyId::from_u32(b as u32)).num_ops())
        .sum()
}

/// The numbering of a large module whose functions are numbered apart
/// (see [`NameState::new_split`]): each once, by whichever thread needs it
/// first. A function may sit anywhere in the module's body (inside
/// non-isolated ops, as `gpu.module`s or other dialects' module-like ops
/// hold them): the printer asks for its part on every isolated op it meets
/// ([`OpPrinter::print_full_op`]).
struct SplitNames<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    flags: NameFlags,
    /// The module's body: the only one holding functions numbered apart.
    root: BodyId,
    rest: std::sync::Arc<NameState>,
    detached: Vec<Detached>,
    /// The part numbering each detached body.
    by_body: rustc_hash::FxHashMap<BodyId, usize>,
    done: Vec<std::sync::OnceLock<std::sync::Arc<NameState>>>,
}

impl<'a> SplitNames<'a> {
    fn new(
        ctx: &'a Context,
        ir: &'a Ir,
        flags: NameFlags,
        root: BodyId,
        rest: std::sync::Arc<NameState>,
        detached: Vec<Detached>,
    ) -> Self {
        let by_body = detached
            .iter()
            .enumerate()
            .map(|(i, d)| (d.body, i))
            .collect();
        let done = detached.iter().map(|_| Default::default()).collect();
        SplitNames {
            ctx,
            ir,
            flags,
            root,
            rest,
            detached,
            by_body,
            done,
        }
    }

    fn part(&self, i: usize) -> std::sync::Arc<NameState> {
        self.done[i]
            .get_or_init(|| {
                std::sync::Arc::new(NameState::number_detached(
                    self.ctx,
                    self.ir,
                    self.flags,
                    &self.detached[i],
                    self.rest.clone(),
                ))
            })
            .clone()
    }

    /// The names to print `op` with, if it is a function numbered apart
    /// (they fall back to the module's for `op` itself).
    fn names_for(&self, op: OpRef) -> Option<std::sync::Arc<NameState>> {
        if op.body != self.root {
            return None;
        }
        let body = self.ir.body(op.body).op(op.op).isolated_body()?;
        self.by_body.get(&body).map(|&i| self.part(i))
    }

    /// Numbers functions in print order until `stop` is set.
    fn number_ahead(&self, stop: &std::sync::atomic::AtomicBool) {
        for i in 0..self.detached.len() {
            if stop.load(std::sync::atomic::Ordering::Relaxed) {
                return;
            }
            self.part(i);
        }
    }
}

/// Ops (nested ones included) per chunk of parallel printing: about 100 KB
/// of text, small enough to balance the threads, large enough that handing
/// chunks around costs nothing.
const PARALLEL_CHUNK_OPS: usize = 2048;

fn print_ir_impl(
    ctx: &Context,
    ir: &Ir,
    meta: &FileMetadata,
    opts: &PrintOptions,
    out: &mut OutBuf,
    sink: Option<&mut dyn std::io::Write>,
    locations: Option<&mut Vec<OpLocation>>,
) -> std::io::Result<()> {
    let Some(top) = ir.top() else { return Ok(()) };
    let adjusted = verify_and_adjust(ctx, ir, top, opts);
    let opts = adjusted.as_ref().unwrap_or(opts);
    let parallel = !opts.single_threaded
        && !ctx.has_dense_resources()
        && (opts.parallel_chunk_ops.is_some() || crate::parallel::available_threads() > 1);
    let collect_aliases = |parallel: bool| {
        (!opts.local_scope)
            .then(|| AliasCollector::new(ctx, ir, opts).with_parallel(parallel).collect(top))
    };
    let big = parallel && (opts.parallel_chunk_ops.is_some() || ir_ops(ir) >= PARALLEL_MIN_OPS);
    let flags = OpPrinter::name_flags(opts);
    // On a large module the functions are numbered apart: as many as the
    // aliases leave time for on another thread, the rest by the thread that
    // prints them, just before (their ops are then in its caches).
    let (table, names, split) = if big {
        let (names, detached) = NameState::new_split(ctx, ir, top, flags);
        let names = std::sync::Arc::new(names);
        // The module's regions: a body of their own, as it is isolated.
        let root = ir.regions(top).0;
        let split = SplitNames::new(ctx, ir, flags, root, names.clone(), detached);
        let stop = std::sync::atomic::AtomicBool::new(false);
        let table = std::thread::scope(|s| {
            let helper = s.spawn(|| split.number_ahead(&stop));
            let table = collect_aliases(true);
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
            if let Err(e) = helper.join() {
                std::panic::resume_unwind(e);
            }
            table
        });
        (table, names, Some(split))
    } else {
        let names = NameState::new(ctx, ir, top, flags);
        (collect_aliases(false), std::sync::Arc::new(names), None)
    };
    let mut p = OpPrinter::with_names(ctx, ir, opts, table.as_ref(), out, names);
    if let Some(s) = sink {
        p.sink = Some(s);
    }
    if let Some(l) = locations {
        p.locations = Some(LocationMap {
            map: l,
            scanned: 0,
            lines: 0,
        });
    }
    // The top op's ops are split across threads only when the module is
    // large: counted over every body, since a function's ops live in a body
    // of its own.
    p.split = split.as_ref();
    p.parallel_top = split.is_some();
    p.parallel_blocks = big;
    match &table {
        None => {
            p.freeze_distinct_or_serial(None);
            p.print_full_op_with_indent_and_loc(top);
            p.w.push("\n");
        }
        Some(table) => {
            p.print_aliases(table, false);
            p.freeze_distinct_or_serial(Some(table));
            // Whatever lets the ops print on all cores lets the deferred
            // aliases (a location per op with debug info) too.
            let parallel_deferred = p.parallel_top;
            p.print_full_op_with_indent_and_loc(top);
            p.w.push("\n");
            if parallel_deferred {
                p.print_deferred_aliases_parallel(table);
            } else {
                p.print_aliases(table, true);
            }
            p.print_metadata(meta);
            p.w.push("\n");
        }
    }
    p.drain();
    match p.sink_error.take() {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// The options to print `op` with when it fails to verify and the
/// options would have it printed in custom form: the generic form.
fn verify_and_adjust(
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
    opts: &PrintOptions,
) -> Option<PrintOptions> {
    if opts.generic || opts.assume_verified || crate::verifier::is_valid(ctx, ir, op) {
        return None;
    }
    Some(PrintOptions {
        generic: true,
        ..opts.clone()
    })
}

/// Prints one operation (with its regions) in local scope: no aliases,
/// values numbered from the nearest isolated ancestor.
pub fn print_op(ctx: &Context, ir: &Ir, op: OpRef, opts: &PrintOptions, text: &mut String) {
    let adjusted = verify_and_adjust(ctx, ir, op, opts);
    let opts = adjusted.as_ref().unwrap_or(opts);
    let mut buf = OutBuf::new();
    let out = &mut buf;
    let root = if ir.body(op.body).op(op.op).isolated_body().is_some() {
        op
    } else {
        match ir.body(op.body).owner() {
            Some((body, o)) => OpRef { body, op: o },
            None => ir.top().unwrap_or(op),
        }
    };
    let mut p = OpPrinter::new(ctx, ir, root, opts, None, out);
    p.print_full_op_with_indent_and_loc(op);
    drop(p);
    text.push_str(&buf.to_string_lossy());
}

/// [`print_op`], with where each printed op starts in the text (see
/// [`print_ir_with_locations`]).
pub fn print_op_with_locations(
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
    opts: &PrintOptions,
) -> (String, Vec<OpLocation>) {
    let adjusted = verify_and_adjust(ctx, ir, op, opts);
    let opts = adjusted.as_ref().unwrap_or(opts);
    let mut buf = OutBuf::new();
    let mut locations = Vec::new();
    let root = if ir.body(op.body).op(op.op).isolated_body().is_some() {
        op
    } else {
        match ir.body(op.body).owner() {
            Some((body, o)) => OpRef { body, op: o },
            None => ir.top().unwrap_or(op),
        }
    };
    let mut p = OpPrinter::new(ctx, ir, root, opts, None, &mut buf);
    p.locations = Some(LocationMap {
        map: &mut locations,
        scanned: 0,
        lines: 0,
    });
    p.print_full_op_with_indent_and_loc(op);
    drop(p);
    (buf.to_string_lossy(), locations)
}

/// Prints a type (no aliases).
pub fn print_type(ctx: &Context, t: Type, out: &mut String) {
    let opts = PrintOptions::default();
    let mut buf = OutBuf::new();
    Writer::new(ctx, &mut buf, &opts, None).print_type(t);
    out.push_str(&buf.to_string_lossy());
}

/// Prints an attribute with its type (no aliases).
pub fn print_attribute(ctx: &Context, a: Attribute, out: &mut String) {
    let opts = PrintOptions::default();
    let mut buf = OutBuf::new();
    Writer::new(ctx, &mut buf, &opts, None).print_attr(a, Elide::Never);
    out.push_str(&buf.to_string_lossy());
}

/// Prints a location as `loc(...)` (no aliases).
pub fn print_location(ctx: &Context, loc: Location, out: &mut String) {
    let opts = PrintOptions::default();
    let mut buf = OutBuf::new();
    Writer::new(ctx, &mut buf, &opts, None).print_location(loc, false);
    out.push_str(&buf.to_string_lossy());
}

/// Prints operations, regions and blocks (upstream's `OperationPrinter`).
struct OpPrinter<'a> {
    w: Writer<'a>,
    /// Where full output is drained to between operations, if streaming.
    sink: Option<&'a mut dyn std::io::Write>,
    sink_error: Option<std::io::Error>,
    ir: &'a Ir,
    names: std::sync::Arc<NameState>,
    indent: usize,
    /// The module's numbering, when its functions are numbered apart: each
    /// isolated op printed looks its part up here. Printers of chunks
    /// inherit it, since a function may be nested in any chunk.
    split: Option<&'a SplitNames<'a>>,
    /// The next block printed (the top op's body) is split across threads;
    /// see [`OpPrinter::print_ops_parallel`].
    parallel_top: bool,
    /// Whether a block holding many ops may be printed on all cores the way
    /// the top block is: in a large module's chunk that holds many ops,
    /// nested ones included (a large function, or an op holding many
    /// functions, whose own body is small).
    parallel_blocks: bool,
    /// Default dialects of the enclosing regions; `builtin` at top level.
    dialects: Vec<&'static str>,
    /// The op whose custom printer is running: its regions' body, for
    /// [`OpAsmPrinter::print_region_argument`].
    current: Option<OpRef>,
    /// Where each op starts, when asked (see [`print_ir_with_locations`]).
    locations: Option<LocationMap<'a>>,
}

/// Where printed ops start, counted as the text grows.
struct LocationMap<'a> {
    map: &'a mut Vec<OpLocation>,
    /// Bytes of output whose newlines are counted in `lines`.
    scanned: usize,
    lines: u32,
}

impl<'a> OpPrinter<'a> {
    fn new(
        ctx: &'a Context,
        ir: &'a Ir,
        root: OpRef,
        opts: &'a PrintOptions,
        aliases: Option<&'a AliasTable>,
        out: &'a mut OutBuf,
    ) -> Self {
        let names = NameState::new(ctx, ir, root, Self::name_flags(opts));
        Self::with_names(ctx, ir, opts, aliases, out, std::sync::Arc::new(names))
    }

    /// How values and blocks are numbered when printing with `opts`.
    fn name_flags(opts: &PrintOptions) -> NameFlags {
        NameFlags {
            unique_ids: opts.generic || opts.unique_ssa_ids,
            op_ids: opts.value_users,
            name_locs: opts.use_nameloc_as_prefix,
            asm_names: !opts.generic,
        }
    }

    /// A printer with names worked out already.
    fn with_names(
        ctx: &'a Context,
        ir: &'a Ir,
        opts: &'a PrintOptions,
        aliases: Option<&'a AliasTable>,
        out: &'a mut OutBuf,
        names: std::sync::Arc<NameState>,
    ) -> Self {
        OpPrinter {
            w: Writer::new(ctx, out, opts, aliases),
            sink: None,
            sink_error: None,
            ir,
            names,
            indent: 0,
            split: None,
            parallel_top: false,
            parallel_blocks: false,
            dialects: vec!["builtin"],
            current: None,
            locations: None,
        }
    }

    /// Prints the ops of one block on all cores: the ops are cut into
    /// chunks, each printed into a buffer of its own by whichever thread is
    /// free, and the buffers are emitted in order as they complete. Value
    /// and block names are computed before printing and aliases are fixed,
    /// so each op prints the same text on any thread; the order-dependent
    /// attributes (`distinct`, `dense_resource`) disable this path.
    fn print_ops_parallel(&mut self, b: BodyId, ops: &[OpId]) {
        let (ctx, ir, opts, aliases) = (self.w.ctx, self.ir, self.w.opts, self.w.aliases);
        let split = self.split;
        let parallel_blocks = self.parallel_blocks;
        let (min_ops, _) = self.parallel_block_thresholds();
        let (names, indent) = (self.names.clone(), self.indent);
        let dialects = self.dialects.clone();
        let distinct = self.w.distinct.frozen.clone();
        let chunk = opts.parallel_chunk_ops.unwrap_or(PARALLEL_CHUNK_OPS).max(1);
        // Chunks are balanced by the number of ops they hold, nested ones
        // included: top-level ops range from one-liners to whole functions.
        let weight = |op: OpRef| {
            // An isolated op's body holds what it nests (and a few ops it
            // no longer does): no walk into it, also when it is nested (the
            // functions of an op holding them, weighed at every level).
            let mut n = 0usize;
            crate::walk::walk_pre_order(ir, op, |o| {
                match ir.body(o.body).op(o.op).isolated_body() {
                    Some(ib) => {
                        n += 1 + ir.body(ib).num_ops();
                        crate::walk::WalkControl::Skip
                    }
                    None => {
                        n += 1;
                        crate::walk::WalkControl::Advance
                    }
                }
            });
            n
        };
        let chunks = crate::parallel::weighted_chunks(ops, chunk, |op| weight(OpRef { body: b, op }));
        let threads = crate::parallel::available_threads().max(2);
        crate::parallel::for_each_in_order(
            &chunks,
            threads,
            4 * threads,
            || (),
            |_, &(part, weight)| {
                // Room for a typical line per op, so the buffer rarely
                // grows (and copies) while printing.
                let mut buf = OutBuf::with_capacity(weight.saturating_mul(64).min(1 << 22));
                let mut w = Writer::new(ctx, &mut buf, opts, aliases);
                w.distinct.frozen = distinct.clone();
                let mut sub = OpPrinter {
                    w,
                    sink: None,
                    sink_error: None,
                    ir,
                    names: names.clone(),
                    indent,
                    split,
                    parallel_top: false,
                    // Only a chunk that is one large op (a function, or an
                    // op holding functions) has blocks worth splitting
                    // again.
                    parallel_blocks: parallel_blocks && weight >= min_ops,
                    dialects: dialects.clone(),
                    current: None,
                    // Parallel printing is off when locations are asked.
                    locations: None,
                };
                for &op in part {
                    let op = OpRef { body: b, op };
                    sub.print_full_op_with_indent_and_loc(op);
                    sub.w.push("\n");
                }
                drop(sub);
                buf
            },
            |buf| self.emit(buf),
        );
    }

    /// Before the ops print: the `distinct` numbers are shared with the
    /// threads printing parts of them if the alias section numbered every
    /// distinct attribute the ops can print (as producers' debug info has
    /// them: each under an alias, or only in locations not printed), or
    /// the ops print none in place (they are all inside aliases, some
    /// deferred to the end); otherwise ops print in order on this thread.
    fn freeze_distinct_or_serial(&mut self, table: Option<&AliasTable>) {
        if self.w.ctx.distinct_count() == 0 {
            return;
        }
        let numbered = table.is_some_and(|t| {
            !t.ops_distinct
                || t.distinct_seen
                    .iter()
                    .all(|&a| self.w.distinct.contains(a))
        });
        if !numbered {
            self.parallel_top = false;
            self.parallel_blocks = false;
            return;
        }
        self.w.distinct.freeze();
    }

    /// How many ops a chunk needs, nested ones included, and a block in it
    /// at its top level, for the block to print on all cores; tests force
    /// the parallel paths with `parallel_chunk_ops`, down to blocks of two
    /// ops.
    fn parallel_block_thresholds(&self) -> (usize, usize) {
        if self.w.opts.parallel_chunk_ops.is_some() {
            (0, 1)
        } else {
            (PARALLEL_MIN_OPS, PARALLEL_MIN_BLOCK_OPS)
        }
    }

    /// Appends text printed elsewhere: straight to the sink when
    /// streaming, after what is pending.
    fn emit(&mut self, buf: OutBuf) {
        if self.sink.is_none() {
            self.w.out.extend(buf.as_bytes());
            return;
        }
        self.drain();
        if let (Some(sink), None) = (self.sink.as_mut(), self.sink_error.as_ref()) {
            if let Err(e) = sink.write_all(buf.as_bytes()) {
                self.sink_error = Some(e);
            }
        }
    }

    /// When streaming, hands the text printed so far to the sink once it is
    /// large, so a big module never sits in memory as one string.
    #[inline]
    fn maybe_drain(&mut self) {
        if self.w.out.len() >= DRAIN_AT {
            self.drain();
        }
    }

    fn drain(&mut self) {
        if let Some(sink) = self.sink.as_mut() {
            if self.sink_error.is_none() {
                if let Err(e) = sink.write_all(self.w.out.as_bytes()) {
                    self.sink_error = Some(e);
                }
            }
            self.w.out.clear();
        }
    }

    fn print_aliases(&mut self, table: &AliasTable, deferred: bool) {
        for e in table.entries.iter().filter(|e| e.deferred == deferred) {
            Self::print_alias_definition(&mut self.w, e);
        }
    }

    /// `#map = affine_map<...>` and its newline.
    fn print_alias_definition(w: &mut Writer<'_>, e: &AliasEntry) {
        e.push_text(w.out);
        w.push(" = ");
        if let Some(t) = AliasTable::entry_type(e) {
            w.print_type_impl(t);
        } else if let Some(a) = AliasTable::entry_attr(e) {
            w.print_attr_impl(a, Elide::Never);
        }
        w.push("\n");
    }

    /// The deferred aliases (`#loc = loc(...)` at the end) on all cores,
    /// in chunks emitted in order: names and `distinct` numbers are fixed
    /// by now, so each prints the same text on any thread.
    fn print_deferred_aliases_parallel(&mut self, table: &AliasTable) {
        const CHUNK: usize = 4096;
        let entries: Vec<&AliasEntry> = table.entries.iter().filter(|e| e.deferred).collect();
        // The definitions that print `distinct` attributes number them
        // here, in order on this thread (the ops printed none); the
        // others then print anywhere with the numbers fixed.
        let mut numbering = OutBuf::new();
        let mut numbered: Vec<(usize, std::ops::Range<usize>)> = Vec::new();
        if self.w.ctx.distinct_count() > 0 {
            let mut w = Writer::new(self.w.ctx, &mut numbering, self.w.opts, self.w.aliases);
            std::mem::swap(&mut w.distinct, &mut self.w.distinct);
            for (i, e) in entries.iter().enumerate().filter(|(_, e)| e.inline_distinct) {
                let start = w.out.len();
                Self::print_alias_definition(&mut w, e);
                numbered.push((i, start..w.out.len()));
            }
            std::mem::swap(&mut w.distinct, &mut self.w.distinct);
            self.w.distinct.freeze();
        }
        let numbered = &numbered;
        let numbering = &numbering;
        let chunks: Vec<(usize, &[&AliasEntry])> = entries
            .chunks(CHUNK)
            .enumerate()
            .map(|(n, c)| (n * CHUNK, c))
            .collect();
        let (ctx, opts, aliases) = (self.w.ctx, self.w.opts, self.w.aliases);
        let distinct = self.w.distinct.frozen.clone();
        let threads = crate::parallel::available_threads().max(2);
        crate::parallel::for_each_in_order(
            &chunks,
            threads,
            4 * threads,
            || (),
            |_, &(first, part)| {
                let mut buf = OutBuf::with_capacity(part.len() * 64);
                let mut w = Writer::new(ctx, &mut buf, opts, aliases);
                w.distinct.frozen = distinct.clone();
                let mut pre = numbered.partition_point(|(i, _)| *i < first);
                for (i, e) in part.iter().enumerate() {
                    match numbered.get(pre) {
                        Some((n, text)) if *n == first + i => {
                            w.out.extend(&numbering.as_bytes()[text.clone()]);
                            pre += 1;
                        }
                        _ => Self::print_alias_definition(&mut w, e),
                    }
                }
                drop(w);
                buf
            },
            |buf| self.emit(buf),
        );
    }

    fn print_full_op_with_indent_and_loc(&mut self, op: OpRef) {
        if let Some(l) = &mut self.locations {
            let text = &self.w.out.as_bytes()[l.scanned..];
            l.lines += memchr::memchr_iter(b'\n', text).count() as u32;
            l.scanned = self.w.out.len();
            l.map.push((op, l.lines + 1, self.indent as u32));
        }
        push_indent(self.w.out, self.indent);
        self.print_full_op(op);
        let loc = self.ir.body(op.body).op(op.op).loc;
        self.w.print_trailing_location(loc, true);
        if self.w.opts.value_users {
            self.print_users_comment(op);
        }
    }

    /// ` // id: %N`, ` // unused` or ` // users: ...` after an op
    /// (upstream's `printUsersComment`).
    fn print_users_comment(&mut self, op: OpRef) {
        let body = self.ir.body(op.body);
        let n = body.num_results(op.op);
        if n == 0 {
            if body.operand_count(op.op) != 0 {
                self.w.push(" // id: ");
                self.names.push_op_id(self.w.out, op.body, op.op);
            }
            return;
        }
        if body.results(op.op).all(|r| body.value_unused(r)) {
            self.w.push(" // unused");
            return;
        }
        // "user" when the only user is one op with at most one result.
        let mut seen: FxHashSet<OpId> = FxHashSet::default();
        let mut user_results = 0;
        for r in body.results(op.op) {
            for (u, _) in body.users(r) {
                if seen.insert(u) {
                    user_results += body.num_results(u);
                }
            }
        }
        let one = user_results <= 1 && seen.len() <= 1 && n == 1;
        self.w.push(if one { " // user: " } else { " // users: " });
        for (i, r) in body.results(op.op).enumerate() {
            if i > 0 {
                self.w.push(", ");
            }
            if n > 1 {
                self.w.push_char('(');
            }
            self.print_value_users(op.body, r);
            if n > 1 {
                self.w.push_char(')');
            }
        }
    }

    /// The users of `v`, each once, in use-list order (upstream's
    /// `printValueUsers`): an op's results, or its id if it has none.
    fn print_value_users(&mut self, b: BodyId, v: Value) {
        let ir = self.ir;
        let body = ir.body(b);
        if body.value_unused(v) {
            self.w.push("unused");
            return;
        }
        let mut seen: FxHashSet<OpId> = FxHashSet::default();
        for (u, _) in body.users(v) {
            if !seen.insert(u) {
                continue;
            }
            if seen.len() > 1 {
                self.w.push(", ");
            }
            if body.num_results(u) == 0 {
                self.names.push_op_id(self.w.out, b, u);
            } else {
                for (i, r) in body.results(u).enumerate() {
                    if i > 0 {
                        self.w.push(", ");
                    }
                    self.names.push_value(self.w.out, ir, b, r, true);
                }
            }
        }
    }

    /// Switches to the names of `op`'s part when it is a function numbered
    /// apart, returning the names to restore after printing it.
    #[inline]
    fn enter_part(&mut self, op: OpRef) -> Option<std::sync::Arc<NameState>> {
        let part = self.split?.names_for(op)?;
        Some(std::mem::replace(&mut self.names, part))
    }

    fn print_full_op(&mut self, op: OpRef) {
        let saved = self.enter_part(op);
        self.print_full_op_in_part(op);
        if let Some(names) = saved {
            self.names = names;
        }
    }

    fn print_full_op_in_part(&mut self, op: OpRef) {
        let body = self.ir.body(op.body);
        let n = body.num_results(op.op);
        if n > 0 {
            let groups: SmallVec<[u32; 4]> = match self.names.result_groups(op.body, op.op) {
                Some(g) => g.iter().copied().collect(),
                None => smallvec::smallvec![0],
            };
            for (i, &start) in groups.iter().enumerate() {
                if i > 0 {
                    self.w.push(", ");
                }
                let end = groups.get(i + 1).map_or(n, |&e| e as usize);
                self.names.push_value(
                    self.w.out,
                    self.ir,
                    op.body,
                    body.result(op.op, start as usize),
                    false,
                );
                if end - start as usize > 1 {
                    self.w.push_char(':');
                    push_u64(self.w.out, (end - start as usize) as u64);
                }
            }
            self.w.push(" = ");
        }
        if self.ir.num_regions(op) == 0 {
            self.print_custom_or_generic(op);
        } else {
            grow(|| self.print_custom_or_generic(op));
        }
    }

    fn print_custom_or_generic(&mut self, op: OpRef) {
        let ctx = self.w.ctx;
        let name = self.ir.body(op.body).op(op.op).name;
        if !self.w.opts.generic {
            if let Some(def) = ctx.op_def(name).filter(|d| d.has_custom_form()) {
                let bytes = ctx.ident_bytes(name);
                let dd = self.dialects.last().copied().unwrap_or("").as_bytes();
                let stripped = if !dd.is_empty()
                    && bytes.len() > dd.len()
                    && bytes.starts_with(dd)
                    && bytes[dd.len()] == b'.'
                    && bytes.iter().filter(|&&c| c == b'.').count() == 1
                {
                    &bytes[dd.len() + 1..]
                } else {
                    bytes
                };
                push_bytes(self.w.out, stripped);
                let ir = self.ir;
                let view = OpView::new(ctx, ir, op);
                let saved = self.current.replace(op);
                match def.asm.print {
                    Some(f) => f(&view, self),
                    None => crate::format::print_with_format(&view, self),
                }
                self.current = saved;
                return;
            }
        }
        self.print_generic_op(op);
    }

    fn print_generic_op(&mut self, op: OpRef) {
        let ctx = self.w.ctx;
        let ir = self.ir;
        let body = ir.body(op.body);
        let data = body.op(op.op);
        push_quoted(self.w.out, ctx.ident_bytes(data.name));
        self.w.push_char('(');
        for (i, v) in body.operands_raw(op.op).enumerate() {
            if i > 0 {
                self.w.push(", ");
            }
            match v {
                Some(v) => self.names.push_value(self.w.out, ir, op.body, v, true),
                // An operand whose value was dropped (printed in
                // diagnostics about it).
                None => self.w.push("<<NULL VALUE>>"),
            }
        }
        self.w.push_char(')');
        let succs = body.successors(op.op);
        if !succs.is_empty() {
            self.w.push_char('[');
            for (i, s) in succs.iter().enumerate() {
                if i > 0 {
                    self.w.push(", ");
                }
                self.names.push_block(self.w.out, op.body, s.block);
            }
            self.w.push_char(']');
        }
        if let Some(p) = data.properties() {
            self.w.push(" <");
            self.w.print_attr(p, Elide::Never);
            self.w.push_char('>');
        }
        let (rb, regions) = ir.regions(op);
        let mut first = true;
        for r in regions {
            self.w.push(if first { " (" } else { ", " });
            first = false;
            self.print_region(rb, r, true, true, true);
        }
        if !first {
            self.w.push_char(')');
        }
        self.w.print_attr_dict_memo(data.attrs);
        self.w.push(" : (");
        for (i, v) in body.operands_raw(op.op).enumerate() {
            if i > 0 {
                self.w.push(", ");
            }
            match v {
                Some(v) => self.w.print_type(body.value_type(v)),
                None => self.w.push("<<NULL TYPE>>"),
            }
        }
        self.w.push(") -> ");
        let nres = body.num_results(op.op);
        if nres == 1 {
            let t = body.value_type(body.result(op.op, 0));
            let wrap = matches!(ctx.type_kind(t), crate::types::TypeKind::Function { .. });
            if wrap {
                self.w.push_char('(');
            }
            self.w.print_type(t);
            if wrap {
                self.w.push_char(')');
            }
        } else {
            self.w.push_char('(');
            for (i, v) in body.results(op.op).enumerate() {
                if i > 0 {
                    self.w.push(", ");
                }
                self.w.print_type(body.value_type(v));
            }
            self.w.push_char(')');
        }
    }

    /// The default dialect for ops nested in `r` (the parent op's).
    fn region_dialect(&mut self, b: BodyId, r: RegionId) -> &'static str {
        let body = self.ir.body(b);
        let parent = match body.region_parent(r) {
            crate::body::RegionParent::Op(op) => Some(OpRef { body: b, op }),
            crate::body::RegionParent::BodyOwner => {
                body.owner().map(|(body, op)| OpRef { body, op })
            }
        };
        let Some(p) = parent else { return "" };
        let name = self.ir.body(p.body).op(p.op).name;
        if self.w.opts.generic {
            return "";
        }
        self.w
            .ctx
            .op_def(name)
            .and_then(|d| d.asm.default_dialect)
            .unwrap_or("")
    }

    fn print_region(
        &mut self,
        b: BodyId,
        r: RegionId,
        entry_args: bool,
        terms: bool,
        empty_block: bool,
    ) {
        if self.w.opts.skip_regions {
            self.w.push("{...}");
            return;
        }
        self.w.push("{\n");
        let body = self.ir.body(b);
        if let Some(entry) = body.first_block(r) {
            let dd = self.region_dialect(b, r);
            self.dialects.push(dd);
            let header = (empty_block && body.first_op(entry).is_none())
                || (entry_args && !body.block_args(entry).is_empty());
            self.print_block(b, entry, header, terms);
            let mut next = body.next_block(entry);
            while let Some(blk) = next {
                self.print_block(b, blk, true, true);
                next = body.next_block(blk);
            }
            self.dialects.pop();
        }
        push_indent(self.w.out, self.indent);
        self.w.push_char('}');
    }

    fn print_block(&mut self, b: BodyId, block: BlockId, print_args: bool, print_terms: bool) {
        let ir = self.ir;
        let body = ir.body(b);
        if print_args {
            push_indent(self.w.out, self.indent);
            self.names.push_block(self.w.out, b, block);
            let args = body.block_args(block);
            if !args.is_empty() {
                self.w.push_char('(');
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.w.push(", ");
                    }
                    self.names.push_value(self.w.out, ir, b, a, true);
                    self.w.push(": ");
                    self.w.print_type(body.value_type(a));
                    if self.w.opts.debug_info {
                        let loc = body.arg_loc(a).unwrap_or_else(|| self.w.ctx.unknown_loc());
                        self.w.print_trailing_location(loc, false);
                    }
                }
                self.w.push_char(')');
            }
            self.w.push_char(':');
            self.print_pred_comment(b, block);
            self.w.push("\n");
        }
        self.indent += 2;
        if self.w.opts.value_users {
            for &a in body.block_args(block) {
                push_indent(self.w.out, self.indent);
                self.w.push("// ");
                self.names.push_value(self.w.out, ir, b, a, true);
                if body.value_unused(a) {
                    self.w.push(" is unused\n");
                } else {
                    self.w.push(" is used by ");
                    self.print_value_users(b, a);
                    self.w.push("\n");
                }
            }
        }
        let last = body.last_op(block);
        let skip_last =
            !print_terms && last.is_some_and(|l| is_terminator(self.w.ctx, body.op(l).name));
        let top = std::mem::take(&mut self.parallel_top);
        let ops = body
            .block_ops(block)
            .filter(|&op| !(skip_last && Some(op) == last));
        if top {
            let ops: Vec<OpId> = ops.collect();
            self.print_ops_parallel(b, &ops);
        } else if self.parallel_blocks
            && body
                .block_ops(block)
                .nth(self.parallel_block_thresholds().1)
                .is_some()
        {
            // A block of a large function, or of an op of the module's body
            // holding functions (whose own body is small): its ops are
            // numbered already, or are functions numbered apart.
            let ops: Vec<OpId> = ops.collect();
            self.print_ops_parallel(b, &ops);
        } else {
            for op in ops {
                // Also before: deeply nested regions are mostly the text
                // opening them (indentation grows with depth).
                self.maybe_drain();
                self.print_full_op_with_indent_and_loc(OpRef { body: b, op });
                self.w.push("\n");
                self.maybe_drain();
            }
        }
        self.indent -= 2;
    }

    fn print_pred_comment(&mut self, b: BodyId, block: BlockId) {
        let preds = self.names.preds(b, block);
        if preds.is_empty() {
            if self.names.block_ordinal(b, block) != Some(0) {
                self.w.push("  // no predecessors");
            }
            return;
        }
        if preds.len() == 1 {
            self.w.push("  // pred: ");
            self.names.push_block(self.w.out, b, preds[0]);
            return;
        }
        let mut ords: SmallVec<[u32; 8]> = preds
            .iter()
            .map(|&p| self.names.block_ordinal(b, p).unwrap_or(u32::MAX))
            .collect();
        ords.sort_unstable();
        self.w.push("  // ");
        push_u64(self.w.out, ords.len() as u64);
        self.w.push(" preds: ");
        for (i, o) in ords.iter().enumerate() {
            if i > 0 {
                self.w.push(", ");
            }
            if *o == u32::MAX {
                self.w.push("INVALIDBLOCK");
            } else {
                self.w.push("^bb");
                push_u64(self.w.out, *o as u64);
            }
        }
    }

    /// The `{-# dialect_resources: ..., external_resources: ... #-}` block.
    fn print_metadata(&mut self, meta: &FileMetadata) {
        let ctx = self.w.ctx;
        let mut text = OutBuf::new();
        let mut had_resource = false;
        let mut need_entry_comma = false;
        // Dialect resources: builtin prints the blobs referenced by
        // dense_resource attributes, in first-reference order.
        let mut groups: Vec<(&[u8], ResourceList<'_>)> = Vec::new();
        for (dialect, entries) in &meta.dialect_resources {
            let d = ctx.ident_bytes(*dialect);
            let list: Vec<(&[u8], &ResourceValue)> = if d == b"builtin" {
                self.w
                    .resources
                    .iter()
                    .filter_map(|h| {
                        let key = ctx.ident_bytes(*h);
                        entries
                            .iter()
                            .find(|e| &*e.key == key)
                            .map(|e| (&*e.key, &e.value))
                    })
                    .collect()
            } else {
                // Other dialects decide themselves what they keep; rmlir
                // knows none of them. Keep the ones referenced as
                // `dense_resource<"dialect::key">` when there are such
                // references, else everything (matches upstream's test
                // dialect in most cases).
                let referenced: Vec<&[u8]> = self
                    .w
                    .resources
                    .iter()
                    .filter_map(|h| {
                        let full = ctx.ident_bytes(*h);
                        let rest = full.strip_prefix(d)?;
                        rest.strip_prefix(b"::")
                    })
                    .collect();
                if referenced.is_empty() {
                    entries.iter().map(|e| (&*e.key, &e.value)).collect()
                } else {
                    referenced
                        .iter()
                        .filter_map(|k| {
                            entries
                                .iter()
                                .find(|e| &*e.key == *k)
                                .map(|e| (&*e.key, &e.value))
                        })
                        .collect()
                }
            };
            groups.push((d, list));
        }
        for (name, list) in &groups {
            emit_group(
                &mut text,
                "dialect",
                name,
                list,
                &mut had_resource,
                &mut need_entry_comma,
                false,
            );
        }
        if had_resource {
            text.push_str("\n  }");
        }
        let need_resource_comma = had_resource;
        let mut had_ext = false;
        need_entry_comma = false;
        for (name, entries) in &meta.external_resources {
            let list: Vec<(&[u8], &ResourceValue)> =
                entries.iter().map(|e| (&*e.key, &e.value)).collect();
            emit_group(
                &mut text,
                "external",
                ctx.ident_bytes(*name),
                &list,
                &mut had_ext,
                &mut need_entry_comma,
                need_resource_comma,
            );
        }
        if had_ext {
            text.push_str("\n  }");
        }
        if !text.is_empty() {
            self.w.push("\n{-#\n");
            self.w.out.extend(text.as_bytes());
            self.w.push("\n#-}\n");
        }
    }
}

/// Resource entries to print: (key, value).
type ResourceList<'a> = Vec<(&'a [u8], &'a ResourceValue)>;

/// One `name: { key: value, ... }` group of a resource section.
fn emit_group(
    out: &mut OutBuf,
    section: &str,
    name: &[u8],
    entries: &[(&[u8], &ResourceValue)],
    had_resource: &mut bool,
    need_entry_comma: &mut bool,
    need_resource_comma: bool,
) {
    let mut had_entry = false;
    for (key, value) in entries {
        if !*had_resource {
            *had_resource = true;
            if need_resource_comma {
                out.push_str(",\n");
            }
            out.push_str("  ");
            out.push_str(section);
            out.push_str("_resources: {\n");
        }
        if !had_entry {
            had_entry = true;
            if *need_entry_comma {
                out.push_str(",\n");
            }
            out.push_str("    ");
            push_bytes(out, name);
            out.push_str(": {\n");
        } else {
            out.push_str(",\n");
        }
        out.push_str("      ");
        push_keyword_or_string(out, key);
        out.push_str(": ");
        match value {
            ResourceValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            ResourceValue::String(s) => push_quoted(out, s),
            ResourceValue::Blob(hex) => {
                out.push_str("\"0x");
                for &c in hex.iter() {
                    out.push(c.to_ascii_uppercase() as char);
                }
                out.push('"');
            }
        }
    }
    *need_entry_comma |= had_entry;
    if had_entry {
        out.push_str("\n    }");
    }
}

impl AsmPrinter for OpPrinter<'_> {
    fn ctx(&self) -> &Context {
        self.w.ctx
    }
    fn write_str(&mut self, s: &str) {
        self.w.push(s);
    }
    fn write_bytes(&mut self, b: &[u8]) {
        push_bytes(self.w.out, b);
    }
    fn print_type(&mut self, t: Type) {
        self.w.print_type(t);
    }
    fn print_attribute(&mut self, a: Attribute) {
        self.w.print_attr(a, Elide::Never);
    }
    fn print_attribute_without_type(&mut self, a: Attribute) {
        self.w.print_attr(a, Elide::Must);
    }
    fn print_stripped_attribute(&mut self, a: Attribute) {
        self.w.print_stripped_attr(a);
    }
    fn print_string(&mut self, s: &[u8]) {
        push_quoted(self.w.out, s);
    }
    fn print_keyword_or_string(&mut self, s: &[u8]) {
        push_keyword_or_string(self.w.out, s);
    }
    fn print_symbol_name(&mut self, name: &[u8]) {
        push_symbol_ref(self.w.out, name);
    }
}

impl OpAsmPrinter for OpPrinter<'_> {
    fn print_operand(&mut self, body: BodyId, v: Value) {
        self.names.push_value(self.w.out, self.ir, body, v, true);
    }
    fn print_optional_attr_dict(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        self.w
            .print_optional_attr_dict(attrs.iter().map(|na| (na.name, na.value)), elided, false);
    }
    fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        self.w
            .print_optional_attr_dict(attrs.iter().map(|na| (na.name, na.value)), elided, true);
    }
    fn print_region(&mut self, region: RegionView<'_>, args: bool, terms: bool, empty: bool) {
        OpPrinter::print_region(self, region.body_id, region.region, args, terms, empty);
    }
    fn print_region_argument(
        &mut self,
        body: BodyId,
        v: Value,
        attrs: &[NamedAttr],
        omit_type: bool,
    ) {
        self.names.push_value(self.w.out, self.ir, body, v, true);
        if !omit_type {
            self.w.push(": ");
            self.w.print_type(self.ir.body(body).value_type(v));
        }
        self.w
            .print_optional_attr_dict(attrs.iter().map(|na| (na.name, na.value)), &[], false);
        let loc = self
            .ir
            .body(body)
            .arg_loc(v)
            .unwrap_or_else(|| self.w.ctx.unknown_loc());
        self.w.print_trailing_location(loc, false);
    }
    fn print_successor(&mut self, body: BodyId, block: BlockId) {
        self.names.push_block(self.w.out, body, block);
    }
    fn print_successor_and_use_list(&mut self, body: BodyId, block: BlockId, operands: &[Value]) {
        self.names.push_block(self.w.out, body, block);
        if operands.is_empty() {
            return;
        }
        self.w.push_char('(');
        for (i, &v) in operands.iter().enumerate() {
            if i > 0 {
                self.w.push(", ");
            }
            self.names.push_value(self.w.out, self.ir, body, v, true);
        }
        self.w.push(" : ");
        for (i, &v) in operands.iter().enumerate() {
            if i > 0 {
                self.w.push(", ");
            }
            self.w.print_type(self.ir.body(body).value_type(v));
        }
        self.w.push_char(')');
    }
    fn print_optional_location_specifier(&mut self, loc: Location) {
        self.w.print_trailing_location(loc, true);
    }
    fn print_newline(&mut self) {
        self.w.push("\n");
        push_indent(self.w.out, self.indent);
    }
    fn increase_indent(&mut self) {
        self.indent += 2;
    }
    fn decrease_indent(&mut self) {
        self.indent = self.indent.saturating_sub(2);
    }
    fn print_affine_map_of_ssa_ids(
        &mut self,
        body: BodyId,
        map: &crate::affine::AffineMap,
        operands: &[Value],
    ) {
        let num_dims = map.num_dims as usize;
        for (i, e) in map.results.iter().enumerate() {
            if i > 0 {
                self.w.push(", ");
            }
            let mut text = String::new();
            let names = &self.names;
            let ir = self.ir;
            let _ = e.print_with(&mut text, &mut |out, pos, is_symbol| {
                let idx = if is_symbol {
                    num_dims + pos as usize
                } else {
                    pos as usize
                };
                let mut s = OutBuf::new();
                if let Some(&v) = operands.get(idx) {
                    names.push_value(&mut s, ir, body, v, true);
                }
                let s = s.to_string_lossy();
                if is_symbol {
                    write!(out, "symbol({s})")
                } else {
                    out.write_str(&s)
                }
            });
            self.w.push(&text);
        }
    }
    fn print_affine_expr_of_ssa_ids(
        &mut self,
        body: BodyId,
        expr: &crate::affine::AffineExpr,
        dims: &[Value],
        syms: &[Value],
    ) {
        let mut text = String::new();
        let names = &self.names;
        let ir = self.ir;
        let _ = expr.print_with(&mut text, &mut |out, pos, is_symbol| {
            let mut s = OutBuf::new();
            let list = if is_symbol { syms } else { dims };
            if let Some(&v) = list.get(pos as usize) {
                names.push_value(&mut s, ir, body, v, true);
            }
            let s = s.to_string_lossy();
            if is_symbol {
                write!(out, "symbol({s})")
            } else {
                out.write_str(&s)
            }
        });
        self.w.push(&text);
    }
    fn print_generic_op(&mut self, body: BodyId, op: OpId) {
        let op = OpRef { body, op };
        let saved = self.enter_part(op);
        OpPrinter::print_generic_op(self, op);
        if let Some(names) = saved {
            self.names = names;
        }
    }
    fn print_custom_or_generic_op(&mut self, body: BodyId, op: OpId) {
        let op = OpRef { body, op };
        let saved = self.enter_part(op);
        self.print_custom_or_generic(op);
        if let Some(names) = saved {
            self.names = names;
        }
    }
}
